import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from '@quiz/contract/rooms';
import { assignments } from '../db/schema/assignments';
import { buildListeningTestApp, buildTestApp, closeSharedDatabase, type ListeningTestApp } from '../../test/helpers';
import { makeUser } from '../../test/factories';
import { assign, classWithStudents, inHours } from '../../test/homework';
import { makeRoom } from '../../test/rooms';
import { correct, data, openClient, playToTheEnd, type Made } from '../../test/sockets';

const token = 'metrics-token-for-the-tests';
let t: ListeningTestApp;
beforeAll(async () => {
  // Notices polled once an hour: nothing but the test itself changes the jobs waiting.
  t = await buildListeningTestApp({ METRICS_TOKEN: token, HOMEWORK_NOTICE_POLL_MS: '3600000' });
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const scrape = async () => {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** The value of one series in Prometheus' text format (`name{labels} value`), or undefined when absent. */
function valueOf(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers 404 when METRICS_TOKEN is unset, even with a token', async () => {
    const off = await buildTestApp();
    try {
      const res = await off.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
      expect(off.app.ctx.metrics).toBeUndefined();
    } finally {
      await off.close();
    }
  });

  it('answers 401 without the bearer token, with a wrong one, and with another scheme', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `Basic ${token}`, token]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('quiz_');
    }
  });

  it('gives every metric in Prometheus text format to the bearer of the token', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'quiz_http_request_duration_seconds',
      'quiz_sockets_connected',
      'quiz_rooms_live',
      'quiz_answers_total',
      'quiz_answer_ack_seconds',
      'quiz_db_query_duration_seconds',
      'quiz_jobs_waiting',
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
    ]) {
      expect(res.body).toContain(`# TYPE ${name} `);
    }
  });

  it("labels a request with its route's pattern, never its URL", async () => {
    const id = randomUUID();
    expect((await t.app.inject({ url: `/api/quizzes/${id}` })).statusCode).toBe(404);
    const text = await scrape();
    expect(
      valueOf(
        text,
        'quiz_http_request_duration_seconds_count{method="GET",route="/api/quizzes/:id",status_code="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
  });

  it('times the database statements', async () => {
    await makeUser(t.app);
    expect(valueOf(await scrape(), 'quiz_db_query_duration_seconds_count')).toBeGreaterThan(0);
  });

  it('counts the answers of a live game, times their acknowledgements and shows the room and its sockets', async () => {
    const { code, host } = await makeRoom(t.app);
    const open = (who: Made) => openClient(t.url, who, t.sockets);
    const hostClient = await open(host);
    const player = await open(await makeUser(t.app));
    for (const client of [hostClient, player]) data(await client.emit<Room>('join-room', { code }));
    const before = await scrape();
    expect(valueOf(before, 'quiz_sockets_connected')).toBe(2);
    expect(valueOf(before, 'quiz_rooms_live')).toBe(1);

    data(await hostClient.emit<Room>('start-game', { code }));
    await playToTheEnd(player, code, correct);
    const refused = await player.emit('submit-answer', { roomCode: 'NOROOM', questionId: randomUUID(), answerId: 'x' });
    expect(refused.success).toBe(false);

    const after = await scrape();
    // The test quiz has two questions.
    expect(valueOf(after, 'quiz_answers_total{outcome="accepted"}')).toBe(2);
    expect(valueOf(after, 'quiz_answers_total{outcome="refused"}')).toBe(1);
    expect(valueOf(after, 'quiz_answer_ack_seconds_count')).toBe(3);
    expect(valueOf(after, 'quiz_answer_ack_seconds_bucket{le="+Inf"}')).toBe(3);
    hostClient.socket.disconnect();
    player.socket.disconnect();
  });

  it('counts homework due to be announced among the jobs waiting', async () => {
    const setup = await classWithStudents(t);
    const homework = await assign(setup, { opensAt: inHours(1), dueAt: inHours(48) });
    await t.app.ctx.notices.tick();
    const series = 'quiz_jobs_waiting{job="homework-announcement"}';
    const before = valueOf(await scrape(), series)!;
    expect(valueOf(await scrape(), 'quiz_jobs_waiting{job="homework-email"}')).toBeGreaterThanOrEqual(0);
    // It opened a minute ago, and no poll has come since.
    await t.app.ctx.db
      .update(assignments)
      .set({ opensAt: new Date(Date.now() - 60_000) })
      .where(eq(assignments.id, homework._id));
    expect(valueOf(await scrape(), series)).toBe(before + 1);
    await t.app.ctx.notices.tick();
    expect(valueOf(await scrape(), series)).toBe(before);
  });
});
