/**
 * A self-paced room run for a class (issue 22), over real sockets: the host runs the game and never plays, the room
 * completes when the last player still here finishes, presence has a grace (a reload is not leaving), and a lobby
 * whose host stays away closes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Messages } from '@quiz/contract/messages';
import type { GameProgress, PeopleBatch, PlayerState, Room, RoomSnapshot } from '@quiz/contract/rooms';
import { roomParticipants } from '../db/schema/rooms';
import { buildListeningTestApp, closeSharedDatabase, type ListeningTestApp } from '../../test/helpers';
import { makeUser } from '../../test/factories';
import { makeRoom, roomCall } from '../../test/rooms';
import { correct, data, openClient, playToTheEnd, until, wrong, type Client, type Made } from '../../test/sockets';

const graceMs = 250;
const hostAwayCloseMs = 1000;

let t: ListeningTestApp;
beforeAll(async () => {
  t = await buildListeningTestApp({
    ROOM_PRESENCE_GRACE_MS: String(graceMs),
    ROOM_HOST_AWAY_CLOSE_MS: String(hostAwayCloseMs),
  });
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const open = (who: Made, url = t.url) => openClient(url, who, t.sockets);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const gameEnded = (client: Client) => until<{ code: string; endedByHost: boolean }>(client, 'game-ended');
const awayIn = (snapshot: RoomSnapshot, userId: string) =>
  snapshot.participants?.find((p) => p.userId._id === userId)?.away;
const names = (batch: PeopleBatch) => batch.users.map((u) => u.name);
const getRoom = async (who: Made, code: string) =>
  (await roomCall(t.app, who.auth, 'GET', `/${code}`)).json().data as Room;

/** A lobby with its host connected and `count` named players connected and joined by socket. */
async function classroom(count = 2) {
  const made = await makeRoom(t.app);
  const hostClient = await open(made.host);
  data(await hostClient.emit<Room>('join-room', { code: made.code }));
  const players: { made: Made; client: Client; name: string }[] = [];
  for (let i = 0; i < count; i++) {
    const name = `Student ${i + 1}`;
    const who = await makeUser(t.app, { displayName: name });
    const client = await open(who);
    data(await client.emit<Room>('join-room', { code: made.code }));
    players.push({ made: who, client, name });
  }
  return { ...made, hostClient, players };
}

async function startedClass(count = 2) {
  const room = await classroom(count);
  const started = Promise.all(room.players.map((p) => p.client.next('game-started')));
  data(await room.hostClient.emit<Room>('start-game', { code: room.code }));
  await started;
  return room;
}

