import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import toast, { Toaster } from 'react-hot-toast';
import type { RealtimeSocket } from '../../lib/socket';
import { lendNavigator } from '../../lib/navigate';
import { fake } from '../../test-utils/fake-socket';
import { assignmentKeys } from './api/keys';
import { listenForAssignmentNotices } from './live-notifications';

vi.mock('../../lib/socket', async () => (await import('../../test-utils/fake-socket')).fakeSocketModule);

const socket = () => fake.socket as unknown as RealtimeSocket;
// Friday 4 December 2026, 09:30 where the test runs; due at 17:00 that day.
const now = new Date(2026, 11, 4, 9, 30);
const dueAt = new Date(2026, 11, 4, 17, 0).toISOString();

beforeEach(() => {
  fake.reset();
  vi.useFakeTimers({ now, toFake: ['Date'] });
});
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
});

describe('homework notices', () => {
  it('says new homework is given, reads the To do again, and opens it inside the app', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const navigate = vi.fn();
    const giveBack = lendNavigator(navigate);
    render(<Toaster />);
    const stop = listenForAssignmentNotices(socket(), queryClient);
    act(() =>
      fake.receive('assignment-notice', {
        kind: 'assigned',
        assignmentId: 'a1',
        quizTitle: 'Fractions',
        className: '4A Maths',
        dueAt,
      }),
    );
    expect(await screen.findByText('New homework: Fractions (4A Maths), due today 17:00')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: assignmentKeys.todo });
    const open = screen.getByRole('link', { name: 'Open To do' });
    expect(open.getAttribute('href')).toBe('/dashboard#todo');
    fireEvent.click(open);
    expect(navigate).toHaveBeenCalledWith('/dashboard#todo');
    giveBack();
    stop();
  });

  it('reminds of homework due soon', async () => {
    render(<Toaster />);
    const stop = listenForAssignmentNotices(socket(), new QueryClient());
    act(() =>
      fake.receive('assignment-notice', {
        kind: 'reminder',
        assignmentId: 'a1',
        quizTitle: 'Fractions',
        className: '4A Maths',
        dueAt: new Date(2026, 11, 5, 8, 0).toISOString(),
      }),
    );
    expect(await screen.findByText('Reminder: Fractions is due tomorrow 08:00')).toBeTruthy();
    stop();
  });
});
