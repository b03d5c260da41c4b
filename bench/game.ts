/**
 * Live-game load benchmark (ARCHITECTURE §7, §11): real server processes, seeded players, whole games.
 *
 *   npm run bench:game -- --players 2000                   # one room, one instance, embedded PGlite in a temp folder
 *   npm run bench:game -- --players 500 --rooms 5 --questions 5 --think-min 300 --think-max 2500 --time-limit 30
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/qa_bench_game npm run bench:game -- --players 2000
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/qa_bench_game REDIS_URL=redis://127.0.0.1:6379 \
 *     npm run bench:game -- --players 500 --instances 2
 *   npm run bench:game -- --mode host-paced --players 2000 --questions 5 --think-min 100 --think-max 2000
 *   npm run bench:game:small   # 20 players, 2 rooms, 3 questions on PGlite, then host-paced 20 in 1 room, 2 questions
 *
 * 1. Seeds straight into the database before any server starts (PGlite allows one process at a time): the players,
 *    one host per room, and one public quiz per room with Q questions of 4 options, one of them correct. Session
 *    tokens are minted with the server's own signing function and the JWT_SECRET the servers get.
 * 2. Starts K servers (`node --import tsx apps/server/src/main.ts`) on free ports; more than one needs PostgreSQL
 *    and Redis. A DATABASE_URL must name a database whose name contains "bench": the run writes users and rooms
 *    (and deletes its own again at the end).
 * 3. Each host creates its room over HTTP; the players, in forked workers (bench/game-worker.ts) spread over the
 *    instances, connect and join; once a room's players have all joined, the host starts it over HTTP and watches
 *    (the host does not play; the room completes when every player has finished). Players think --think-min..--think-max ms
 *    per question; the server refuses more than 20 game events a second per socket, so keep --think-min ≥ 100.
 * 4. Prints one table row, the budget line (answer → ack p95 under 100 ms at 2,000 players, 0 lost), and exits 1
 *    when an answer was lost or a room did not complete.
 *
 * --mode host-paced plays the host-paced ("classic") game instead (bench/host-paced-play.ts): the rooms are created
 * with mode host_paced; once a room's players have all joined, its host emits 'start-game' over its socket and, for
 * each question, waits for its own results view (the question closes when everyone has answered), then emits
 * 'host-action' scoreboard and next (--host-pause ms: the host looks at the results, and then at the scoreboard, that
 * long before each click, as a teacher at the front does; 0 by default, clicking through at once, so that the next
 * question goes out while the results are still going out); after the last question, next ends the game. The host
 * presents and does not
 * answer; each player answers --think-min..--think-max ms after its open view arrives, so a room's answers come
 * within those few seconds. A refused answer fails the run as well (its question closed before it came), and so
 * does a player missing a view. bench:game:small runs such a game (20 players, 1 room, 2 questions) after the
 * self-paced one, in its own process on its own servers.
 *
 * Columns: "players" excludes the hosts (R more participants play); join = connect start → join-room ack; "join all"
 * = first connect → last join ack; ack = submit-answer emit → its acknowledgement; "lost" = no ack within 10 s (the
 * lines below the table say whether the database has the answer anyway); "msgs/player" = events received per
 * participant (socket.onAny); "games done" = rooms completed on the server whose every participant got
 * 'game-ended'; "wall" = first connect → last 'game-ended'.
 * Host-paced columns (no "join p50", "msgs/player" or "msgs max"): "open→recv" = the server's open instant T of a
 * question → a player's receipt of its open view. T is read back from the database after the run: every stored
 * answer has answered_at and elapsed_ms = answered_at − T in whole milliseconds, so T = answered_at − elapsed_ms
 * exactly, with nothing added to the server; receipts are Date.now() in the workers, the same wall clock on the same
 * machine (1 ms resolution). A line below adds T → the view built on the server (limitMs − remainingMs: the
 * remaining time is computed as the view is broadcast) and the host's start-game/next emit → receipt (which includes
 * the request's way in, before T). "results→recv" = the question's last accepted answer acknowledgement (the latest
 * over all clients: everyone has answered, as far as the clients can know) → a player's receipt of its results view;
 * it includes the server's all-answered check (at once when one instance took every answer, else up to 100 ms after
 * an answer). The line below also gives
 * it from the host's own receipt of the results (how far the players' screens trail the presenter's).
 * "msgs/player/q" and "bytes/player/q" = the engine.io packets a player's socket received (socket.onPacket:
 * events, acknowledgements and pings, one WebSocket frame each) and their bytes as encoded (the frame's
 * 2–10 byte header left out), from 'game-started' to 'game-ended', divided by the questions; players only.
 * Server CPU is the servers' user + system time from ready to the end of the game (start-up excluded); peak RSS is
 * VmHWM, the largest of the instances. The clients run on the same machine and their CPU is reported alongside.
 * --client lean|socket.io: the players' socket client, the lean one of bench/lean-socket.ts (the default: less CPU
 * per player, so the clients take less from the server they measure) or socket.io-client, to compare; the CPU line
 * names it and says how much of the clients' CPU went into loading the workers (tsx and the modules).
 * --cpu-prof DIR writes each server's V8 CPU profile there (open it in Chrome DevTools → Performance).
 * --workers N runs each server as N processes sharing its port (WORKERS; PostgreSQL only; their CPU and memory are
 * summed). --keep leaves the run's users, quizzes and rooms in PostgreSQL; --join-concurrency (default 50) is how many
 * players connect and join at once. --guests: the players are not seeded but join as guests, as /play does
 * (POST /api/rooms/{code}/guests with a nickname, then the socket); "join" then starts at that request, and a line
 * says whether all joined within 10 s with join p95 under 500 ms (issue 14's budget at 2,000 guests).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import { options as optionsTable, questions, quizzes } from '../apps/server/src/db/schema/quizzes';
import { roomAnswers } from '../apps/server/src/db/schema/rooms';
import { RoomLimits } from '@quiz/contract/limits';
import type { FromWorker, GameMode, PlayerSpec, ToWorker, WorkerResults } from './game-worker';
import { clientKinds } from './clients';
import { gather, merge, ms, percentile, printTable, reasons, seconds, total } from './figures';
import { fail, Fleet, parseFlags, until } from './harness';
import { openInstants, pacedReport } from './host-paced-figures';

const usage =
  'usage: npm run bench:game -- --players N [--mode self-paced|host-paced] [--rooms R] [--instances K] ' +
  '[--questions Q] [--think-min ms] [--think-max ms] [--time-limit s] [--host-pause ms] [--join-concurrency n] ' +
  '[--guests] [--keep] ' +
  '[--workers n] [--client lean|socket.io] ' +
  '[--cpu-prof dir]\n' +
  '       npm run bench:game:small';

// ---------------------------------------------------------------------------------------------------------------
// Options

/** `flag` (one of `choices`, the first by default) taken out of argv: its value, whether given, the rest. */
function takeChoice<C extends string>(argv: string[], flag: string, choices: readonly C[]) {
  const rest: string[] = [];
  let value: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    if (name === flag) value = inline ?? argv[++i] ?? '';
    else rest.push(argv[i]!);
  }
  if (value !== undefined && !choices.includes(value as C)) {
    fail(`${flag} is ${choices.join(' or ')}, got ${JSON.stringify(value)}\n${usage}`);
  }
  return { value: (value ?? choices[0]!) as C, given: value !== undefined, rest };
}
/** --mode: self-paced (the default) or host-paced; --client: lean (the default) or socket.io. */
const modeFlag = takeChoice<GameMode>(process.argv.slice(2), '--mode', ['self-paced', 'host-paced']);
const { value: mode, given: modeGiven } = modeFlag;
const clientFlag = takeChoice(modeFlag.rest, '--client', clientKinds);
const { value: client, rest: args } = clientFlag;
const hostPaced = mode === 'host-paced';
/** --guests: the players join as guests, as /play does (POST /rooms/{code}/guests with a nickname, then the socket). */
const guests = args.includes('--guests');
const plan = parseFlags(
  args.filter((arg) => arg !== '--guests'),
  (small) => ({
    players: small ? 20 : 0,
    rooms: small && !hostPaced ? 2 : 1,
    questions: small ? (hostPaced ? 2 : 3) : 10,
    thinkMinMs: small ? 150 : 300,
    thinkMaxMs: small ? 500 : 2500,
    timeLimitS: small ? 10 : 30,
    /** Host-paced: how long the host looks at each question's results, and at its scoreboard, before clicking on. */
    hostPauseMs: 0,
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
    '--host-pause': 'hostPauseMs',
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
if (Math.ceil(plan.players / plan.rooms) + 1 > RoomLimits.participantsCeiling) {
  fail(`at most ${RoomLimits.participantsCeiling - 1} players per room (ROOM_MAX_PARTICIPANTS)`);
}
if (plan.joinConcurrency < 1) fail('--join-concurrency must be at least 1');
if (plan.hostPauseMs > 60_000) fail('--host-pause must be at most 60000 ms');
if (plan.hostPauseMs > 0 && !hostPaced) fail('--host-pause is for --mode host-paced');

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
      {
        quizId: seeded.quizIds[r],
        maxParticipants: expected,
        timeLimit: plan.timeLimitS,
        ...(hostPaced ? { mode: 'host_paced' } : {}),
      },
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
        if (room.joinFailures >= room.expected - 1) {
          room.startError = 'no player joined';
        } else if (hostPaced) {
          // The host starts over its socket and presents, in the worker that holds it.
          workers[message.room % workerCount]!.send({ type: 'begin', room: message.room } satisfies ToWorker);
        } else {
          void startRoom(room);
        }
      }
    } else if (message.type === 'start-refused') {
      room.startError = message.message;
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
        mode,
        client,
        players,
        questions: plan.questions,
        thinkMinMs: plan.thinkMinMs,
        thinkMaxMs: plan.thinkMaxMs,
        hostPauseMs: plan.hostPauseMs,
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
      `${workerCount} client worker${workerCount === 1 ? '' : 's'} (${client} client), ${plan.questions} questions, ` +
      `think ${plan.thinkMinMs}–${plan.thinkMaxMs} ms, time limit ${plan.timeLimitS} s` +
      `${hostPaced ? '; host-paced: the host opens each question for everyone' : ''}` +
      `${plan.hostPauseMs > 0 ? ` and looks at the results and the scoreboard ${plan.hostPauseMs} ms each` : ''}` +
      `${guests ? '; players join as guests (code and nickname)' : ''}.`,
  );

  const everyone = plan.players + plan.rooms;
  const sum = (pick: (room: RoomState) => number) => rooms.reduce((n, room) => n + pick(room), 0);
  const joinTimeoutMs = 120_000 + everyone * 100;
  const joinedAll = await until(() => sum((room) => room.joinAcks) === everyone, joinTimeoutMs);
  const joinTotalMs = lastJoinAck - gameStart;
  if (!joinedAll) console.error(`Not every player had an answer to join-room after ${seconds(joinTimeoutMs)} s.`);
  // The servers' CPU up to here is the joins' (the rooms start once all their players are in).
  const atJoined = fleet.measure();

  // Every player answers Q questions; each answer may wait up to 10 s for its acknowledgement. A host-paced question
  // may stay open for its whole time (and the grace), and the host waits for two acknowledgements more.
  const questionMs = hostPaced
    ? plan.timeLimitS * 1000 + 1500 + 3 * 10_000 + 2 * plan.hostPauseMs
    : plan.thinkMaxMs + 2 * 10_000;
  const gameTimeoutMs = plan.questions * questionMs + 60_000;
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
  const opened = hostPaced
    ? await openInstants(
        fleet,
        rooms.map((room) => room.id),
        plan.timeLimitS * 1000,
      )
    : undefined;
  return {
    rooms,
    results,
    measured,
    atJoined,
    stored,
    opened,
    joinTotalMs,
    gameMs,
    allPlayedMs: allPlayedAt - gameStart,
  };
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

  const paced = hostPaced
    ? pacedReport(results, {
        rooms: plan.rooms,
        questions: plan.questions,
        limitMs: plan.timeLimitS * 1000,
        opened: run.opened,
      })
    : undefined;

  type Cell = [header: string, value: string];
  const perMode: Cell[] = paced
    ? [
        ['open→recv p95', paced.cells.openP95],
        ['results→recv p95', paced.cells.resultsP95],
        ['msgs/player/q', paced.cells.framesPerQuestion],
        ['bytes/player/q', paced.cells.bytesPerQuestion],
      ]
    : [
        ['msgs/player', messages.length ? (total(messages) / messages.length).toFixed(1) : '-'],
        ['msgs max', messages.length ? String(Math.max(...messages)) : '-'],
      ];
  const [serverCpu, peakRss] = fleet.serverCells(run.measured);
  const columns: Cell[] = [
    ['players', String(plan.players)],
    ['rooms', String(plan.rooms)],
    ['instances', String(plan.instances)],
    ...(paced ? [] : [['join p50', ms(percentile(joinMs, 0.5))] satisfies Cell]),
    ['join p95', ms(percentile(joinMs, 0.95))],
    ['join all', `${seconds(run.joinTotalMs)} s`],
    ['answers', String(sent)],
    ['ack p50', ms(percentile(ackMs, 0.5))],
    ['ack p95', ms(percentile(ackMs, 0.95))],
    ['ack p99', ms(percentile(ackMs, 0.99))],
    ['lost', String(lost)],
    ['refused', String(refusedCount)],
    ...perMode,
    ['games done', `${completed}/${plan.rooms}`],
    ['server CPU', serverCpu],
    ['peak RSS', peakRss],
    ['wall', `${seconds(run.gameMs)} s`],
  ];
  printTable(
    columns.map(([name]) => name),
    columns.map(([, cell]) => cell),
  );

  console.log(
    `${fleet.setting}; ${plan.questions} questions, ` +
      `think ${plan.thinkMinMs}–${plan.thinkMaxMs} ms, time limit ${plan.timeLimitS} s; ${everyone} participants ` +
      `(${hostPaced ? "host-paced: each room's host presents and does not answer" : "each room's host plays too"}).`,
  );
  // The host of a host-paced game presents: only the players have questions done.
  const answering = hostPaced ? plan.players : everyone;
  console.log(
    `Answers: ${sent} sent, ${accepted} accepted, ${refusedCount} refused, ${lost} lost (no ack within 10 s); ` +
      `server recorded ${total(rooms.map((r) => r.serverAnswered))} of ${answering * plan.questions} questions done.` +
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
  for (const line of paced?.lines ?? []) console.log(line);
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

  // How cost grows with the room (docs/live-game-costs.md): per join, per answer, and bytes per player and question.
  const joinCpuMs = total(run.atJoined.figures.map((f) => f.cpuSeconds)) * 1000;
  const gameCpuMs = total(run.measured.figures.map((f) => f.cpuSeconds)) * 1000 - joinCpuMs;
  console.log(
    `Cost: server CPU ${(joinCpuMs / everyone).toFixed(2)} ms per join (${seconds(joinCpuMs)} s while joining), ` +
      `${(gameCpuMs / Math.max(1, sent)).toFixed(2)} ms per answer (${seconds(gameCpuMs)} s for the game, ` +
      `everything it did); received ${kb(receivedBytes / Math.max(1, messages.length) / plan.questions)} per player ` +
      'per question (lobby included).',
  );

  const problems = [
    ...reasons(all('joinFailures'), 'join(s) failed'),
    ...reasons([refused], 'answer(s) refused'),
    ...reasons(all('questionFailures'), 'get-question failure(s)'),
    ...(paced?.problems ?? []),
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
    client,
    otherShape: budgetShape
      ? undefined
      : `${plan.players} players in ${plan.rooms} room(s) on ${plan.instances} instance(s), not the budget's ` +
        '2,000 in one room on one instance',
  });

  return (
    lost === 0 &&
    completed === plan.rooms &&
    results.length === workers.length &&
    (!stored || stored.withOption >= accepted) &&
    // Host-paced: an answer refused means the question closed before everyone could answer it.
    (!paced || (refusedCount === 0 && !paced.failed))
  );
}

// ---------------------------------------------------------------------------------------------------------------

const runStart = performance.now();
await fleet.main({
  banner:
    `${plan.players} players, ${plan.rooms} room(s), ${plan.instances} instance(s)` +
    (plan.workers > 1 ? ` of ${plan.workers} processes` : '') +
    `${hostPaced ? ', host-paced' : ''}`,
  run: async () => report(await runGame(), performance.now() - runStart),
  failure: hostPaced
    ? '(an answer was lost or refused, a view or a host step went missing, a room did not complete, or the run broke)'
    : '(an answer was lost, a room did not complete, or the run broke)',
  // bench:game:small (what CI runs) plays a small host-paced game as well, on its own servers.
  after:
    plan.small && !modeGiven
      ? () =>
          fleet.runAfter(import.meta.filename, [
            '--small',
            '--mode',
            'host-paced',
            ...(clientFlag.given ? ['--client', client] : []),
          ])
      : undefined,
});
