import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@quiz/contract/messages';
import type { ClassSummary } from '@quiz/contract/classes';
import { fakeApi, json, type Route } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { assignmentOf } from '../assignments.fixtures';
import { fromLocalInput, viewerTimeZone } from '../lib/local-time';
import { AssignDialog, type AssignTarget } from './assign-dialog';

const klass = (id: string, name: string, archived = false): ClassSummary => ({
  _id: id,
  name,
  subject: null,
  grade: null,
  code: 'ABC123',
  admission: 'automatic',
  archived,
  studentCount: 20,
  pendingCount: 0,
  createdAt: '2026-09-01T08:00:00.000Z',
});

const teaching = [klass('c1', '4A Maths'), klass('c2', '5B Science'), klass('c3', 'Last year', true)];

function serve(extra: Route[] = []) {
  return fakeApi([
    ...extra,
    ['GET', '/classes', () => ({ success: true, data: { teaching, joined: [] } })],
    ['POST', '/assignments', () => json(201, { success: true, message: 'ok', data: [assignmentOf(), assignmentOf()] })],
  ]);
}

function renderDialog(
  target: AssignTarget = { kind: 'new', quiz: { _id: 'quiz-1', title: 'Fractions', seconds: 75 } },
) {
  const onOpenChange = vi.fn();
  renderWithApp(<AssignDialog open onOpenChange={onOpenChange} target={target} />);
  return onOpenChange;
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => storeTestSession({ _id: 'lan', username: 'colan' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AssignDialog', () => {
  it('offers the teacher’s classes that take homework, and the quiz’s time for a timed attempt', async () => {
    serve();
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Assign Fractions' })).toBeTruthy();
    expect(await within(dialog()).findByRole('checkbox', { name: '4A Maths' })).toBeTruthy();
    expect(within(dialog()).getByRole('checkbox', { name: '5B Science' })).toBeTruthy();
    expect(within(dialog()).queryByRole('checkbox', { name: 'Last year' })).toBeNull();
    expect(
      within(dialog()).getByText("The quiz's question times added up: 1m 15s. Each student's extra time applies."),
    ).toBeTruthy();
    // Open now, due in a week, one attempt: which attempt counts is asked only with more than one.
    expect(field('Opens at').value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(field('Due at').value).toMatch(/T23:59$/);
    expect(within(dialog()).queryByRole('radiogroup', { name: 'Which attempt counts' })).toBeNull();
    expect(within(dialog()).queryByText('Which attempt counts')).toBeNull();
  });

  it('sends the classes ticked, the dates as ISO 8601 with the browser’s offset, and the rules chosen', async () => {
    const api = serve();
    const onOpenChange = renderDialog();
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: '4A Maths' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: '5B Science' }));
    type('Opens at', '2030-01-10T08:00');
    type('Due at', '2030-01-17T17:00');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Allowed until a date, marked late' }));
    type('Late hand-ins close at', '2030-01-18T23:59');
    fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Attempts' }), { target: { value: '2' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'The last' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Timed' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Shuffle questions and options' }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'After the due date' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(api.called('POST', '/assignments')).toHaveLength(1));
    const body = api.called('POST', '/assignments')[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      quizId: 'quiz-1',
      classIds: ['c1', 'c2'],
      opensAt: fromLocalInput('2030-01-10T08:00'),
      dueAt: fromLocalInput('2030-01-17T17:00'),
      closesAt: fromLocalInput('2030-01-18T23:59'),
      attempts: 2,
      counts: 'last',
      timed: true,
      shuffle: true,
      showAnswers: 'after_due',
      timeZone: viewerTimeZone(),
    });
    expect(body.dueAt).toMatch(/^2030-01-17T17:00:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(body.dueAt as string)).toBe(new Date(2030, 0, 17, 17, 0).getTime());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('says what is wrong beside each field before sending anything', async () => {
    const api = serve();
    renderDialog();
    await within(dialog()).findByRole('checkbox', { name: '4A Maths' });
    type('Opens at', '2030-01-10T08:00');
    type('Due at', '2030-01-09T08:00');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Allowed until a date, marked late' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Assign' }));

    expect(await within(dialog()).findByText(Messages.assignmentClassRequired)).toBeTruthy();
    expect(within(dialog()).getByText(Messages.assignmentDueBeforeOpen)).toBeTruthy();
    expect(field('Due at').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getByText(Messages.assignmentDateInvalid)).toBeTruthy();
    expect(field('Late hand-ins close at').getAttribute('aria-invalid')).toBe('true');

    type('Due at', '');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(within(dialog()).getAllByText(Messages.assignmentDateInvalid)).toHaveLength(2));
    expect(api.called('POST', '/assignments')).toHaveLength(0);
  });

  it('shows the server’s field errors beside their fields', async () => {
    serve([
      [
        'POST',
        '/assignments',
        () =>
          json(400, {
            success: false,
            code: 'validation_failed',
            message: Messages.assignmentDueInPast,
            fieldErrors: { dueAt: Messages.assignmentDueInPast },
            fieldErrorKeys: { dueAt: { messageKey: 'assignmentDueInPast' } },
          }),
      ],
    ]);
    renderDialog();
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: '4A Maths' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog()).findByText(Messages.assignmentDueInPast)).toBeTruthy();
    expect(field('Due at').getAttribute('aria-invalid')).toBe('true');
  });

  it('edits an assignment’s rules with PUT, for its own class', async () => {
    const api = serve([
      ['PUT', '/assignments/a1', () => ({ success: true, message: 'ok', data: assignmentOf({ attempts: null }) })],
    ]);
    const assignment = assignmentOf({
      dueAt: '2030-01-17T10:00:00.000Z',
      closesAt: '2030-01-18T10:00:00.000Z',
      attempts: 3,
      shuffle: true,
    });
    renderDialog({ kind: 'edit', assignment });
    expect(screen.getByRole('dialog', { name: 'Edit homework: Fractions' })).toBeTruthy();
    expect(within(dialog()).getByText('For 4A Maths')).toBeTruthy();
    expect(within(dialog()).queryByRole('checkbox', { name: '4A Maths' })).toBeNull();
    expect(within(dialog()).getByRole('radio', { name: 'Allowed until a date, marked late' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog()).getByRole('checkbox', { name: 'Shuffle questions and options' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Attempts' }), {
      target: { value: 'unlimited' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.called('PUT', '/assignments/a1')).toHaveLength(1));
    expect(api.called('PUT', '/assignments/a1')[0]!.body).toMatchObject({
      opensAt: fromLocalInput(field('Opens at').value),
      attempts: null,
      closesAt: fromLocalInput(field('Late hand-ins close at').value),
      shuffle: true,
    });
    expect(Date.parse((api.called('PUT', '/assignments/a1')[0]!.body as { dueAt: string }).dueAt)).toBe(
      Date.parse('2030-01-17T10:00:00.000Z'),
    );
  });

  it('from a class, first asks which of the teacher’s quizzes, then assigns it to that class', async () => {
    const api = serve([
      [
        'GET',
        '/quizzes',
        () => ({
          success: true,
          data: [{ _id: 'quiz-2', title: 'Decimals', questionCount: 5 }],
          pagination: { page: 1, limit: 8, total: 1, totalPages: 1 },
        }),
      ],
    ]);
    renderDialog({ kind: 'new', classId: 'c2' });
    expect(screen.getByRole('dialog', { name: 'Assign homework' })).toBeTruthy();
    fireEvent.click(await within(dialog()).findByRole('button', { name: /Decimals/ }));
    expect(api.calls.some((c) => c.path.startsWith('/quizzes?') && c.path.includes('createdBy=me'))).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Assign Decimals' })).toBeTruthy();
    expect(await within(dialog()).findByRole('checkbox', { name: '5B Science' })).toHaveProperty('checked', true);
    expect(within(dialog()).getByRole('checkbox', { name: '4A Maths' })).toHaveProperty('checked', false);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.called('POST', '/assignments')).toHaveLength(1));
    expect(api.called('POST', '/assignments')[0]!.body).toMatchObject({ quizId: 'quiz-2', classIds: ['c2'] });
  });
});
