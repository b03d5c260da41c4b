/** Guests over real sockets: they play and chat in their room, the host's lock and removal reach every screen. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import type { ChatMessage, Room, RoomSnapshot } from '@quiz/contract/rooms';
import { buildListeningTestApp, closeSharedDatabase, type ListeningTestApp } from '../../test/helpers';
import { joinAsGuest, makeRoom, roomCall } from '../../test/rooms';
import { correct, data, openClient, playToTheEnd, until, type Made } from '../../test/sockets';

let t: ListeningTestApp;
beforeAll(async () => {
  // Room for a room past the broadcast's list (RoomLimits.broadcastListMax).
  t = await buildListeningTestApp({ ROOM_MAX_PARTICIPANTS: '100' });
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const open = (who: Pick<Made, 'token'>) => openClient(t.url, who as Made, t.sockets);

async function roomWithGuest(nickname = 'Khoa') {
  const made = await makeRoom(t.app);
  const host = await open(made.host);
  data(await host.emit<Room>('join-room', { code: made.code }));
  const guest = await joinAsGuest(t.app, made.code, nickname);
  const guestClient = await open(guest);
  return { ...made, hostClient: host, guest, guestClient };
}

describe('a guest over sockets', () => {
  it('joins, chats and plays to the final ranking under their nickname', async () => {
    const { code, hostClient, guestClient } = await roomWithGuest('Khoa');
    const room = data(await guestClient.emit<Room>('join-room', { code }));
    expect(room.participants.map((p) => p.userId.displayName)).toContain('Khoa');

    const heard = hostClient.next<ChatMessage>('new-room-message');
    data(await guestClient.emit<ChatMessage>('send-room-message', { roomCode: code, content: 'Xin chào!' }));
    expect(await heard).toMatchObject({ senderName: 'Khoa', content: 'Xin chào!', sender: { isGuest: true } });

    const started = guestClient.next('game-started');
    data(await hostClient.emit<Room>('start-game', { code }));
    await started;
    // The guest is the only player: their last answer completes the room.
    const ended = guestClient.next('game-ended');
    await playToTheEnd(guestClient, code, correct);
    expect(await ended).toEqual({ code, endedByHost: false });
    const results = data(await guestClient.emit<Room>('join-room', { code }));
    expect(results.participants[0]).toMatchObject({ rank: 1, correctAnswers: 2, userId: { displayName: 'Khoa' } });
  });

  it('is kept to their own room and away from account events', async () => {
    const { guestClient } = await roomWithGuest('Wanderer');
    const other = await makeRoom(t.app);
    const refused = await guestClient.emit('join-room', { code: other.code });
    expect(refused).toMatchObject({ success: false, message: Messages.roomNotFound });
    for (const [event, payload] of [
      ['check-achievements', {}],
      ['send-private-message', { receiverId: other.host.user.id, content: 'hi' }],
    ] as const) {
      expect(await guestClient.emit(event, payload)).toMatchObject({ success: false, code: 'guest_not_allowed' });
    }
  });
});

describe('a big room of guests', () => {
  it('sends the list once it is full, not again as the game starts or ends (its standings are read afresh)', async () => {
    const made = await makeRoom(t.app, { maxParticipants: RoomLimits.broadcastListMax + 10 });
    const { code } = made;
    const hostClient = await open(made.host);
    data(await hostClient.emit<Room>('join-room', { code }));
    // The lobby's full list goes out with the first room-data counting everyone (listened for before anyone joins).
    const full = until<RoomSnapshot>(
      hostClient,
      'room-data',
      (s) => s.participantCount >= RoomLimits.broadcastListMax,
      15_000,
    );
    for (let i = 0; i < RoomLimits.broadcastListMax; i++) await joinAsGuest(t.app, code, `Guest ${i}`);
    expect((await full).participants).toHaveLength(RoomLimits.broadcastListMax);

    const inGame = until<RoomSnapshot>(hostClient, 'room-data', (s) => s.status === 'in_progress');
    data(await hostClient.emit<Room>('start-game', { code }));
    expect((await inGame).participants).toBeUndefined();

    const over = until<RoomSnapshot>(hostClient, 'room-data', (s) => s.status === 'completed');
    data(await hostClient.emit<Room>('end-game', { code }));
    expect(await over).toMatchObject({ status: 'completed', participantCount: RoomLimits.broadcastListMax });
    expect((await over).participants).toBeUndefined();
    const standings = (await roomCall(t.app, made.host.auth, 'GET', `/${code}`)).json().data as Room;
    expect(standings.status).toBe('completed');
    expect(standings.participants.filter((p) => !p.isHost).every((p) => p.rank !== null)).toBe(true);
  });
});

describe("the host's lobby controls over sockets", () => {
  it('tells the room when it is locked, and the removed player that they were removed', async () => {
    const { code, host, hostClient, guest, guestClient } = await roomWithGuest('Leaving Soon');
    data(await guestClient.emit<Room>('join-room', { code }));

    // The room-data of the guest's own join may still be on its way: wait for the one that says locked.
    const lockedSeen = new Promise<RoomSnapshot>((resolve) => {
      const listener = (snapshot: RoomSnapshot) => {
        if (!snapshot.locked) return;
        guestClient.socket.off('room-data', listener);
        resolve(snapshot);
      };
      guestClient.socket.on('room-data', listener);
    });
    await roomCall(t.app, host.auth, 'POST', `/${code}/lock`, { locked: true });
    expect(await lockedSeen).toMatchObject({ code, locked: true });

    const room = (await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    const place = room.participants.find((p) => p.userId._id === guest.user._id)!;
    const told = guestClient.next<{ code: string; message: string }>('removed-from-room');
    const listAfter = hostClient.next<RoomSnapshot>('room-data');
    await t.app.inject({ method: 'DELETE', url: `/api/rooms/${code}/participants/${place._id}`, headers: host.auth });
    expect(await told).toEqual({ code, message: Messages.removedFromRoom, messageKey: 'removedFromRoom' });
    const snapshot = await listAfter;
    expect(snapshot.participantCount).toBe(0);
    expect(snapshot.participants?.map((p) => p.userId._id)).not.toContain(guest.user._id);

    // Their socket no longer hears the room, and cannot get back in.
    const refused = await guestClient.emit('join-room', { code });
    expect(refused).toMatchObject({ success: false, message: Messages.removedFromRoom });
    data(await hostClient.emit<ChatMessage>('send-room-message', { roomCode: code, content: 'still here?' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(guestClient.seen.some((s) => s.event === 'new-room-message')).toBe(false);
  });
});
