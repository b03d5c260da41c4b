import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Achievement } from '@quiz/contract/achievements';
import type { RealtimeSocket } from '../../lib/socket';
import { fake } from '../../test-utils/fake-socket';
import { achievementKeys } from './api/get-achievements';
import { showAchievementUnlocked } from './components/achievement-toast';
import { listenForAchievements } from './live-notifications';

const toastCall = vi.hoisted(() => vi.fn());
vi.mock('react-hot-toast', () => ({ default: toastCall }));

const unlocked = (id: string): Achievement => ({
  _id: id,
  name: id,
  description: 'A rule.',
  icon: 'star',
  unlocked: true,
  unlockedAt: '2026-11-23T10:00:00.000Z',
});
const socket = () => fake.socket as unknown as RealtimeSocket;

let queryClient: QueryClient;
beforeEach(() => {
  fake.reset();
  toastCall.mockReset();
  queryClient = new QueryClient();
});
afterEach(() => vi.restoreAllMocks());

describe('listenForAchievements', () => {
  it('shows a toast for each unlocked achievement, 5 seconds at the bottom right, and reads the list again', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    listenForAchievements(socket(), queryClient);
    fake.receive('achievements-unlocked', { achievements: [unlocked('first-steps'), unlocked('perfectionist')] });
    expect(toastCall).toHaveBeenCalledTimes(2);
    expect(toastCall).toHaveBeenCalledWith(expect.any(Function), {
      id: 'achievement-perfectionist',
      duration: 5000,
      position: 'bottom-right',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: achievementKeys.all });
  });

  it('stops listening when asked', () => {
    const stop = listenForAchievements(socket(), queryClient);
    stop();
    fake.receive('achievements-unlocked', { achievements: [unlocked('first-steps')] });
    expect(toastCall).not.toHaveBeenCalled();
  });
});

describe('showAchievementUnlocked', () => {
  it('names the achievement and its rule', () => {
    showAchievementUnlocked(unlocked('Perfectionist'));
    const render = toastCall.mock.calls[0]![0] as () => { props: { children: unknown } };
    expect(JSON.stringify(render().props.children)).toContain('Achievement unlocked: Perfectionist!');
  });
});
