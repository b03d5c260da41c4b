/**
 * Every core in use (issue 41): `npm start` with PostgreSQL and WORKERS=2 runs a primary and two server processes
 * sharing the port, without Redis. The class's phones land on both processes and play one game to the end; a rate
 * limit counts the requests of every process together; SIGTERM stops them all. Needs DATABASE_URL (CI sets it).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Room } from '@quiz/contract/rooms';
import { createGame, LivePlayer } from './live-players';
import { killServerProcesses, seedPeople, startServerProcess } from './server-process';

const databaseUrl = process.env.DATABASE_URL || undefined;
const folders: string[] = [];

afterAll(async () => {
  killServerProcesses();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

/** The server processes whose parent is `pid` (Linux /proc; tsx's esbuild service is a child too). */
function serverChildrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const parent = /^PPid:\s+(\d+)$/m.exec(readFileSync(`/proc/${name}/status`, 'utf8'))?.[1];
        return parent === String(pid) && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('main.ts');
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

/** How many sockets (TCP, Unix, IPC) a process holds open. */
function socketsHeldBy(pid: number): number {
  let count = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) count++;
    } catch {
      // closed meanwhile
    }
  }
  return count;
}

describe.runIf(databaseUrl)('npm start on PostgreSQL with WORKERS=2, without Redis', () => {
  it('runs two server processes on one port: a class spread over both plays one game, limits count them together', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'qa-cluster-'));
    folders.push(dataDir);
    const jwtSecret = randomBytes(32).toString('base64url');
    const people = await seedPeople({ dataDir, databaseUrl, jwtSecret, count: 9 });
    const server = await startServerProcess({
      dataDir,
      jwtSecret,
      databaseUrl,
      env: { WORKERS: '2', LOG_LEVEL: 'info', RATE_LIMIT_AUTH_PER_ADDRESS: '4' },
      startTimeoutMs: 120_000,
    });
    const workers = serverChildrenOf(server.child.pid!);
    expect(workers).toHaveLength(2);
    expect(server.output.join('')).toContain(
      "Processes: 2 sharing the port, meeting through Socket.IO's cluster adapter",
    );
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { data: { realtime: unknown } };
    expect(health.data.realtime).toEqual({ adapter: 'cluster', ok: true });

    // The teacher's room; then the phones connect, the processes taking them in turn.
    const [teacher, ...phones] = people.map((person) => new LivePlayer(person)) as [LivePlayer, ...LivePlayer[]];
    const room: Room = await createGame(server.url, teacher.person, 3, 20);
    const before = workers.map(socketsHeldBy);
    for (const person of [teacher, ...phones]) {
      person.connect(server.url);
      await person.join(room.code);
    }
    const after = workers.map(socketsHeldBy);
    for (const [i, held] of after.entries()) expect(held).toBeGreaterThan(before[i]!);

    expect((await teacher.call('start-game', { code: room.code })).success).toBe(true);
    const finals = await Promise.all(phones.map((phone) => phone.play(room.code, () => 20 + Math.random() * 80)));
    expect(finals.every((state) => state.finished)).toBe(true);
    const results = await vi.waitFor(
      async () => {
        const res = await fetch(`${server.url}/api/rooms/${room.code}`, {
          headers: { authorization: `Bearer ${teacher.person.token}` },
        });
        const view = ((await res.json()) as { data: Room }).data;
        expect(view.status).toBe('completed');
        return view;
      },
      { timeout: 20_000, interval: 200 },
    );
    const players = results.participants.filter((p) => !p.isHost);
    expect(players).toHaveLength(phones.length);
    expect(players.every((p) => p.answeredCount === 3 && p.rank !== null)).toBe(true);
    for (const person of [teacher, ...phones]) person.close();

    // Four sign-in attempts a minute from one address, taken by the two processes in turn (each answer closes its
    // connection): the fifth is refused, as it would be with one process.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(statuses[4]).toBe(429);

    const stopped = await server.stop('SIGTERM');
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(15_000);
    expect(workers.filter((pid) => readdirSync('/proc').includes(String(pid)))).toEqual([]);
  }, 180_000);
});
