/** Guests (the code and a nickname), the host's lock and removals, and claiming a guest's result (issue 14). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Messages } from '@quiz/contract/messages';
import type { PlayerState, Room } from '@quiz/contract/rooms';
import { rowsOf } from '../../db/client';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeAdmin, makeUser } from '../../../test/factories';
import { joinAs, joinAsGuest, makeRoom, roomCall } from '../../../test/rooms';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ROOM_MAX_PARTICIPANTS: '200' });
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const guestJoin = (code: string, nickname: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/rooms/${code}/guests`, payload: { nickname } });

/** Plays every question over HTTP, picking the right option when `right`. */
async function playAll(auth: Record<string, string>, code: string, right: boolean) {
  for (;;) {
    const state = (await roomCall(t.app, auth, 'GET', `/${code}/question`)).json().data as PlayerState;
    if (state.finished || !state.question) return state;
    const q = state.question.question;
    const option = q.options.find((o) => ['Paris', 'Rome'].includes(o.label) === right)!;
    const res = await roomCall(t.app, auth, 'POST', `/${code}/answer`, { questionId: q._id, answerId: option._id });
    expect(res.statusCode).toBe(200);
  }
}

describe('POST /api/rooms/:code/guests', () => {
  it('lets a guest in with the code and a nickname, as a player the room lists', async () => {
    const { code, host } = await makeRoom(t.app);
    const res = await guestJoin(code.toLowerCase(), '  Minh   Anh ');
    expect(res.statusCode).toBe(201);
    const { token, user, room } = res.json().data as { token: string; user: { _id: string }; room: Room };
    expect(token).toEqual(expect.any(String));
    expect(user).toMatchObject({ displayName: 'Minh Anh', isGuest: true });
    expect(room).toMatchObject({ code, participantCount: 1, isParticipant: true, allowGuests: true, locked: false });
    expect(JSON.stringify(res.json())).not.toContain('guest.invalid');

    const seenByHost = (await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    expect(seenByHost.participants.map((p) => p.userId.displayName)).toContain('Minh Anh');
  });

  it('refuses a missing, long, hidden-character or offensive nickname with the reason', async () => {
    const { code } = await makeRoom(t.app);
    const cases: [unknown, string][] = [
      [undefined, Messages.nicknameRequired],
      ['   ', Messages.nicknameRequired],
      ['x'.repeat(21), Messages.nicknameTooLong],
      ['Bad\u0007Name', Messages.nicknameInvalid],
      ['Zero\u200bWidth', Messages.nicknameInvalid],
      ['fuckface', Messages.nicknameRefused],
      ['Đm mày', Messages.nicknameRefused],
      ['DIT ME', Messages.nicknameRefused],
    ];
    for (const [nickname, message] of cases) {
      const res = await guestJoin(code, nickname);
      expect(res.statusCode, String(nickname)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    // Words that only contain a short refused one are names.
    for (const nickname of ['Long', 'Dickens', 'Văn']) expect((await guestJoin(code, nickname)).statusCode).toBe(201);
  });

  it('keeps nicknames unique in the room ignoring case, spaces and Vietnamese diacritics', async () => {
    const { code } = await makeRoom(t.app);
    expect((await guestJoin(code, 'Nguyễn Minh')).statusCode).toBe(201);
    for (const same of ['nguyen minh', 'NGUYEN  MINH', 'Nguyên Mính']) {
      const res = await guestJoin(code, same);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(Messages.nicknameTaken);
    }
    // Another room is another namespace.
    const other = await makeRoom(t.app);
    expect((await guestJoin(other.code, 'nguyen minh')).statusCode).toBe(201);
  });

  it('lets one guest in when several type the same name at the same instant', async () => {
    const { code, host } = await makeRoom(t.app);
    const results = await Promise.all(['Lan', 'lan', 'LÁN', 'Mai'].map((name) => guestJoin(code, name)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().message).toBe(Messages.nicknameTaken);
    expect(((await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room).participantCount).toBe(2);
  });

  it('tells a guest that a signed-in-only room needs an account, and lets accounts in', async () => {
    const { code } = await makeRoom(t.app, { allowGuests: false });
    const res = await guestJoin(code, 'Lan');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'signed_in_only', message: Messages.roomSignedInOnly });
    await joinAs(t.app, code);
  });

  it('answers 404 for an unknown code and 409 once the game is over', async () => {
    expect((await guestJoin('ZZZZZ2', 'Lan')).statusCode).toBe(404);
    const { code, host } = await makeRoom(t.app);
    await joinAsGuest(t.app, code, 'Early');
    await roomCall(t.app, host.auth, 'POST', `/${code}/start`);
    await roomCall(t.app, host.auth, 'POST', `/${code}/end`);
    const res = await guestJoin(code, 'Late');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(Messages.roomCompleted);
  });

  it("holds the room's cap when many guests join at once", async () => {
    const { code, host } = await makeRoom(t.app, { maxParticipants: 5 });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => guestJoin(code, `Player ${i}`)));
    // Five players: the host takes no place.
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    for (const r of results.filter((r) => r.statusCode !== 201)) expect(r.json().message).toBe(Messages.roomFull);
    expect(((await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room).participantCount).toBe(5);
  });

  it('gives the place back when a player is removed or their account deleted', async () => {
    const { code, host } = await makeRoom(t.app, { maxParticipants: 2 });
    const guest = await joinAsGuest(t.app, code, 'First');
    const account = await joinAs(t.app, code);
    expect((await guestJoin(code, 'Third')).json().message).toBe(Messages.roomFull);

    const room = (await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    const place = room.participants.find((p) => p.userId._id === guest.user._id)!;
    await t.app.inject({ method: 'DELETE', url: `/api/rooms/${code}/participants/${place._id}`, headers: host.auth });
    expect((await guestJoin(code, 'Third')).statusCode).toBe(201);

    const admin = await makeAdmin(t.app);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${account.user.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(((await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room).participantCount).toBe(1);
    expect((await guestJoin(code, 'Fourth')).statusCode).toBe(201);
  });

  it('lets a class of 60 behind one address join one room of 60 within the minute', async () => {
    const { code } = await makeRoom(t.app, { maxParticipants: 60 });
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => guestJoin(code, `Student ${i + 1}`)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(60).fill(201));
  });
});

describe('guest sessions', () => {
  it('play, chat and resume in their own room, and appear in the rankings under their nickname', async () => {
    const { code, host, room } = await makeRoom(t.app);
    const guest = await joinAsGuest(t.app, code, 'Bảo');
    expect((await roomCall(t.app, guest.auth, 'POST', `/${code}/join`)).statusCode).toBe(200);
    expect((await roomCall(t.app, host.auth, 'POST', `/${code}/start`)).statusCode).toBe(200);
    const first = (await roomCall(t.app, guest.auth, 'GET', `/${code}/question`)).json().data as PlayerState;
    const again = (await roomCall(t.app, guest.auth, 'GET', `/${code}/question`)).json().data as PlayerState;
    expect(again.question?.question._id).toBe(first.question?.question._id);
    await playAll(guest.auth, code, true);
    await roomCall(t.app, host.auth, 'POST', `/${code}/end`);
    const results = (await roomCall(t.app, guest.auth, 'GET', `/${code}`)).json().data as Room;
    expect(results.participants[0]).toMatchObject({ rank: 1, userId: { displayName: 'Bảo', isGuest: true } });
    const messages = await t.app.inject({
      method: 'GET',
      url: `/api/chats/room/${room._id}/messages`,
      headers: guest.auth,
    });
    expect(messages.statusCode).toBe(200);
  });

  it('are refused on every account route and in every other room', async () => {
    const { code } = await makeRoom(t.app);
    const guest = await joinAsGuest(t.app, code, 'Curious');
    const accountRoutes: [string, string][] = [
      ['GET', '/api/users/profile'],
      ['GET', '/api/friends'],
      ['GET', '/api/leaderboard'],
      ['GET', '/api/achievements'],
      ['GET', '/api/submissions/user'],
      ['GET', '/api/quizzes'],
      ['GET', '/api/quizzes/public'],
      ['GET', '/api/rooms/settings'],
      ['POST', '/api/rooms'],
      ['GET', '/api/admin/users'],
    ];
    for (const [method, url] of accountRoutes) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: guest.auth, payload: {} });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'guest_not_allowed', message: Messages.guestsNotAllowedHere });
    }
    const other = await makeRoom(t.app);
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/join'],
      ['GET', '/question'],
      ['GET', '/participants'],
    ] as const) {
      const res = await roomCall(t.app, guest.auth, method, `/${other.code}${path}`);
      expect(res.statusCode, path).toBe(404);
    }
  });

  it('end a day after their room ends', async () => {
    const { code, host, room } = await makeRoom(t.app);
    const guest = await joinAsGuest(t.app, code, 'Soon Gone');
    await roomCall(t.app, host.auth, 'POST', `/${code}/start`);
    await roomCall(t.app, host.auth, 'POST', `/${code}/end`);
    expect((await roomCall(t.app, guest.auth, 'GET', `/${code}`)).statusCode).toBe(200);
    await t.app.ctx.db.execute(sql`update rooms set ended_at = now() - interval '25 hours' where id = ${room._id}`);
    const res = await roomCall(t.app, guest.auth, 'GET', `/${code}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(Messages.tokenFailed);
  });

  it('never reach the leaderboard', async () => {
    const { code, host } = await makeRoom(t.app);
    const guest = await joinAsGuest(t.app, code, 'Not Ranked');
    await roomCall(t.app, host.auth, 'POST', `/${code}/start`);
    await playAll(guest.auth, code, true);
    await roomCall(t.app, host.auth, 'POST', `/${code}/end`);
    const rows = rowsOf(
      await t.app.ctx.db.execute(sql`select 1 from leaderboard_stats where user_id = ${guest.user._id}`),
    );
    expect(rows).toHaveLength(0);
  });
});

describe('the host runs the lobby', () => {
  it('locks the room against newcomers, guests and accounts alike, while those inside stay', async () => {
    const { code, host } = await makeRoom(t.app);
    const inside = await joinAsGuest(t.app, code, 'Inside');
    const lock = await roomCall(t.app, host.auth, 'POST', `/${code}/lock`, { locked: true });
    expect(lock.statusCode).toBe(200);
    expect(lock.json()).toMatchObject({ message: Messages.roomLockedToast, data: { locked: true } });

    const guest = await guestJoin(code, 'Outside');
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toMatchObject({ code: 'room_locked', message: Messages.roomLocked });
    const account = await makeUser(t.app);
    expect((await roomCall(t.app, account.auth, 'POST', `/${code}/join`)).json().message).toBe(Messages.roomLocked);
    expect((await roomCall(t.app, inside.auth, 'POST', `/${code}/join`)).statusCode).toBe(200);

    await roomCall(t.app, host.auth, 'POST', `/${code}/lock`, { locked: false });
    expect((await guestJoin(code, 'Outside')).statusCode).toBe(201);
  });

  it('removes a player for good: neither their session nor their nickname gets back in', async () => {
    const { code, host } = await makeRoom(t.app);
    const guest = await joinAsGuest(t.app, code, 'Trouble');
    const room = (await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    const target = room.participants.find((p) => p.userId._id === guest.user._id)!;

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/rooms/${code}/participants/${target._id}`,
      headers: host.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: Messages.playerRemoved('Trouble'), data: { participantCount: 0 } });

    const rejoin = await roomCall(t.app, guest.auth, 'POST', `/${code}/join`);
    expect(rejoin.statusCode).toBe(403);
    expect(rejoin.json()).toMatchObject({ code: 'removed_from_room', message: Messages.removedFromRoom });
    expect((await guestJoin(code, 'trouble')).json().message).toBe(Messages.nicknameTaken);

    const account = await joinAs(t.app, code);
    const withAccount = (await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    const accountPlace = withAccount.participants.find((p) => p.userId._id === account.user.id)!;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/rooms/${code}/participants/${accountPlace._id}`,
      headers: host.auth,
    });
    expect((await roomCall(t.app, account.auth, 'POST', `/${code}/join`)).json().message).toBe(
      Messages.removedFromRoom,
    );
  });

  it('tells someone removed that they were removed when they open the room again, locked or not', async () => {
    const { code, host } = await makeRoom(t.app);
    const guest = await joinAsGuest(t.app, code, 'Gone');
    const account = await joinAs(t.app, code);
    const room = (await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    for (const who of [guest.user._id, account.user.id]) {
      const place = room.participants.find((p) => p.userId._id === who)!;
      await t.app.inject({ method: 'DELETE', url: `/api/rooms/${code}/participants/${place._id}`, headers: host.auth });
    }
    for (const locked of [false, true]) {
      await roomCall(t.app, host.auth, 'POST', `/${code}/lock`, { locked });
      for (const auth of [guest.auth, account.auth]) {
        const opened = await roomCall(t.app, auth, 'GET', `/${code}`);
        expect(opened.statusCode).toBe(403);
        expect(opened.json()).toMatchObject({ code: 'removed_from_room', messageKey: 'removedFromRoom' });
      }
    }
    // Anyone else still sees the room, and the host sees it as ever.
    const newcomer = await makeUser(t.app);
    expect((await roomCall(t.app, newcomer.auth, 'GET', `/${code}`)).statusCode).toBe(200);
    expect((await roomCall(t.app, host.auth, 'GET', `/${code}`)).statusCode).toBe(200);
  });

  it('lets only the host lock or remove, and never remove the host', async () => {
    const { code, host } = await makeRoom(t.app);
    const player = await joinAs(t.app, code);
    const guest = await joinAsGuest(t.app, code, 'Sneaky');
    const room = (await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    const hostPlace = room.participants.find((p) => p.isHost)!;
    const playerPlace = room.participants.find((p) => p.userId._id === player.user.id)!;

    for (const who of [player.auth, guest.auth]) {
      const lock = await roomCall(t.app, who, 'POST', `/${code}/lock`, { locked: true });
      expect(lock.statusCode).toBe(403);
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `/api/rooms/${code}/participants/${playerPlace._id}`,
        headers: who,
      });
      expect(remove.statusCode).toBe(403);
    }
    const removeHost = await t.app.inject({
      method: 'DELETE',
      url: `/api/rooms/${code}/participants/${hostPlace._id}`,
      headers: host.auth,
    });
    expect(removeHost.statusCode).toBe(400);
    expect(removeHost.json().message).toBe(Messages.cannotRemoveHost);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `/api/rooms/${code}/participants/not-a-participant`,
      headers: host.auth,
    });
    expect(unknown.statusCode).toBe(404);
    const badBody = await roomCall(t.app, host.auth, 'POST', `/${code}/lock`, { locked: 'yes' });
    expect(badBody.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/rooms/${code}/lock`, payload: {} })).statusCode).toBe(401);
  });
});