describe('the host runs a self-paced game', () => {
  it('gives the host no question and no answer, and leaves the host out of the final ranking', async () => {
    const { code, host, hostClient, players } = await startedClass(2);
    expect(await hostClient.emit('get-question', { roomCode: code })).toEqual({
      success: false,
      message: Messages.hostDoesNotPlay,
      code: 'forbidden',
      messageKey: 'hostDoesNotPlay',
    });
    const overHttp = await roomCall(t.app, host.auth, 'GET', `/${code}/question`);
    expect(overHttp.statusCode).toBe(403);
    expect(overHttp.json().message).toBe(Messages.hostDoesNotPlay);
    // Not even with a real question taken from a player's screen.
    const first = data(await players[0]!.client.emit<PlayerState>('get-question', { roomCode: code })).question!;
    expect(
      await hostClient.emit('submit-answer', {
        roomCode: code,
        questionId: first.question._id,
        answerId: first.question.options[0]!._id,
      }),
    ).toMatchObject({ success: false, message: Messages.hostDoesNotPlay });

    const ended = Promise.all([hostClient, ...players.map((p) => p.client)].map((c) => gameEnded(c)));
    await playToTheEnd(players[0]!.client, code, correct);
    await playToTheEnd(players[1]!.client, code, wrong);
    await ended;

    const results = await getRoom(host, code);
    expect(results.status).toBe('completed');
    expect(results.participants.map((p) => [p.userId._id, p.rank])).toEqual([
      [players[0]!.made.user.id, 1],
      [players[1]!.made.user.id, 2],
      [host.user.id, null],
    ]);
    expect(results.participants.find((p) => p.isHost)).toMatchObject({ answeredCount: 0, score: 0 });
  });

  it('completes the room as soon as the last player finishes, and tells every player', async () => {
    const { code, host, hostClient, players } = await startedClass(2);
    const [early, last] = players;
    const endings = [hostClient, early!.client, last!.client].map((c) => gameEnded(c));

    const done = await playToTheEnd(early!.client, code, correct);
    expect(done).toMatchObject({ status: 'in_progress', finished: true });
    expect((await getRoom(host, code)).status).toBe('in_progress');

    await playToTheEnd(last!.client, code, correct);
    expect(await Promise.all(endings)).toEqual([
      { code, endedByHost: false },
      { code, endedByHost: false },
      { code, endedByHost: false },
    ]);
    const results = await getRoom(host, code);
    expect(results).toMatchObject({ status: 'completed', endedAt: expect.any(String) });
    expect(results.participants.filter((p) => p.rank !== null)).toHaveLength(2);
  });

  it('ends the game for everyone when the host ends it, ranking the players as they stood', async () => {
    const { code, host, hostClient, players } = await startedClass(2);
    const first = data(await players[0]!.client.emit<PlayerState>('get-question', { roomCode: code })).question!;
    const paris = first.question.options[correct(first.question.options.map((o) => o.label))]!;
    data(
      await players[0]!.client.emit('submit-answer', {
        roomCode: code,
        questionId: first.question._id,
        answerId: paris._id,
      }),
    );
    const endings = players.map((p) => gameEnded(p.client));
    const ended = data(await hostClient.emit<Room>('end-game', { code }));
    expect(ended.status).toBe('completed');
    expect(await Promise.all(endings)).toEqual([
      { code, endedByHost: true },
      { code, endedByHost: true },
    ]);
    expect(await players[1]!.client.emit('get-question', { roomCode: code })).toMatchObject({
      success: true,
      data: { status: 'completed' },
    });
    const results = await getRoom(host, code);
    expect(results.participants.map((p) => [p.userId._id, p.rank, p.correctAnswers])).toEqual([
      [players[0]!.made.user.id, 1, 1],
      [players[1]!.made.user.id, 2, 0],
      [host.user.id, null, 0],
    ]);
  });
});

describe('a player who went away', () => {
  it('does not hold the room: once the grace has passed, the last player still here finishing ends it', async () => {
    const { code, host, hostClient, players } = await startedClass(2);
    const [stays, leaves] = players;
    // The leaver answers one question, then closes the tab for good.
    const first = data(await leaves!.client.emit<PlayerState>('get-question', { roomCode: code })).question!;
    data(
      await leaves!.client.emit('submit-answer', {
        roomCode: code,
        questionId: first.question._id,
        answerId: first.question.options[0]!._id,
      }),
    );
    const markedAway = until<GameProgress>(hostClient, 'game-progress', (p) =>
      p.players.some((player) => player.userId === leaves!.made.user.id && player.away),
    );
    leaves!.client.socket.disconnect();
    await markedAway;

    const ended = gameEnded(stays!.client);
    await playToTheEnd(stays!.client, code, correct);
    expect(await ended).toEqual({ code, endedByHost: false });
    const results = await getRoom(host, code);
    expect(results.status).toBe('completed');
    expect(results.participants.find((p) => p.userId._id === leaves!.made.user.id)).toMatchObject({
      rank: 2,
      finished: false,
      away: true,
    });
  });

  it('lets the room complete when the one player still playing goes away after the others finished', async () => {
    const { code, hostClient, players } = await startedClass(2);
    const [finisher, dropper] = players;
    await playToTheEnd(finisher!.client, code, correct);
    const ended = [hostClient, finisher!.client].map((c) => gameEnded(c));
    const before = Date.now();
    dropper!.client.socket.disconnect();
    expect(await Promise.all(ended)).toEqual([
      { code, endedByHost: false },
      { code, endedByHost: false },
    ]);
    // Not at once: a reload is not leaving.
    expect(Date.now() - before).toBeGreaterThanOrEqual(graceMs - 20);
  });
});

