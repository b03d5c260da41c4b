/**
 * Live-game load benchmark (ARCHITECTURE §7, §11): real server processes, seeded players, whole games.
 *
 *   npm run bench:game -- --players 2000                   # one room, one instance, embedded PGlite in a temp folder
 *   npm run bench:game -- --players 500 --rooms 5 --questions 5 --think-min 300 --think-max 2500 --time-limit 30
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/qa_bench_game npm run bench:game -- --players 2000
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/qa_bench_game REDIS_URL=redis://127.0.0.1:6379 \
 *     npm run bench:game -- --players 500 --instances 2
 *   npm run bench:game:small   # 20 players, 2 rooms, 3 questions on PGlite; what CI runs
 *
 * 1. Seeds straight into the database before any server starts (PGlite allows one process at a time): the players,
 *    one host per room, and one public quiz per room with Q questions of 4 options, one of them correct. Session
 *    tokens are minted with the server's own signing function and the JWT_SECRET the servers get.
 * 2. Starts K servers (`node --import tsx apps/server/src/main.ts`) on free ports; more than one needs PostgreSQL
 *    and Redis. A DATABASE_URL must name a database whose name contains "bench": the run writes users and rooms
 *    (and deletes its own again at the end).
 * 3. Each host creates its room over HTTP; the players, in forked workers (bench/game-worker.ts) spread over the
 *    instances, connect and join; once a room's players have all joined, the host starts it over HTTP and plays
 *    too (the room completes only when every participant has finished). Players think --think-min..--think-max ms
 *    per question; the server refuses more than 20 game events a second per socket, so keep --think-min ≥ 100.
 * 4. Prints one table row, the budget line (answer → ack p95 under 100 ms at 2,000 players, 0 lost), and exits 1
 *    when an answer was lost or a room did not complete.
 *
 * Columns: "players" excludes the hosts (R more participants play); join = connect start → join-room ack; "join all"
 * = first connect → last join ack; ack = submit-answer emit → its acknowledgement; "lost" = no ack within 10 s (the
 * lines below the table say whether the database has the answer anyway); "msgs/player" = events received per
 * participant (socket.onAny); "games done" = rooms completed on the server whose every participant got
 * 'game-ended'; "wall" = first connect → last 'game-ended'.
 * Server CPU is the servers' user + system time from ready to the end of the game (start-up excluded); peak RSS is
 * VmHWM, the largest of the instances. The clients run on the same machine and their CPU is reported alongside.
 * --cpu-prof DIR writes each server's V8 CPU profile there (open it in Chrome DevTools → Performance).
 * --keep leaves the run's users, quizzes and rooms in PostgreSQL; --join-concurrency (default 50) is how many
 * players connect and join at once. --guests: the players are not seeded but join as guests, as /play does
 * (POST /api/rooms/{code}/guests with a nickname, then the socket); "join" then starts at that request, and a line
 * says whether all joined within 10 s with join p95 under 500 ms (issue 14's budget at 2,000 guests).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import { options as optionsTable, questions, quizzes } from '../apps/server/src/db/schema/quizzes';
import { roomAnswers } from '../apps/server/src/db/schema/rooms';
import type { FromWorker, PlayerSpec, ToWorker, WorkerResults } from './game-worker';
import { gather, merge, ms, percentile, printTable, reasons, seconds, total } from './figures';
import { fail, Fleet, parseFlags, until } from './harness';

const usage =
  'usage: npm run bench:game -- --players N [--rooms R] [--instances K] [--questions Q] ' +
  '[--think-min ms] [--think-max ms] [--time-limit s] [--join-concurrency n] [--guests] [--keep] [--cpu-prof dir]\n' +
  '       npm run bench:game:small';

// ---------------------------------------------------------------------------------------------------------------
// Options

/** --guests: the players join as guests, as /play does (POST /rooms/{code}/guests with a nickname, then the socket). */
const guests = process.argv.includes('--guests');
const plan = parseFlags(
  process.argv.slice(2).filter((arg) => arg !== '--guests'),
  (small) => ({
    players: small ? 20 : 0,
    rooms: small ? 2 : 1,
    questions: small ? 3 : 10,
    thinkMinMs: small ? 150 : 300,
    thinkMaxMs: small ? 500 : 2500,
    timeLimitS: small ? 10 : 30,
    /** Connections being opened and joined at once, over all workers. */
    joinConcurrency: small ? 20 : 50,
  }),
  {
    '--players': 'players',
    '--rooms': 'rooms',
    '--questions': 'questions',
    '--think-min': 'thinkMinMs',
    '--think-max': 'thinkMaxMs',
    '--time-limit': 'timeLimitS',
    '--join-concurrency': 'joinConcurrency',
  },
  usage,
);
if (plan.players < 1) fail(`--players is required and must be at least 1\n${usage}`);
if (plan.rooms < 1) fail('--rooms must be at least 1');
if (plan.players < plan.rooms) fail('--players must be at least --rooms: a room starts only with a player in it');
if (plan.questions < 1 || plan.questions > 100) fail('--questions must be between 1 and 100');
if (plan.timeLimitS < 10 || plan.timeLimitS > 300) fail('--time-limit must be between 10 and 300 seconds');
if (plan.thinkMaxMs < plan.thinkMinMs) fail('--think-max must not be below --think-min');
if (plan.thinkMaxMs >= plan.timeLimitS * 1000 - 1000) {
  fail('--think-max must stay at least 1 s below --time-limit, or answers would arrive late');
}
if (Math.ceil(plan.players / plan.rooms) + 1 > 10_000) fail('at most 9,999 players per room (ROOM_MAX_PARTICIPANTS)');
if (plan.joinConcurrency < 1) fail('--join-concurrency must be at least 1');

