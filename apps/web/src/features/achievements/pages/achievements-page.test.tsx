import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { Achievement } from '@quiz/contract/achievements';
import { Messages } from '@quiz/contract/messages';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { fakeApi, json } from '../../../test-utils/fake-api';
import { fake } from '../../../test-utils/fake-socket';
import { AchievementsPage } from './achievements-page';

vi.mock('../../../lib/socket', async () => (await import('../../../test-utils/fake-socket')).fakeSocketModule);

const achievement = (id: string, unlockedAt: string | null): Achievement => ({
  _id: id,
  name: id.toUpperCase(),
  description: `Rule of ${id}.`,
  icon: 'trophy',
  unlocked: unlockedAt !== null,
  unlockedAt,
});

function renderPage() {
  return renderWithApp(<AchievementsPage />);
}
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  storeTestSession({ _id: 'ann', username: 'ann', email: 'a@x' });
  fake.reset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AchievementsPage', () => {
  it('shows progress, the unlocked ones with their date and the locked ones as not unlocked yet', async () => {
    fakeApi([
      [
        'GET',
        '/achievements',
        () => ({
          success: true,
          message: 'ok',
          data: [
            achievement('first', '2026-11-20T10:00:00.000Z'),
            achievement('second', null),
            achievement('third', null),
          ],
        }),
      ],
    ]);
    renderPage();
    await settle();
    expect(screen.getByText('1/3 unlocked')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    const unlocked = screen.getByRole('region', { name: 'Unlocked' });
    expect(within(unlocked).getByText('FIRST')).toBeTruthy();
    expect(within(unlocked).getByText(/Achieved on/)).toBeTruthy();
    const locked = screen.getByRole('region', { name: 'Locked' });
    expect(within(locked).getAllByText(Messages.notUnlockedYet)).toHaveLength(2);
  });

  it('checks on demand: loading toast, then how many were unlocked, and reads the list again', async () => {
    const api = fakeApi([
      ['GET', '/achievements', () => ({ success: true, message: 'ok', data: [achievement('first', null)] })],
    ]);
    const loading = vi.spyOn(toast, 'loading').mockReturnValue('check');
    const success = vi.spyOn(toast, 'success');
    fake.request.mockResolvedValue({ unlocked: [achievement('first', '2026-11-23T10:00:00.000Z')] });
    renderPage();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Check Achievements/ }));
    await settle();
    expect(fake.request).toHaveBeenCalledWith(fake.socket, 'check-achievements', {});
    expect(loading).toHaveBeenCalledWith(Messages.checkingAchievements);
    expect(success).toHaveBeenCalledWith('1 new achievement unlocked!', { id: 'check' });
    expect(api.called('GET', '/achievements')).toHaveLength(2);
  });

  it("says 'Unable to check achievements' when the check fails", async () => {
    fakeApi([['GET', '/achievements', () => ({ success: true, message: 'ok', data: [achievement('first', null)] })]]);
    vi.spyOn(toast, 'loading').mockReturnValue('check');
    const error = vi.spyOn(toast, 'error');
    fake.request.mockRejectedValue(new Error('no answer'));
    renderPage();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Check Achievements/ }));
    await settle();
    expect(error).toHaveBeenCalledWith(Messages.achievementsCheckFailed, { id: 'check' });
  });

  it('shows the error with Try Again, which loads again', async () => {
    let fail = true;
    fakeApi([
      [
        'GET',
        '/achievements',
        () =>
          fail
            ? json(500, { success: false, message: '', code: 'internal' })
            : { success: true, message: 'ok', data: [achievement('first', null)] },
      ],
    ]);
    renderPage();
    await settle();
    expect(screen.getByText(Messages.achievementsUnavailableShort)).toBeTruthy();
    expect(screen.getByText(Messages.achievementsUnavailable)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await settle();
    expect(screen.getByText('0/1 unlocked')).toBeTruthy();
  });

  it('says there are none yet, with Check Achievements, when the list is empty', async () => {
    fakeApi([['GET', '/achievements', () => ({ success: true, message: 'ok', data: [] })]]);
    renderPage();
    await settle();
    expect(screen.getByText(Messages.noAchievements)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Check Achievements/ })).toBeTruthy();
  });
});