describe('POST /api/rooms/guests/claim', () => {
  it("moves a finished guest's game into the account that registers after it, once", async () => {
    const { code, host } = await makeRoom(t.app);
    const guest = await joinAsGuest(t.app, code, 'Future Member');
    await roomCall(t.app, host.auth, 'POST', `/${code}/start`);
    await playAll(guest.auth, code, true);
    await roomCall(t.app, host.auth, 'POST', `/${code}/end`);

    const account = await makeUser(t.app);
    const claim = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/rooms/guests/claim',
        headers: account.auth,
        payload: { tokens: [guest.token, 'not-a-token'] },
      });
    const res = await claim();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: Messages.guestResultKept, data: { claimed: [code] } });

    const room = (await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    expect(room.participants[0]).toMatchObject({ rank: 1, correctAnswers: 2, userId: { _id: account.user.id } });
    const [stats] = rowsOf<{ score: number; attempts: number }>(
      await t.app.ctx.db.execute(
        sql`select score, attempts from leaderboard_stats where user_id = ${account.user.id} and period = 'all'`,
      ),
    );
    expect(stats).toMatchObject({ score: 20, attempts: 1 });
    // The guest is gone with their session; a second claim finds nothing.
    expect((await roomCall(t.app, guest.auth, 'GET', `/${code}`)).statusCode).toBe(401);
    expect((await claim()).json().data.claimed).toEqual([]);
  });

  it('does not bring back, through a guest result, an account the host removed', async () => {
    const { code, host } = await makeRoom(t.app);
    const removed = await joinAs(t.app, code);
    const room = (await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    const place = room.participants.find((p) => p.userId._id === removed.user.id)!;
    await t.app.inject({ method: 'DELETE', url: `/api/rooms/${code}/participants/${place._id}`, headers: host.auth });
    const guest = await joinAsGuest(t.app, code, 'Back Again');
    await roomCall(t.app, host.auth, 'POST', `/${code}/start`);
    await playAll(guest.auth, code, true);
    await roomCall(t.app, host.auth, 'POST', `/${code}/end`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rooms/guests/claim',
      headers: removed.auth,
      payload: { tokens: [guest.token] },
    });
    expect(res.json().data.claimed).toEqual([]);
    const after = await t.app.inject({
      method: 'DELETE',
      url: `/api/rooms/${code}/participants/${(await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data.participants[0]._id}`,
      headers: host.auth,
    });
    expect(after.statusCode).toBe(409);
  });

  it('leaves a game that is not over yet, and needs an account', async () => {
    const { code, host } = await makeRoom(t.app);
    const guest = await joinAsGuest(t.app, code, 'Still Playing');
    await roomCall(t.app, host.auth, 'POST', `/${code}/start`);
    const account = await makeUser(t.app);
    const payload = { tokens: [guest.token] };
    const res = await t.app.inject({ method: 'POST', url: '/api/rooms/guests/claim', headers: account.auth, payload });
    expect(res.json().data.claimed).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/rooms/guests/claim', payload })).statusCode).toBe(401);
    const byGuest = await t.app.inject({
      method: 'POST',
      url: '/api/rooms/guests/claim',
      headers: guest.auth,
      payload,
    });
    expect(byGuest.statusCode).toBe(403);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/rooms/guests/claim',
      headers: account.auth,
      payload: { tokens: [] },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('the guest join limit per address', () => {
  it('stops a flood of fake players from one address past its cap', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_GUEST_JOINS_PER_ADDRESS: '3' });
    try {
      const { code } = await makeRoom(limited.app);
      const join = (nickname: string) =>
        limited.app.inject({ method: 'POST', url: `/api/rooms/${code}/guests`, payload: { nickname } });
      for (const name of ['A1', 'A2', 'A3']) expect((await join(name)).statusCode).toBe(201);
      const res = await join('A4');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