describe('a player whose realtime connection is gone but who plays on over HTTP', () => {
  it('is back as soon as they ask for a question, and holds the room while they play', async () => {
    const { code, host, hostClient, players } = await startedClass(2);
    const [finisher, httpOnly] = players;
    const markedAway = until<GameProgress>(hostClient, 'game-progress', (p) =>
      p.players.some((player) => player.userId === httpOnly!.made.user.id && player.away),
    );
    httpOnly!.client.socket.disconnect();
    await markedAway;

    // Their page falls back to HTTP: asking for the question is being here.
    const asked = await roomCall(t.app, httpOnly!.made.auth, 'GET', `/${code}/question`);
    expect(asked.statusCode).toBe(200);
    const listed = (await getRoom(host, code)).participants.find((p) => p.userId._id === httpOnly!.made.user.id);
    expect(listed?.away).toBe(false);

    // The other player finishing does not end the game under them.
    await playToTheEnd(finisher!.client, code, correct);
    await sleep(300);
    expect((await getRoom(host, code)).status).toBe('in_progress');
  });

  it('holds the room when marked gone while a question it was served is still on their screen', async () => {
    const { code, host, players, room } = await startedClass(2);
    const [finisher, playing] = players;
    data(await playing!.client.emit<PlayerState>('get-question', { roomCode: code }));
    // As if they were marked gone a moment before being served (a mark that raced with their return).
    await t.app.ctx.db
      .update(roomParticipants)
      .set({ leftAt: sql`served_at - interval '1 second'` })
      .where(and(eq(roomParticipants.roomId, room._id), eq(roomParticipants.userId, playing!.made.user.id)));
    await playToTheEnd(finisher!.client, code, correct);
    await sleep(300);
    expect((await getRoom(host, code)).status).toBe('in_progress');
  });
});

