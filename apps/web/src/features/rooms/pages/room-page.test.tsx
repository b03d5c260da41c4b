import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import { fakeApi, json } from '../../../test-utils/fake-api';
import { fake } from '../../../test-utils/fake-socket';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { participantFor, personOf, roomOf } from '../../../test-utils/rooms';
import { RoomPage } from './room-page';

vi.mock('../../../lib/socket', async () => (await import('../../../test-utils/fake-socket')).fakeSocketModule);

const ann = personOf('ann', 'Ann');
const host = personOf('host', 'Hannah');

function renderRoomPage() {
  return renderWithApp(
    <Routes>
      <Route path="/room/:code" element={<RoomPage />} />
      <Route path="/quiz-game/:code" element={<p>The game</p>} />
    </Routes>,
    '/room/XK7P2Q',
  );
}

beforeEach(() => {
  storeTestSession(ann);
  fake.reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RoomPage', () => {
  it('shows someone the host removed the Removed screen at once, even in a locked room', async () => {
    fakeApi([
      [
        'GET',
        '/rooms/XK7P2Q',
        () =>
          json(403, {
            success: false,
            code: 'removed_from_room',
            message: Messages.removedFromRoom,
            messageKey: 'removedFromRoom',
          }),
      ],
    ]);
    fake.request.mockRejectedValue(new Error('not asked'));
    renderRoomPage();
    expect(await screen.findByText(Messages.removedFromRoom)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('takes a player who arrives during a host-paced game straight to the game', async () => {
    const running = roomOf([participantFor(host), participantFor(ann)], {
      status: 'in_progress',
      mode: 'host_paced',
      startedAt: '2025-05-01T10:05:00.000Z',
    });
    fakeApi([['GET', '/rooms/XK7P2Q', () => ({ success: true, data: running })]]);
    fake.request.mockResolvedValue(running);
    renderRoomPage();
    expect(await screen.findByText('The game')).toBeTruthy();
  });

  it('keeps a player of a running self-paced game on the room, with the way into the game', async () => {
    const running = roomOf([participantFor(host), participantFor(ann)], {
      status: 'in_progress',
      startedAt: '2025-05-01T10:05:00.000Z',
    });
    fakeApi([['GET', '/rooms/XK7P2Q', () => ({ success: true, data: running })]]);
    fake.request.mockResolvedValue(running);
    renderRoomPage();
    expect(await screen.findByRole('link', { name: /Play Game/ })).toBeTruthy();
    expect(screen.queryByText('The game')).toBeNull();
  });
});
