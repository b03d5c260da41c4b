/**
 * An acknowledgement is a promise (ARCHITECTURE §7): real server processes are stopped with SIGTERM or killed
 * outright in the middle of a live game, and every answer a player was told was taken must be in the database
 * afterwards, while the players reconnect and finish.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client';
import { createGame, LivePlayer, totalAcked, waitFor, type AckedAnswer } from './live-players';
import { killServerProcesses, seedPeople, startServerProcess, type ServerProcess } from './server-process';

const think = () => 20 + Math.random() * 120;
const dataDirs: string[] = [];

afterAll(async () => {
  killServerProcesses();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

interface StoredAnswer {
  user_id: string;
  position: number;
  option_id: string | null;
}

/** The room's answers as the database holds them (the embedded one only once its server has stopped). */
async function storedAnswers(where: { dataDir: string; databaseUrl?: string }, roomId: string) {
  const handle = await openDatabase({
    databaseUrl: where.databaseUrl,
    pgliteDir: path.join(where.dataDir, 'db'),
    migrate: false,
  });
  try {
    return await handle.query<StoredAnswer>(
      'fault-test-answers',
      `select p.user_id, a.position, a.option_id
         from room_answers a join room_participants p on p.id = a.participant_id
        where a.room_id = $1`,
      [roomId],
    );
  } finally {
    await handle.close();
  }
}

/** Every acknowledged answer, missing from what is stored. */
function lost(acked: AckedAnswer[], stored: StoredAnswer[]) {
  const kept = new Set(stored.map((s) => `${s.user_id}:${s.position}:${s.option_id}`));
  return acked.filter((a) => !kept.has(`${a.userId}:${a.position}:${a.answerId}`));
}