describe('presence with a grace', () => {
  it("sends no 'user-left' for a player who reconnects within the grace", async () => {
    const { code, hostClient, players } = await classroom(2);
    const [reloads, witness] = players;
    reloads!.client.socket.disconnect();
    const again = await open(reloads!.made);
    data(await again.emit<Room>('join-room', { code }));
    // A second player leaves for good after the reload: once the room hears of them, the reload's grace is over too.
    const left = until<PeopleBatch>(hostClient, 'user-left');
    const snapshot = until<RoomSnapshot>(hostClient, 'room-data', (s) => awayIn(s, witness!.made.user.id) === true);
    data(await witness!.client.emit('leave-room', { code }));
    expect(names(await left)).toEqual([witness!.name]);
    expect(awayIn(await snapshot, reloads!.made.user.id)).toBe(false);
    expect(hostClient.seen.filter((s) => s.event === 'user-left')).toHaveLength(1);
  });

  it('tells the room of a player away longer than the grace, marks them away, and shows them back when they return', async () => {
    const { code, host, hostClient, players } = await classroom(1);
    const [player] = players;
    const left = until<PeopleBatch>(hostClient, 'user-left');
    const away = until<RoomSnapshot>(hostClient, 'room-data', (s) => awayIn(s, player!.made.user.id) === true);
    const before = Date.now();
    player!.client.socket.disconnect();
    expect(await left).toMatchObject({ code, users: [{ _id: player!.made.user.id, name: player!.name }] });
    expect(Date.now() - before).toBeGreaterThanOrEqual(graceMs - 20);
    await away;
    const listed = (await getRoom(host, code)).participants.find((p) => p.userId._id === player!.made.user.id);
    expect(listed?.away).toBe(true);

    const back = until<RoomSnapshot>(hostClient, 'room-data', (s) => awayIn(s, player!.made.user.id) === false);
    const again = await open(player!.made);
    data(await again.emit<Room>('join-room', { code }));
    await back;
    expect((await getRoom(host, code)).participants.every((p) => !p.away)).toBe(true);
  });

  it('keeps a player here while another tab of theirs is still in the room', async () => {
    const { code, hostClient, players } = await classroom(2);
    const [twoTabs, witness] = players;
    const secondTab = await open(twoTabs!.made);
    data(await secondTab.emit<Room>('join-room', { code }));
    // The first tab leaves (acknowledged, so its grace runs from before the witness leaves) and closes.
    data(await twoTabs!.client.emit('leave-room', { code }));
    twoTabs!.client.socket.disconnect();
    const left = until<PeopleBatch>(hostClient, 'user-left');
    witness!.client.socket.disconnect();
    expect(names(await left)).toEqual([witness!.name]);
    expect(hostClient.seen.filter((s) => s.event === 'user-left')).toHaveLength(1);
  });

  it('gives the last tab to leave the whole grace, even if another tab of theirs left shortly before', async () => {
    const { code, hostClient, players } = await classroom(2);
    const [twoTabs, witness] = players;
    const secondTab = await open(twoTabs!.made);
    data(await secondTab.emit<Room>('join-room', { code }));
    twoTabs!.client.socket.disconnect();
    await sleep(graceMs * 0.6);
    // The second tab reloads: it is back within the grace counted from its own departure.
    secondTab.socket.disconnect();
    await sleep(graceMs * 0.6);
    const again = await open(twoTabs!.made);
    data(await again.emit<Room>('join-room', { code }));
    const left = until<PeopleBatch>(hostClient, 'user-left');
    witness!.client.socket.disconnect();
    expect(names(await left)).toEqual([witness!.name]);
    expect(hostClient.seen.filter((s) => s.event === 'user-left')).toHaveLength(1);
  });

  it('marks nobody gone when the server shuts down gracefully', async () => {
    const other = await buildListeningTestApp({ ROOM_PRESENCE_GRACE_MS: String(graceMs) });
    try {
      const { code, room, host } = await makeRoom(other.app);
      const player = await makeUser(other.app);
      const clients = [await open(host, other.url), await open(player, other.url)];
      for (const client of clients) data(await client.emit<Room>('join-room', { code }));
      const restarting = clients.map((c) => c.next('server-restarting'));
      await other.app.realtime.drain(1000);
      await Promise.all(restarting);
      await sleep(graceMs * 2);
      const gone = await t.app.ctx.db
        .select({ userId: roomParticipants.userId })
        .from(roomParticipants)
        .where(and(eq(roomParticipants.roomId, room._id), sql`${roomParticipants.leftAt} is not null`));
      expect(gone).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

/** A lobby with one player whose host was marked gone longer ago than a lobby waits (no timer on this instance). */
async function lobbyWithHostLongGone() {
  const { code, room, host } = await makeRoom(t.app);
  const player = await makeUser(t.app);
  await roomCall(t.app, player.auth, 'POST', `/${code}/join`);
  await t.app.ctx.db
    .update(roomParticipants)
    .set({ leftAt: new Date(Date.now() - hostAwayCloseMs - 1000) })
    .where(and(eq(roomParticipants.roomId, room._id), eq(roomParticipants.userId, host.user.id)));
  return { code, host, player };
}

describe('a lobby whose host is away', () => {
  it('tells the players the host is away, and that the host is back, and stays open', async () => {
    const { code, host, hostClient, players } = await classroom(1);
    const [player] = players;
    const away = until<RoomSnapshot>(player!.client, 'room-data', (s) => s.hostAway);
    const leftAt = Date.now();
    hostClient.socket.disconnect();
    expect(await away).toMatchObject({ code, status: 'waiting', hostAway: true });
    expect((await getRoom(player!.made, code)).hostAway).toBe(true);

    const back = until<RoomSnapshot>(player!.client, 'room-data', (s) => !s.hostAway);
    const again = await open(host);
    data(await again.emit<Room>('join-room', { code }));
    expect(await back).toMatchObject({ hostAway: false, status: 'waiting' });
    // Past the time a lobby waits for its host: it is still open, since the host came back.
    await sleep(Math.max(0, leftAt + graceMs + hostAwayCloseMs + 200 - Date.now()));
    expect(await getRoom(player!.made, code)).toMatchObject({ status: 'waiting', hostAway: false });
    expect(player!.client.seen.some((s) => s.event === 'room-closed')).toBe(false);
  });

  it('closes when the host stays away longer than ROOM_HOST_AWAY_CLOSE_MS, telling everyone why', async () => {
    const { code, hostClient, players } = await classroom(2);
    const closed = players.map((p) => until<{ code: string; message: string }>(p.client, 'room-closed'));
    const leftAt = Date.now();
    hostClient.socket.disconnect();
    for (const notice of await Promise.all(closed)) {
      expect(notice).toEqual({ code, message: Messages.lobbyClosedHostAway, messageKey: 'lobbyClosedHostAway' });
    }
    expect(Date.now() - leftAt).toBeGreaterThanOrEqual(graceMs + hostAwayCloseMs - 20);
    expect(await getRoom(players[0]!.made, code)).toMatchObject({ status: 'completed', startedAt: null });
    const latecomer = await makeUser(t.app);
    const refused = await roomCall(t.app, latecomer.auth, 'POST', `/${code}/join`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(Messages.roomCompleted);
  });

  it('stays open while its host looks at it over HTTP (their realtime connection down), and shows them back', async () => {
    const { code, host, player } = await lobbyWithHostLongGone();
    expect(await getRoom(host, code)).toMatchObject({ status: 'waiting', hostAway: false });
    expect(await getRoom(player, code)).toMatchObject({ status: 'waiting', hostAway: false });
  });

  it('closes on the next read when its timer was lost (say, with a restart)', async () => {
    // As a previous process left it: the host gone for longer than the lobby waits, and no timer here.
    const { code, player } = await lobbyWithHostLongGone();
    expect(await getRoom(player, code)).toMatchObject({ status: 'completed', startedAt: null, hostAway: false });
  });
});

describe('game progress', () => {
  it('gives the host every player with their person, the players a short list without, and never the host', async () => {
    const { code, host, hostClient, players } = await startedClass(2);
    const [first] = players;
    const forHost = until<GameProgress>(hostClient, 'game-progress', (p) => p.answered === 1);
    const forPlayers = players.map((p) => until<GameProgress>(p.client, 'game-progress', (g) => g.answered === 1));
    const state = data(await first!.client.emit<PlayerState>('get-question', { roomCode: code })).question!;
    data(
      await first!.client.emit('submit-answer', {
        roomCode: code,
        questionId: state.question._id,
        answerId: state.question.options[0]!._id,
      }),
    );

    const hostView = await forHost;
    expect(hostView).toMatchObject({ code, participantCount: 2, finishedCount: 0, answered: 1, totalAnswers: 4 });
    expect(hostView.players).toEqual(
      players.map((p, i) => ({
        userId: p.made.user.id,
        answeredCount: i === 0 ? 1 : 0,
        away: false,
        user: expect.objectContaining({ _id: p.made.user.id, displayName: p.name, username: p.made.user.username }),
      })),
    );
    for (const view of await Promise.all(forPlayers)) {
      expect(view).toMatchObject({ participantCount: 2, answered: 1, totalAnswers: 4 });
      expect(view.players).toEqual(
        players.map((p, i) => ({ userId: p.made.user.id, answeredCount: i === 0 ? 1 : 0, away: false })),
      );
    }
    const progressSeen = (client: Client) =>
      client.seen.filter((s) => s.event === 'game-progress').flatMap((s) => (s.payload as GameProgress).players);
    expect(progressSeen(hostClient).every((p) => p.user !== undefined)).toBe(true);
    for (const player of players) expect(progressSeen(player.client).some((p) => 'user' in p)).toBe(false);
    for (const client of [hostClient, ...players.map((p) => p.client)]) {
      expect(progressSeen(client).some((p) => p.userId === host.user.id)).toBe(false);
    }
  });
});
