import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { AchievementCatalogue, type Achievement, type CheckAchievementsResult } from '@quiz/contract/achievements';
import { Messages } from '@quiz/contract/messages';
import type { Room } from '@quiz/contract/rooms';
import { roomParticipants } from '../../db/schema/rooms';
import { buildListeningTestApp, closeSharedDatabase, type ListeningTestApp } from '../../../test/helpers';
import { makeQuiz, makeUser, submitAttempt } from '../../../test/factories';
import { makeRoom } from '../../../test/rooms';
import { correct, data, openClient, playToTheEnd, wrong, type Made } from '../../../test/sockets';
import { activityOf } from './service';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const open = (who: Made) => openClient(t.url, who, t.sockets);
const list = async (who: Made) => {
  await t.app.ctx.achievements.idle();
  const res = await t.app.inject({ method: 'GET', url: '/api/achievements', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as Achievement[];
};
const unlockedIds = async (who: Made) => (await list(who)).filter((a) => a.unlocked).map((a) => a._id);

const takeQuiz = (who: Made, quizId: string, allRight: boolean) => submitAttempt(t.app, who, quizId, allRight, 30);

describe('GET /achievements', () => {
  it('should require authentication', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/achievements' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(Messages.authenticationRequired);
  });

  it('lists the whole catalogue, all locked, for someone who has done nothing yet', async () => {
    const who = await makeUser(t.app);
    const achievements = await list(who);
    expect(achievements.map((a) => a._id)).toEqual(AchievementCatalogue.map((a) => a.id));
    expect(achievements.every((a) => !a.unlocked && a.unlockedAt === null)).toBe(true);
    expect(achievements.find((a) => a._id === 'quiz-master')).toMatchObject({
      name: 'Quiz Master',
      description: 'Complete 50 quizzes (solo attempts and multiplayer games).',
      icon: 'crown',
    });
  });
});

describe('unlocking after activity', () => {
  it('unlocks First Steps and Perfectionist after a perfect solo attempt, with the date, once', async () => {
    const owner = await makeUser(t.app);
    const player = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    const before = Date.now();
    await takeQuiz(player, quiz._id, true);
    const achievements = await list(player);
    const unlocked = achievements.filter((a) => a.unlocked);
    expect(unlocked.map((a) => a._id)).toEqual(['first-steps', 'perfectionist']);
    expect(Date.parse(unlocked[0]!.unlockedAt!)).toBeGreaterThanOrEqual(before - 1000);

    await takeQuiz(player, quiz._id, true);
    const again = (await list(player)).filter((a) => a.unlocked);
    expect(again.map((a) => a.unlockedAt)).toEqual(unlocked.map((a) => a.unlockedAt));
  });

  it('does not count a wrong attempt as a perfect score', async () => {
    const owner = await makeUser(t.app);
    const player = await makeUser(t.app);
    await takeQuiz(player, (await makeQuiz(t.app, owner.user))._id, false);
    expect(await unlockedIds(player)).toEqual(['first-steps']);
  });

  it('unlocks Quiz Creator for a new quiz, Critic after the fifth rating and Social Butterfly at five friends', async () => {
    const creator = await makeUser(t.app);
    await makeQuiz(t.app, creator.user);
    expect(await unlockedIds(creator)).toEqual(['quiz-creator']);

    const critic = await makeUser(t.app);
    for (let i = 0; i < 5; i++) {
      const quiz = await makeQuiz(t.app, creator.user);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ratings',
        headers: critic.auth,
        payload: { quizId: quiz._id, rating: 4 },
      });
      expect(res.statusCode).toBeLessThan(300);
      if (i === 3) expect(await unlockedIds(critic)).toEqual([]);
    }
    expect(await unlockedIds(critic)).toEqual(['critic']);

    const social = await makeUser(t.app);
    for (let i = 0; i < 5; i++) {
      const other = await makeUser(t.app);
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/friends/request/${other.user.id}`,
        headers: social.auth,
      });
      await t.app.inject({
        method: 'PUT',
        url: `/api/friends/request/${sent.json().data.request._id}`,
        headers: other.auth,
        payload: { accept: true },
      });
    }
    expect(await unlockedIds(social)).toEqual(['social-butterfly']);
  });

  it('unlocks Dedicated when a login makes a seven-day streak', async () => {
    const who = await makeUser(t.app);
    const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);
    await t.app.ctx.db.execute(
      sql`update users set streak_days = 6, best_streak = 6, streak_last_day = ${yesterday} where id = ${who.user.id}`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: who.user.email, password: who.password },
    });
    expect(res.statusCode).toBe(200);
    expect(await unlockedIds(who)).toEqual(['dedicated']);
  });
});

describe('achievements over the socket', () => {
  it('pushes achievements-unlocked to every tab of the person as a graded attempt unlocks them', async () => {
    const owner = await makeUser(t.app);
    const player = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    const tabs = [await open(player), await open(player)];
    const pushed = tabs.map((tab) => tab.next<{ achievements: Achievement[] }>('achievements-unlocked'));
    await takeQuiz(player, quiz._id, false);
    for (const event of await Promise.all(pushed)) {
      expect(event.achievements.map((a) => [a._id, a.unlocked])).toEqual([['first-steps', true]]);
    }
  });

  it('check-achievements unlocks what the activity satisfies, once, and answers what was new', async () => {
    const who = await makeUser(t.app);
    const client = await open(who);
    // Signing up and connecting count a streak day, which queues a check of its own: let it finish first.
    await t.app.ctx.achievements.idle();
    // Activity from before achievements existed: a quiz made without going through the service's events.
    await t.app.ctx.db.execute(sql`
      insert into quizzes (title, category, created_by) values ('Made long ago', 'Other', ${who.user.id})`);
    const first = data(await client.emit<CheckAchievementsResult>('check-achievements', {}));
    expect(first.unlocked.map((a) => a._id)).toEqual(['quiz-creator']);
    const second = data(await client.emit<CheckAchievementsResult>('check-achievements', {}));
    expect(second.unlocked).toEqual([]);
  });

  it('unlocks Team Player for both players of a finished game, and Champion for the winner only', async () => {
    const { host, code } = await makeRoom(t.app);
    const [winner, runnerUp] = [await makeUser(t.app), await makeUser(t.app)];
    const hostClient = await open(host);
    const clients = [await open(winner), await open(runnerUp)];
    data(await hostClient.emit<Room>('join-room', { code }));
    for (const client of clients) data(await client.emit<Room>('join-room', { code }));
    data(await hostClient.emit<Room>('start-game', { code }));
    const ended = hostClient.next('game-ended');
    await playToTheEnd(clients[0]!, code, correct);
    await playToTheEnd(clients[1]!, code, wrong);
    await ended;
    // Two players (the host runs the game and is not one): a win, but no podium of three.
    expect(await unlockedIds(winner)).toEqual(['first-steps', 'perfectionist', 'team-player', 'champion']);
    expect(await unlockedIds(runnerUp)).toEqual(['first-steps', 'team-player']);
    // The host played nothing: only the quiz they made counts for them.
    expect(await unlockedIds(host)).toEqual(['quiz-creator']);
  });

  it('does not count the host as an opponent: a lone player beside the host wins no multiplayer game', async () => {
    const { host, code, room } = await makeRoom(t.app);
    const player = await makeUser(t.app);
    const hostClient = await open(host);
    const playerClient = await open(player);
    data(await hostClient.emit<Room>('join-room', { code }));
    data(await playerClient.emit<Room>('join-room', { code }));
    data(await hostClient.emit<Room>('start-game', { code }));
    const ended = playerClient.next('game-ended');
    await playToTheEnd(playerClient, code, correct);
    await ended;
    expect(await unlockedIds(player)).toEqual(['first-steps', 'perfectionist', 'team-player']);

    // A game that stored answers for its host (hosted before hosts stopped playing) still counts nothing for them.
    await t.app.ctx.db
      .update(roomParticipants)
      .set({ answeredCount: 2, correctAnswers: 2, rank: 1 })
      .where(and(eq(roomParticipants.roomId, room._id), eq(roomParticipants.userId, host.user.id)));
    expect(await activityOf(t.app.ctx.db, host.user.id)).toMatchObject({
      gamesPlayed: 0,
      correctAnswers: 0,
      multiplayerWins: 0,
    });
  });
});
