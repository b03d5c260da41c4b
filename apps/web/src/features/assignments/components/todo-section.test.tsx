import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@quiz/contract/messages';
import type { StudentAssignment } from '@quiz/contract/assignments';
import { fakeApi } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { studentAssignmentOf } from '../assignments.fixtures';
import { TodoSection } from './todo-section';

/** A wall-clock time in this browser's time zone, as the server would send it (UTC). */
const local = (day: number, hour: number, minute = 0) => new Date(2026, 11, day, hour, minute).toISOString();

// Friday 4 December 2026, 09:30 where the test runs.
const now = new Date(2026, 11, 4, 9, 30);

function serve(items: StudentAssignment[]) {
  return fakeApi([['GET', '/assignments/todo', () => ({ success: true, data: items })]]);
}

const item = (id: string, title: string, extra: Partial<StudentAssignment>) =>
  studentAssignmentOf({ _id: id, quiz: { _id: `quiz-${id}`, title, deleted: false }, ...extra });

beforeEach(() => {
  storeTestSession({ _id: 'an', username: 'an' });
  vi.useFakeTimers({ now, toFake: ['Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TodoSection', () => {
  it('is not there without homework', async () => {
    const api = serve([]);
    renderWithApp(<TodoSection />, '/dashboard');
    await waitFor(() => expect(api.called('GET', '/assignments/todo')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'To do' })).toBeNull();
  });

  it('lists what is open first, soonest due first, then late hand-ins, with the due date in words', async () => {
    serve([
      item('d', 'Done one', { state: 'done', canAttempt: false, attemptsUsed: 1, attemptsLeft: 0, score: 85 }),
      item('a', 'Fractions', { dueAt: local(4, 17) }),
      item('c', 'Angles', {
        state: 'late',
        dueAt: local(3, 17),
        closesAt: local(5, 8),
      }),
      item('b', 'Decimals', { dueAt: local(5, 23, 59), attempts: 3, attemptsUsed: 1, attemptsLeft: 2, timed: true }),
    ]);
    renderWithApp(<TodoSection />, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'To do' })).toBeTruthy();
    const open = screen.getByRole('list', { name: 'Homework to do' });
    const [fractions, decimals, angles] = within(open).getAllByRole('listitem');
    expect(within(open).getAllByRole('listitem')).toHaveLength(3);

    expect(within(fractions!).getByText('Fractions')).toBeTruthy();
    expect(within(fractions!).getByText('4A Maths · Cô Lan')).toBeTruthy();
    expect(within(fractions!).getByText('Due today 17:00')).toBeTruthy();
    const start = within(fractions!).getByRole('link', { name: 'Start Fractions' });
    expect(start.getAttribute('href')).toBe('/take-quiz/quiz-a?assignment=a');

    expect(within(decimals!).getByText('Due tomorrow 23:59')).toBeTruthy();
    expect(within(decimals!).getByText('2 attempts left')).toBeTruthy();
    expect(within(decimals!).getByText('Timed')).toBeTruthy();
    expect(within(decimals!).getByRole('link', { name: 'Try again: Decimals' }).textContent).toBe('Try again');

    expect(within(angles!).getByText('Late')).toBeTruthy();
    expect(within(angles!).getByText('Late hand-ins taken until tomorrow 08:00')).toBeTruthy();
  });

  it('folds away what is done or past: the score and results, missed, excused', async () => {
    serve([
      item('d', 'Done one', {
        state: 'done',
        canAttempt: false,
        attemptsUsed: 1,
        attemptsLeft: 0,
        score: 85,
        late: true,
        submissionId: 's-1',
      }),
      item('r', 'Retry one', {
        state: 'done',
        attempts: null,
        attemptsUsed: 1,
        attemptsLeft: null,
        score: 40,
        submissionId: 's-2',
      }),
      item('m', 'Missed one', { state: 'missed', canAttempt: false }),
      item('e', 'Excused one', { state: 'excused', canAttempt: false }),
    ]);
    renderWithApp(<TodoSection />, '/dashboard');
    expect(await screen.findByText('Nothing to do right now.')).toBeTruthy();
    const past = screen.getByRole('list', { name: 'Homework done or past', hidden: true });
    expect(past.closest('details')!.hasAttribute('open')).toBe(false);
    expect(screen.getByText('Done and past (4)')).toBeTruthy();
    const [done, retry, missed, excused] = within(past).getAllByRole('listitem', { hidden: true });

    expect(within(done!).getByText('Score: 85% (handed in late)')).toBeTruthy();
    const results = within(done!).getByRole('link', { name: 'See results of Done one', hidden: true });
    expect(results.getAttribute('href')).toBe('/results/s-1');
    expect(within(done!).queryByRole('link', { name: /again/, hidden: true })).toBeNull();

    expect(within(retry!).getByText('Score: 40%')).toBeTruthy();
    expect(within(retry!).getByText('Unlimited attempts')).toBeTruthy();
    expect(within(retry!).getByRole('link', { name: 'Try again: Retry one', hidden: true })).toBeTruthy();

    expect(within(missed!).getByText('Missed')).toBeTruthy();
    expect(within(missed!).getByText('Closed: nothing was handed in')).toBeTruthy();
    expect(within(excused!).getByText(Messages.assignmentExcused)).toBeTruthy();
    expect(within(excused!).queryByRole('link', { hidden: true })).toBeNull();
  });

  it('takes the focus at /dashboard#todo, where the results and the live notice lead', async () => {
    serve([item('a', 'Fractions', { dueAt: local(4, 17) })]);
    renderWithApp(<TodoSection />, '/dashboard#todo');
    const heading = await screen.findByRole('heading', { name: 'To do' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