const fleet = new Fleet(plan, {
  bench: 'bench:game',
  writes: 'users, quizzes and rooms',
  phase: ['the game', 'start-up'],
  budget: { label: 'answer→ack p95 < 100 ms at 2,000 players', limitMs: 100 },
  env: {
    ROOM_MAX_PARTICIPANTS: String(Math.max(50, Math.ceil(plan.players / plan.rooms) + 1)),
    // Every simulated player comes from 127.0.0.1, like a school behind one address.
    RATE_LIMIT_GUEST_JOINS_PER_ADDRESS: String(plan.players + 10),
  },
});
const { instances, workers } = fleet;

// ---------------------------------------------------------------------------------------------------------------
// Helpers

async function api<T>(baseUrl: string, method: string, url: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json as T };
}

// ---------------------------------------------------------------------------------------------------------------
// Seeding

interface Seeded {
  /** User ids: the room hosts, then the players. */
  hostIds: string[];
  playerIds: string[];
  quizIds: string[];
}

async function seed(): Promise<Seeded> {
  const started = performance.now();
  return fleet.database(
    async (db) => {
      const hosts = await fleet.seedPeople(db, 'h', plan.rooms, (i) => `Host ${i + 1}`);
      const players = guests ? [] : await fleet.seedPeople(db, 'p', plan.players, (i) => `Player ${i + 1}`);
      const everyone = [...hosts, ...players];
      const quizIds: string[] = [];
      for (let r = 0; r < plan.rooms; r++) {
        const quizId = randomUUID();
        quizIds.push(quizId);
        const questionRows = Array.from({ length: plan.questions }, (_, q) => ({
          id: randomUUID(),
          quizId,
          position: q,
          content: `Question ${q + 1} of the bench game: which option is the right one?`,
        }));
        const optionRows = questionRows.flatMap((question, q) =>
          Array.from({ length: 4 }, (_, o) => ({
            questionId: question.id,
            position: o,
            label: `Option ${'ABCD'[o]} of question ${q + 1}`,
            isCorrect: o === q % 4,
          })),
        );
        await db.transaction(async (tx) => {
          await tx.insert(quizzes).values({
            id: quizId,
            title: `Bench game ${fleet.runId} room ${r + 1}`,
            description: 'Seeded by bench/game.ts',
            category: 'Other',
            isPublic: true,
            timeLimit: plan.timeLimitS,
            createdBy: hosts[r]!.id,
            questionCount: plan.questions,
          });
          await tx.insert(questions).values(questionRows);
          await tx.insert(optionsTable).values(optionRows);
        });
      }
      console.log(
        `Seeded ${everyone.length} users and ${plan.rooms} quiz${plan.rooms === 1 ? '' : 'zes'} in ` +
          `${seconds(performance.now() - started)} s.`,
      );
      return { hostIds: hosts.map((h) => h.id), playerIds: players.map((p) => p.id), quizIds };
    },
    { migrate: true },
  );
}