async function roomAsHost(url: string, token: string, code: string) {
  const res = await fetch(`${url}/api/rooms/${code}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: import('@quiz/contract/rooms').Room }).data;
}

/**
 * A live game of `players` players (and the host, who runs it and does not play) on the embedded database; `fault`
 * is done to the server once a third of the answers were acknowledged, then the same data folder is started again
 * on the same port, where the players' sockets find it by themselves.
 */
async function gameThroughFault(options: { players: number; questions: number; fault: 'SIGTERM' | 'SIGKILL' }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qa-fault-'));
  dataDirs.push(dataDir);
  const jwtSecret = randomBytes(32).toString('base64url');
  const people = await seedPeople({ dataDir, jwtSecret, count: options.players + 1 });
  let server: ServerProcess = await startServerProcess({ dataDir, jwtSecret });
  const room = await createGame(server.url, people[0]!, options.questions, options.players + 1);
  const everyone = people.map((person) => new LivePlayer(person));
  const [host, ...players] = everyone;
  for (const person of everyone) person.connect(server.url);
  await Promise.all(everyone.map((person) => person.join(room.code)));
  const started = await host!.call('start-game', { code: room.code });
  expect(started.success).toBe(true);

  const games = players.map((player) => player.play(room.code, think));
  const total = options.players * options.questions;
  await waitFor(() => totalAcked(players) >= total / 3, 60_000, 'a third of the answers');
  const stopped = await server.stop(options.fault);
  const ackedAtFault = totalAcked(players);

  server = await startServerProcess({ dataDir, jwtSecret, port: server.port });
  const finals = await Promise.all(games);
  // The room completes moments after the last answer's acknowledgement.
  const afterRestart = await vi.waitFor(
    async () => {
      const read = await roomAsHost(server.url, people[0]!.token, room.code);
      expect(read.status).toBe('completed');
      return read;
    },
    { timeout: 10_000, interval: 100 },
  );
  const byServer = await server.stop('SIGTERM');
  expect(byServer.code).toBe(0);
  const stored = await storedAnswers({ dataDir }, room._id);
  for (const person of everyone) person.close();
  return { everyone, host: host!, players, room, stopped, ackedAtFault, total, finals, afterRestart, stored };
}

describe('a live game on the embedded database', () => {
  it('finishes a 50-player game across a SIGTERM, which tells the players, writes what it acknowledged and exits 0 within 10 s', async () => {
    const run = await gameThroughFault({ players: 50, questions: 8, fault: 'SIGTERM' });

    expect(run.stopped.code).toBe(0);
    expect(run.stopped.ms).toBeLessThan(10_000);
    // Everyone connected (the host too) heard that the server was restarting before their connection closed.
    expect(run.everyone.filter((p) => p.restartNotices > 0)).toHaveLength(run.everyone.length);
    expect(run.ackedAtFault).toBeGreaterThan(0);
    expect(run.ackedAtFault).toBeLessThan(run.total);

    const acked = run.players.flatMap((p) => p.acked);
    expect(lost(acked, run.stored)).toEqual([]);
    expect(run.stored).toHaveLength(run.total);
    expect(run.finals.every((state) => state.finished)).toBe(true);
    expect(run.afterRestart.status).toBe('completed');
    const [players, hosts] = [false, true].map((isHost) =>
      run.afterRestart.participants.filter((p) => p.isHost === isHost),
    );
    expect(players).toHaveLength(run.players.length);
    expect(players!.filter((p) => p.answeredCount !== 8 || p.rank === null)).toEqual([]);
    expect(hosts).toEqual([expect.objectContaining({ answeredCount: 0, rank: null })]);
  }, 180_000);

  it('keeps every acknowledged answer, account and quiz through kill -9, and the room goes on', async () => {
    const run = await gameThroughFault({ players: 20, questions: 8, fault: 'SIGKILL' });

    expect(run.stopped.signal).toBe('SIGKILL');
    expect(run.ackedAtFault).toBeGreaterThan(0);
    expect(run.ackedAtFault).toBeLessThan(run.total);
    expect(
      lost(
        run.players.flatMap((p) => p.acked),
        run.stored,
      ),
    ).toEqual([]);
    expect(run.finals.every((state) => state.finished)).toBe(true);
    expect(run.afterRestart.status).toBe('completed');
    // The quiz and the accounts came back with it: the room still names its quiz and all its people.
    expect(run.afterRestart.quizId.title).toMatch(/^Fault drill/);
    expect(run.afterRestart.participants).toHaveLength(run.everyone.length);
  }, 180_000);
});

const databaseUrl = process.env.DATABASE_URL || undefined;
const redisUrl = process.env.REDIS_URL || undefined;

describe.runIf(databaseUrl && redisUrl)('a live game across two instances on PostgreSQL and Redis', () => {
  it('loses one instance to kill -9: its players move to the other and finish, every acknowledged answer kept, one ranking on both', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'qa-fault-'));
    dataDirs.push(dataDir);
    const jwtSecret = randomBytes(32).toString('base64url');
    const shared = { dataDir, jwtSecret, databaseUrl, redisUrl };
    const people = await seedPeople({ ...shared, count: 31 });
    const a = await startServerProcess(shared);
    let b = await startServerProcess(shared);
    const room = await createGame(a.url, people[0]!, 8, 31);
    const everyone = people.map((person) => new LivePlayer(person));
    // The host (who runs the game and does not play) and the first 15 players on A, the other 15 on B.
    const [host, ...players] = everyone;
    const onB = everyone.slice(16);
    everyone.forEach((person, i) => person.connect(i < 16 ? a.url : b.url));
    await Promise.all(everyone.map((person) => person.join(room.code)));
    expect((await host!.call('start-game', { code: room.code })).success).toBe(true);

    const games = players.map((player) => player.play(room.code, think));
    await waitFor(() => totalAcked(players) >= (30 * 8) / 3, 60_000, 'a third of the answers');
    const killed = await b.stop('SIGKILL');
    expect(killed.signal).toBe('SIGKILL');
    // B's players were in the middle of their game when B went.
    expect(onB.some((player) => player.acked.length < 8)).toBe(true);
    // What a load balancer does once B stops answering: B's players reach A.
    for (const player of onB) player.connect(a.url);
    const finals = await Promise.all(games);
    expect(finals.every((state) => state.finished)).toBe(true);

    const stored = await storedAnswers(shared, room._id);
    expect(
      lost(
        players.flatMap((p) => p.acked),
        stored,
      ),
    ).toEqual([]);
    expect(stored).toHaveLength(30 * 8);

    // B comes back: both instances give the same final ranking.
    b = await startServerProcess(shared);
    const fromA = await roomAsHost(a.url, people[0]!.token, room.code);
    const fromB = await roomAsHost(b.url, people[0]!.token, room.code);
    expect(fromA.status).toBe('completed');
    const ranking = (r: typeof fromA) => r.participants.map((p) => [p.userId._id, p.rank, p.score]);
    expect(ranking(fromB)).toEqual(ranking(fromA));
    // Every player is ranked; the host is not.
    expect(fromA.participants.filter((p) => p.rank === null).map((p) => p.userId._id)).toEqual([host!.person.id]);
    for (const person of everyone) person.close();
    expect((await a.stop('SIGTERM')).code).toBe(0);
    expect((await b.stop('SIGTERM')).code).toBe(0);
  }, 180_000);
});
