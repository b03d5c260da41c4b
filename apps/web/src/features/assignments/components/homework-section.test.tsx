import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@quiz/contract/messages';
import { formatDateTime } from '../../../i18n/format';
import { fakeApi } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { assignmentOf } from '../assignments.fixtures';
import { HomeworkSection } from './homework-section';

const dueAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
const pastDue = new Date(Date.now() - 86_400_000).toISOString();

function serve() {
  return fakeApi([
    [
      'GET',
      '/classes/c1/assignments',
      () => ({
        success: true,
        data: [
          assignmentOf({ dueAt, timed: true }),
          assignmentOf({ _id: 'a2', quiz: { _id: 'quiz-2', title: 'Decimals', deleted: true }, dueAt: pastDue }),
        ],
      }),
    ],
    ['GET', '/classes', () => ({ success: true, data: { teaching: [], joined: [] } })],
    ['DELETE', '/assignments/a1', () => ({ success: true, message: Messages.assignmentDeleted })],
  ]);
}

const section = () => screen.getByRole('region', { name: 'Homework' });

beforeEach(() => storeTestSession({ _id: 'lan', username: 'colan' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HomeworkSection', () => {
  it('lists the class’s homework with its due date, who handed in, its report, and the gradebook', async () => {
    serve();
    renderWithApp(<HomeworkSection classId="c1" archived={false} />);
    const list = await screen.findByRole('list', { name: 'Homework of the class' });
    const [fractions, decimals] = within(list).getAllByRole('listitem');
    expect(within(fractions!).getByText('Fractions')).toBeTruthy();
    expect(within(fractions!).getByText('Timed')).toBeTruthy();
    expect(fractions!.textContent).toContain(`Due ${formatDateTime(dueAt)}`);
    expect(fractions!.textContent).toContain('Handed in: 3 of 25');
    expect(within(fractions!).getByRole('link', { name: 'Report on Fractions' }).getAttribute('href')).toBe(
      '/assignments/a1/report',
    );
    expect(decimals!.textContent).toContain(`Was due ${formatDateTime(pastDue)}`);
    expect(within(decimals!).getByText('Quiz deleted')).toBeTruthy();
    expect(within(section()).getByRole('link', { name: 'Gradebook' }).getAttribute('href')).toBe(
      '/classes/c1/gradebook',
    );
  });

  it('edits one in the assign dialog, and deletes one after asking', async () => {
    const api = serve();
    renderWithApp(<HomeworkSection classId="c1" archived={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Fractions' }));
    expect(await screen.findByRole('dialog', { name: 'Edit homework: Fractions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete Fractions' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete homework' });
    expect(within(confirm).getByText('Delete the homework Fractions?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.called('DELETE', '/assignments/a1')).toHaveLength(1));
    await waitFor(() => expect(api.called('GET', '/classes/c1/assignments').length).toBeGreaterThan(1));
  });

  it('asks which quiz first when assigning from the class', async () => {
    serve();
    renderWithApp(<HomeworkSection classId="c1" archived={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Assign homework' }));
    expect(await screen.findByRole('dialog', { name: 'Assign homework' })).toBeTruthy();
    expect(screen.getByLabelText('Search your quizzes')).toBeTruthy();
  });

  it('changes nothing in an archived class, but still leads to the reports and the gradebook', async () => {
    serve();
    renderWithApp(<HomeworkSection classId="c1" archived />);
    expect(await screen.findByRole('link', { name: 'Report on Fractions' })).toBeTruthy();
    expect(within(section()).getByRole('link', { name: 'Gradebook' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign homework' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });
});