interface StoredAnswers {
  stored: number;
  withOption: number;
  timedOut: number;
  /** Answers with an option whose time counted as the whole limit: at or past the deadline. */
  atDeadline: number;
}

/** What the database holds for this run's rooms, read after the servers have stopped (PGlite has one owner). */
async function storedAnswers(roomIds: string[]): Promise<StoredAnswers | undefined> {
  if (roomIds.length === 0) return undefined;
  return fleet.readBack('the stored answers', async (db) => {
    const [row] = await db
      .select({
        stored: count(),
        withOption: sql<number>`count(${roomAnswers.optionId})::int`,
        timedOut: sql<number>`(count(*) filter (where ${roomAnswers.optionId} is null))::int`,
        atDeadline: sql<number>`(count(*) filter (where ${roomAnswers.optionId} is not null
                                  and ${roomAnswers.elapsedMs} >= ${plan.timeLimitS * 1000}))::int`,
      })
      .from(roomAnswers)
      .where(inArray(roomAnswers.roomId, roomIds));
    return row;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The run

interface RoomState {
  id: string;
  code: string;
  hostToken: string;
  /** Participants who play, the host included. */
  expected: number;
  joinAcks: number;
  joinFailures: number;
  joinedAt: number;
  startStatus: number | undefined;
  startError: string | undefined;
  finished: number;
  finishedOk: number;
  ended: number;
  serverStatus: string;
  serverAnswered: number;
}

async function runGame() {
  const seeded = await seed();
  const hostTokens = await fleet.tokens(seeded.hostIds);
  // Guests get their session from the server as they join.
  const playerTokens = guests ? Array.from({ length: plan.players }, () => '') : await fleet.tokens(seeded.playerIds);
  await fleet.startServers();

  // The hosts create their rooms on instance 0.
  const rooms: RoomState[] = [];
  for (let r = 0; r < plan.rooms; r++) {
    const expected = Math.floor(plan.players / plan.rooms) + (r < plan.players % plan.rooms ? 1 : 0) + 1;
    const created = await api<{ data?: { _id: string; code: string }; message?: string }>(
      instances[0]!.url,
      'POST',
      '/api/rooms',
      hostTokens[r]!,
      { quizId: seeded.quizIds[r], maxParticipants: expected, timeLimit: plan.timeLimitS },
    );
    if (created.status !== 201 || !created.body.data?.code) {
      throw new Error(`POST /api/rooms answered ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
    }
    rooms.push({
      id: created.body.data._id,
      code: created.body.data.code,
      hostToken: hostTokens[r]!,
      expected,
      joinAcks: 0,
      joinFailures: 0,
      joinedAt: 0,
      startStatus: undefined,
      startError: undefined,
      finished: 0,
      finishedOk: 0,
      ended: 0,
      serverStatus: 'unknown',
      serverAnswered: 0,
    });
  }

  // Player p plays in room p % R; within a room, players take the instances in turn; hosts play on instance 0.
  const workerCount = Math.max(1, Math.min(4, Math.ceil(plan.players / 250)));
  const assignments: PlayerSpec[][] = Array.from({ length: workerCount }, () => []);
  rooms.forEach((room, r) =>
    assignments[r % workerCount]!.push({
      room: r,
      code: room.code,
      url: instances[0]!.url,
      token: hostTokens[r]!,
      host: true,
    }),
  );
  playerTokens.forEach((token, p) => {
    const r = p % plan.rooms;
    assignments[p % workerCount]!.push({
      room: r,
      code: rooms[r]!.code,
      url: instances[Math.floor(p / plan.rooms) % plan.instances]!.url,
      token,
      host: false,
      ...(guests ? { nickname: `Player ${p + 1}` } : {}),
    });
  });

  const results: WorkerResults[] = [];
  const gameStart = performance.now();
  let lastJoinAck = gameStart;
  const startRoom = async (room: RoomState) => {
    try {
      const res = await api<{ message?: string }>(
        instances[0]!.url,
        'POST',
        `/api/rooms/${room.code}/start`,
        room.hostToken,
      );
      room.startStatus = res.status;
      if (res.status !== 200) room.startError = `${res.status} ${res.body.message ?? JSON.stringify(res.body)}`;
    } catch (error) {
      room.startStatus = 0;
      room.startError = error instanceof Error ? error.message : String(error);
    }
  };
  const onMessage = (message: FromWorker) => {
    if (message.type === 'results') {
      results.push(message.results);
      return;
    }
    const room = rooms[message.room]!;
    if (message.type === 'joined') {
      room.joinAcks++;
      if (!message.ok) room.joinFailures++;
      lastJoinAck = performance.now();
      if (room.joinAcks === room.expected) {
        room.joinedAt = lastJoinAck;
        // With nobody but the host in, the start would be refused; let the run report the join failures.
        if (room.joinFailures < room.expected - 1) void startRoom(room);
        else room.startError = 'no player joined';
      }
    } else if (message.type === 'finished') {
      room.finished++;
      if (message.ok) room.finishedOk++;
    } else if (message.type === 'ended') {
      room.ended++;
    }
  };
  for (const players of assignments) {
    const worker = fleet.forkWorker(path.join(import.meta.dirname, 'game-worker.ts'), onMessage);
    const start: ToWorker = {
      type: 'start',
      plan: {
        players,
        thinkMinMs: plan.thinkMinMs,
        thinkMaxMs: plan.thinkMaxMs,
        joinConcurrency: Math.ceil(plan.joinConcurrency / workerCount),
        joinTimeoutMs: 30_000,
        ackTimeoutMs: 10_000,
      },
    };
    worker.send(start);
  }
  console.log(
    `Playing: ${plan.players} players + ${plan.rooms} host${plan.rooms === 1 ? '' : 's'} in ${plan.rooms} ` +
      `room${plan.rooms === 1 ? '' : 's'} on ${plan.instances} instance${plan.instances === 1 ? '' : 's'}, ` +
      `${workerCount} client worker${workerCount === 1 ? '' : 's'}, ${plan.questions} questions, ` +
      `think ${plan.thinkMinMs}–${plan.thinkMaxMs} ms, time limit ${plan.timeLimitS} s` +
      `${guests ? '; players join as guests (code and nickname)' : ''}.`,
  );

  const everyone = plan.players + plan.rooms;
  const sum = (pick: (room: RoomState) => number) => rooms.reduce((n, room) => n + pick(room), 0);
  const joinTimeoutMs = 120_000 + everyone * 100;
  const joinedAll = await until(() => sum((room) => room.joinAcks) === everyone, joinTimeoutMs);
  const joinTotalMs = lastJoinAck - gameStart;
  if (!joinedAll) console.error(`Not every player had an answer to join-room after ${seconds(joinTimeoutMs)} s.`);

  // Every player answers Q questions; each answer may wait up to 10 s for its acknowledgement.
  const gameTimeoutMs = plan.questions * (plan.thinkMaxMs + 2 * 10_000) + 60_000;
  const finishedAll = await until(
    () => sum((room) => room.finished) === everyone || rooms.every((room) => room.startError),
    gameTimeoutMs,
  );
  if (!finishedAll) console.error(`Not every player had finished after ${seconds(gameTimeoutMs)} s.`);
  const allPlayedAt = performance.now();
  // Finishers' 'game-ended' arrives as the last player of the room finishes.
  await until(() => sum((room) => room.ended) >= sum((room) => room.finishedOk), 15_000);
  const gameMs = performance.now() - gameStart;

  // What the servers recorded, then their CPU and memory, before anything is stopped.
  for (const room of rooms) {
    try {
      const res = await api<{ data?: { status: string; participants: { answeredCount: number }[] } }>(
        instances[0]!.url,
        'GET',
        `/api/rooms/${room.code}`,
        room.hostToken,
      );
      room.serverStatus = res.body.data?.status ?? `HTTP ${res.status}`;
      room.serverAnswered = (res.body.data?.participants ?? []).reduce((n, p) => n + p.answeredCount, 0);
    } catch (error) {
      room.serverStatus = `unreachable (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  const measured = fleet.measure();
  await fleet.stopAll({ type: 'stop' } satisfies ToWorker, () => results.length);
  const stored = await storedAnswers(rooms.map((room) => room.id));
  return { rooms, results, measured, stored, joinTotalMs, gameMs, allPlayedMs: allPlayedAt - gameStart };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

function report(run: Awaited<ReturnType<typeof runGame>>, totalMs: number) {
  const { rooms, results } = run;
  const { all, sorted } = gather(results);

  const joinMs = sorted('joinMs');
  const ackMs = sorted('answerAckMs');
  const messages = all('messagesPerPlayer').flat();
  const refused = merge(all('answersRefused'));
  const refusedCount = total(Object.values(refused));
  const lost = total(all('answersLost'));
  const sent = total(all('answersSent'));
  const accepted = total(all('answersAccepted'));
  const everyone = plan.players + plan.rooms;
  const completed = rooms.filter((room) => room.ended === room.expected && room.serverStatus === 'completed').length;

  const header = [
    'players',
    'rooms',
    'instances',
    'join p50',
    'join p95',
    'join all',
    'answers',
    'ack p50',
    'ack p95',
    'ack p99',
    'lost',
    'refused',
    'msgs/player',
    'msgs max',
    'games done',
    'server CPU',
    'peak RSS',
    'wall',
  ];
  const row = [
    String(plan.players),
    String(plan.rooms),
    String(plan.instances),
    ms(percentile(joinMs, 0.5)),
    ms(percentile(joinMs, 0.95)),
    `${seconds(run.joinTotalMs)} s`,
    String(sent),
    ms(percentile(ackMs, 0.5)),
    ms(percentile(ackMs, 0.95)),
    ms(percentile(ackMs, 0.99)),
    String(lost),
    String(refusedCount),
    messages.length ? (total(messages) / messages.length).toFixed(1) : '-',
    messages.length ? String(Math.max(...messages)) : '-',
    `${completed}/${plan.rooms}`,
    ...fleet.serverCells(run.measured),
    `${seconds(run.gameMs)} s`,
  ];
  printTable(header, row);

  console.log(
    `${fleet.setting}; ${plan.questions} questions, ` +
      `think ${plan.thinkMinMs}–${plan.thinkMaxMs} ms, time limit ${plan.timeLimitS} s; ${everyone} participants ` +
      `(each room's host plays too).`,
  );
  console.log(
    `Answers: ${sent} sent, ${accepted} accepted, ${refusedCount} refused, ${lost} lost (no ack within 10 s); ` +
      `server recorded ${total(rooms.map((r) => r.serverAnswered))} of ${everyone * plan.questions} questions done.` +
      ` Ack max ${ms(ackMs.at(-1) ?? NaN)}.`,
  );
  const { stored } = run;
  if (stored) {
    console.log(
      `Database: ${stored.stored} answers stored, ${stored.withOption} with an option ` +
        `(${Math.max(0, stored.withOption - accepted)} more than were acknowledged: answers whose ack came late or ` +
        `never), ${stored.timedOut} timed out without one, ${stored.atDeadline} at or past the deadline.`,
    );
  }
  console.log(
    `Join: ${guests ? 'guest join request' : 'connect'} → join ack over ${joinMs.length} joins, max ` +
      `${ms(joinMs.at(-1) ?? NaN)}; all joined in ${seconds(run.joinTotalMs)} s (${plan.joinConcurrency} at a ` +
      `time). Last player finished at ${seconds(run.allPlayedMs)} s.`,
  );
  if (guests) {
    const joinedFast = run.joinTotalMs < 10_000 && percentile(joinMs, 0.95) < 500;
    console.log(
      `Guest join budget: all ${plan.players} joined within 10 s, join p95 < 500 ms: ${joinedFast ? 'yes' : 'no'} ` +
        `(all in ${seconds(run.joinTotalMs)} s, p95 ${ms(percentile(joinMs, 0.95))})`,
    );
  }
  const events = merge(all('eventCounts'));
  const sizes = new Map<string, { bytes: number; sampled: number }>();
  for (const record of all('eventSizes')) {
    for (const [name, size] of Object.entries(record)) {
      const sum = sizes.get(name) ?? { bytes: 0, sampled: 0 };
      sizes.set(name, { bytes: sum.bytes + size.bytes, sampled: sum.sampled + size.sampled });
    }
  }
  const averageSize = (name: string) => {
    const size = sizes.get(name);
    return size && size.sampled > 0 ? size.bytes / size.sampled : 0;
  };
  const receivedBytes = Object.entries(events).reduce((n, [name, count]) => n + count * averageSize(name), 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  console.log(
    `Messages received: ${Object.entries(events)
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name} ${n} (~${kb(averageSize(name))} each)`)
      .join(
        ', ',
      )}; about ${(receivedBytes / 1024 / 1024).toFixed(receivedBytes < 10 * 1024 * 1024 ? 1 : 0)} MB of JSON in all, ` +
      `${kb(receivedBytes / Math.max(1, messages.length))} per player. The largest join-room ack listed ` +
      `${Math.max(...all('joinAckMaxParticipants'))} participants (~${kb(Math.max(...all('joinAckMaxBytes')))}).`,
  );

  const problems = [
    ...reasons(all('joinFailures'), 'join(s) failed'),
    ...reasons([refused], 'answer(s) refused'),
    ...reasons(all('questionFailures'), 'get-question failure(s)'),
  ];
  rooms.forEach((room, r) => {
    if (room.startError) problems.push(`room ${r + 1} (${room.code}) did not start: ${room.startError}`);
    if (room.ended !== room.expected || room.serverStatus !== 'completed' || room.finishedOk !== room.expected) {
      problems.push(
        `room ${r + 1} (${room.code}): ${room.finishedOk}/${room.expected} finished, ${room.ended}/${room.expected} ` +
          `got game-ended, server status ${room.serverStatus}`,
      );
    }
  });
  if (stored && stored.withOption < accepted) {
    problems.push(`${accepted - stored.withOption} acknowledged answer(s) are missing from the database`);
  }
  const budgetShape = plan.players >= 2000 && plan.rooms === 1 && plan.instances === 1;
  fleet.conclude(run.measured, results, problems, {
    totalMs,
    p95: percentile(ackMs, 0.95),
    lost,
    otherShape: budgetShape
      ? undefined
      : `${plan.players} players in ${plan.rooms} room(s) on ${plan.instances} instance(s), not the budget's ` +
        '2,000 in one room on one instance',
  });

  return (
    lost === 0 &&
    completed === plan.rooms &&
    results.length === workers.length &&
    (!stored || stored.withOption >= accepted)
  );
}

// ---------------------------------------------------------------------------------------------------------------

const runStart = performance.now();
await fleet.main({
  banner: `${plan.players} players, ${plan.rooms} room(s), ${plan.instances} instance(s)`,
  run: async () => report(await runGame(), performance.now() - runStart),
  failure: '(an answer was lost, a room did not complete, or the run broke)',
});
