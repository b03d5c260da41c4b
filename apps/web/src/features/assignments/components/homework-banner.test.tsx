import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Messages } from '@quiz/contract/messages';
import type { StudentAssignment } from '@quiz/contract/assignments';
import { renderWithApp } from '../../../test-utils/render';
import { studentAssignmentOf } from '../assignments.fixtures';
import { HomeworkBanner } from './homework-banner';

const local = (day: number, hour: number, minute = 0) => new Date(2026, 11, day, hour, minute).toISOString();
// Friday 4 December 2026, 09:30 where the test runs.
const now = new Date(2026, 11, 4, 9, 30);

function renderBanner(extra: Partial<StudentAssignment>, running = false) {
  renderWithApp(<HomeworkBanner assignment={studentAssignmentOf(extra)} running={running} now={now} />);
  return screen.getByRole('region', { name: 'Homework' });
}

afterEach(cleanup);

describe('HomeworkBanner', () => {
  it('says the class, when it is due, the attempts left and the student’s extra time', () => {
    const banner = renderBanner({
      dueAt: local(5, 23, 59),
      attempts: 3,
      attemptsUsed: 1,
      attemptsLeft: 2,
      timed: true,
      extraTime: 1.5,
    });
    expect(within(banner).getByText('Homework for 4A Maths')).toBeTruthy();
    expect(within(banner).getByText('Due tomorrow 23:59')).toBeTruthy();
    expect(within(banner).getByText('2 attempts left')).toBeTruthy();
    expect(within(banner).getByText('Your extra time: ×1.5')).toBeTruthy();
    expect(within(banner).queryByText('Late')).toBeNull();
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it('says “late” past the due date, and until when late hand-ins are taken', () => {
    const banner = renderBanner({ state: 'late', dueAt: local(3, 17), closesAt: local(4, 17) });
    expect(within(banner).getByText('Late')).toBeTruthy();
    expect(within(banner).getByText('Late hand-ins taken until today 17:00')).toBeTruthy();
    expect(within(banner).getByText('The due date has passed: your hand-in is marked late.')).toBeTruthy();
  });

  it('says why the homework cannot be done now, with the way back to the To do', () => {
    let banner = renderBanner({ state: 'done', canAttempt: false, attemptsUsed: 1, attemptsLeft: 0 });
    expect(within(banner).getByText(Messages.assignmentNoAttemptsLeft)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Back to To do' }).getAttribute('href')).toBe('/dashboard#todo');
    cleanup();

    banner = renderBanner({ state: 'excused', canAttempt: false });
    expect(within(banner).getByText(Messages.assignmentExcused)).toBeTruthy();
    cleanup();

    banner = renderBanner({ canAttempt: false, opensAt: local(5, 8) });
    expect(within(banner).getByText(Messages.assignmentNotOpen)).toBeTruthy();
    cleanup();

    banner = renderBanner({ state: 'missed', canAttempt: false, dueAt: local(3, 17) });
    expect(within(banner).getByText(Messages.assignmentClosed)).toBeTruthy();
  });

  it('lets an attempt under way be handed in whatever the homework says now', () => {
    const banner = renderBanner({ canAttempt: false, attemptsUsed: 1, attemptsLeft: 0, timed: true }, true);
    expect(within(banner).queryByText(Messages.assignmentNoAttemptsLeft)).toBeNull();
    expect(within(banner).queryByRole('link')).toBeNull();
  });
});
