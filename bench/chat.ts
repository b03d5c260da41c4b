/**
 * Private-chat load benchmark: real server processes, seeded friends, messages both ways between every pair.
 *
 *   npm run bench:chat                                     # 1,000 people in 500 pairs, 10 messages each, PGlite
 *   npm run bench:chat -- --users 200 --rounds 20 --interval 1500
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/qa_bench_chat npm run bench:chat
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/qa_bench_chat REDIS_URL=redis://127.0.0.1:6379 \
 *     npm run bench:chat -- --instances 2
 *   npm run bench:chat:small   # 40 people, 3 messages each on PGlite; what CI runs
 *
 * 1. Seeds straight into the database before any server starts (PGlite allows one process at a time): N people,
 *    N/2 friendships, each stored as the friends service stores one (a row per direction), and each pair's chat,
 *    as the web app opens it (GET /chats/direct/:id) before the first message is sent. Session tokens are minted
 *    with the server's own signing function and the JWT_SECRET the servers get.
 * 2. Starts K servers as bench:game does (bench/harness.ts); more than one needs PostgreSQL and Redis, and then the
 *    two friends of every pair are on different instances, so each message crosses the Redis adapter. A
 *    DATABASE_URL must name a database whose name contains "bench" (the run deletes its own users at the end).
 * 3. Forked workers (bench/chat-worker.ts) connect everyone; both friends of a pair are in the same worker. Then
 *    each person emits `send-private-message` to their friend every --interval ms, --rounds times, from a random
 *    start within the first interval. The server allows SocialLimits.messageBurst messages per messageWindowMs
 *    per person (10 per 10 s), so --interval may not be below 1,000 ms; the default 1,100 ms leaves room for jitter.
 * 4. Prints one table row, the budget line (delivery p95 under 50 ms with 1,000 people on one instance, 0 lost),
 *    and exits 1 when a message was lost or the run broke (a refusal, a send without acknowledgement, a failed
 *    connection, fewer messages stored than acknowledged).
 *
 * Columns: "delivery" = emit → the RECEIVER's 'new-message' for that message (matched by content, on the clock of
 * the worker holding both friends); "ack" = emit → the sender's acknowledgement; "lost" = acknowledged but not
 * delivered to the receiver within 10 s; "msgs/s" = messages sent per second of the sending phase; "wall" = first
 * send → every message settled. Server CPU is the servers' user + system time while messages flow (start-up and
 * connecting excluded); peak RSS is VmHWM, the largest of the instances. --cpu-prof DIR writes each server's V8 CPU
 * profile there; --keep leaves the run's users, friendships and chats in PostgreSQL; --connect-concurrency (default
 * 50) is how many people connect at once.
 */
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { SocialLimits } from '@quiz/contract/social';
import { chatMessages, chats, friendships } from '../apps/server/src/db/schema/social';
import { users } from '../apps/server/src/db/schema/users';
import type { ChatUserSpec, FromWorker, ToWorker, WorkerResults } from './chat-worker';
import { gather, merge, ms, percentile, plural, printTable, reasons, seconds, total } from './figures';
import { fail, Fleet, parseFlags, until } from './harness';

const usage =
  'usage: npm run bench:chat -- [--users N] [--rounds R] [--interval ms] [--instances K] ' +
  '[--connect-concurrency n] [--keep] [--cpu-prof dir]\n' +
  '       npm run bench:chat:small';

/** The fastest pace the server's per-person limit allows on average. */
const minIntervalMs = Math.ceil(SocialLimits.messageWindowMs / SocialLimits.messageBurst);
const ackTimeoutMs = 10_000;
const deliveryTimeoutMs = 10_000;
/** The budget: delivery p95 under 50 ms with 1,000 people on one instance. */
const budgetUsers = 1000;

// ---------------------------------------------------------------------------------------------------------------
// Options

const plan = parseFlags(
  process.argv.slice(2),
  (small) => ({
    /** People, two to a friendship. */
    users: small ? 40 : 1000,
    /** Messages each person sends. */
    rounds: small ? 3 : 10,
    /** Between one person's messages. */
    intervalMs: Math.round(minIntervalMs * 1.1),
    /** Connections being opened at once, over all workers. */
    connectConcurrency: 50,
  }),
  {
    '--users': 'users',
    '--rounds': 'rounds',
    '--interval': 'intervalMs',
    '--connect-concurrency': 'connectConcurrency',
  },
  usage,
);
if (plan.users < 2 || plan.users % 2 !== 0) fail('--users must be an even number, at least 2 (pairs of friends)');
if (plan.rounds < 1 || plan.rounds > 1000) fail('--rounds must be between 1 and 1000');
if (plan.connectConcurrency < 1) fail('--connect-concurrency must be at least 1');
if (plan.intervalMs < minIntervalMs) {
  fail(
    `--interval must be at least ${minIntervalMs} ms: the server allows ${SocialLimits.messageBurst} messages ` +
      `per ${SocialLimits.messageWindowMs / 1000} s per person`,
  );
}

const fleet = new Fleet(plan, {
  bench: 'bench:chat',
  writes: 'users, friendships and chats',
  phase: ['the messaging', 'start-up and connecting'],
  budget: { label: 'delivery p95 < 50 ms with 1,000 users on one instance', limitMs: 50 },
});

// ---------------------------------------------------------------------------------------------------------------
// Seeding

/** N people; person 2i and person 2i + 1 are friends. Returns their ids in that order. */
async function seed(): Promise<string[]> {
  const started = performance.now();
  const ids = await fleet.database(
    async (db) => {
      const ids = (await fleet.seedPeople(db, 'u', plan.users, (i) => `Chatter ${i + 1}`)).map((p) => p.id);
      // As the friends service stores a friendship: one row per direction.
      const rows = ids.map((id, i) => ({ userId: id, friendId: ids[i % 2 === 0 ? i + 1 : i - 1]! }));
      for (let i = 0; i < rows.length; i += 1000) await db.insert(friendships).values(rows.slice(i, i + 1000));
      // Their chat, as opening it in the web app leaves it (GET /chats/direct/:id, before the first message).
      const pairs = rows.filter((_, i) => i % 2 === 0);
      const chatRows = pairs.map(({ userId: a, friendId: b }) =>
        a < b ? { userA: a, userB: b } : { userA: b, userB: a },
      );
      for (let i = 0; i < chatRows.length; i += 1000) await db.insert(chats).values(chatRows.slice(i, i + 1000));
      return ids;
    },
    { migrate: true },
  );
  console.log(
    `Seeded ${plan.users} users, ${plan.users / 2} friendships and their chats in ` +
      `${seconds(performance.now() - started)} s.`,
  );
  return ids;
}

/** Messages the database holds from this run's people, read after the servers have stopped (PGlite has one owner). */
function storedMessages() {
  return fleet.readBack('the stored messages', async (db) => {
    const [row] = await db
      .select({ stored: count() })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.senderId))
      .where(like(users.username, `${fleet.userPrefix}%`));
    return row?.stored ?? 0;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The run

async function runChat() {
  const ids = await seed();
  const tokens = await fleet.tokens(ids);
  await fleet.startServers();
  const urls = fleet.instances.map((instance) => instance.url);

  // Pair p (people 2p, 2p + 1) goes to worker p % W; with K instances its two people are on instances p and p + 1.
  const workerCount = Math.max(1, Math.min(4, Math.ceil(plan.users / 500)));
  const assignments: ChatUserSpec[][] = Array.from({ length: workerCount }, () => []);
  for (let p = 0; p < plan.users / 2; p++) {
    const list = assignments[p % workerCount]!;
    const at = list.length;
    for (const side of [0, 1]) {
      list.push({
        id: ids[2 * p + side]!,
        token: tokens[2 * p + side]!,
        url: urls[(p + side) % urls.length]!,
        friend: at + 1 - side,
      });
    }
  }

  const results: WorkerResults[] = [];
  let connected = 0;
  let done = 0;
  const onMessage = (message: FromWorker) => {
    if (message.type === 'connected') connected++;
    else if (message.type === 'done') done++;
    else results.push(message.results);
  };
  const connectStart = performance.now();
  for (const list of assignments) {
    const worker = fleet.forkWorker(path.join(import.meta.dirname, 'chat-worker.ts'), onMessage);
    const start: ToWorker = {
      type: 'start',
      plan: {
        users: list,
        connectConcurrency: Math.ceil(plan.connectConcurrency / workerCount),
        connectTimeoutMs: 30_000,
      },
    };
    worker.send(start);
  }
  const connectTimeoutMs = 60_000 + plan.users * 50;
  if (!(await until(() => connected === plan.users, connectTimeoutMs))) {
    console.error(`Not everyone had connected after ${seconds(connectTimeoutMs)} s.`);
  }
  const connectAllMs = performance.now() - connectStart;
  console.log(
    `Chatting: ${plan.users} people in ${plan.users / 2} pairs on ${plural(plan.instances, 'instance')}, ` +
      `${plural(workerCount, 'client worker')}, ${plan.rounds} messages each, one every ${plan.intervalMs} ms.`,
  );

  // Server CPU and the machine's load count from the first message on.
  fleet.markCpu();
  const chatStart = performance.now();
  const go: ToWorker = {
    type: 'go',
    go: { rounds: plan.rounds, intervalMs: plan.intervalMs, ackTimeoutMs, deliveryTimeoutMs },
  };
  for (const worker of fleet.workers) worker.send(go);
  const chatTimeoutMs = plan.rounds * plan.intervalMs + ackTimeoutMs + deliveryTimeoutMs + 30_000;
  if (!(await until(() => done === fleet.workers.length, chatTimeoutMs))) {
    console.error(`Not every worker had settled its messages after ${seconds(chatTimeoutMs)} s.`);
  }
  const chatMs = performance.now() - chatStart;
  const measured = fleet.measure();
  await fleet.stopAll({ type: 'stop' } satisfies ToWorker, () => results.length);
  const stored = await storedMessages();
  return { results, measured, stored, connectAllMs, chatMs };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

function report(run: Awaited<ReturnType<typeof runChat>>, totalMs: number) {
  const { results, stored } = run;
  const { all, sorted } = gather(results);

  const deliveryMs = sorted('deliveryMs');
  const ackMs = sorted('ackMs');
  const connectMs = sorted('connectMs');
  const sent = total(all('sent'));
  const acked = total(all('acked'));
  const refused = merge(all('refused'));
  const refusedCount = total(Object.values(refused));
  const noAck = total(all('noAck'));
  const lost = total(all('lost'));
  const delivered = deliveryMs.length;
  const sendingMs = plan.rounds * plan.intervalMs;

  printTable(
    [
      'users',
      'instances',
      'sent',
      'msgs/s',
      'delivered',
      'lost',
      'delivery p50',
      'delivery p95',
      'delivery p99',
      'delivery max',
      'ack p50',
      'ack p95',
      'server CPU',
      'peak RSS',
      'wall',
    ],
    [
      String(plan.users),
      String(plan.instances),
      String(sent),
      ((sent / sendingMs) * 1000).toFixed(0),
      String(delivered),
      String(lost),
      ms(percentile(deliveryMs, 0.5)),
      ms(percentile(deliveryMs, 0.95)),
      ms(percentile(deliveryMs, 0.99)),
      ms(deliveryMs.at(-1) ?? NaN),
      ms(percentile(ackMs, 0.5)),
      ms(percentile(ackMs, 0.95)),
      ...fleet.serverCells(run.measured),
      `${seconds(run.chatMs)} s`,
    ],
  );

  console.log(
    `${fleet.setting}; ${plan.users / 2} pairs of friends, ${plan.rounds} messages per person one every ` +
      `${plan.intervalMs} ms (the server allows ${SocialLimits.messageBurst} per ` +
      `${SocialLimits.messageWindowMs / 1000} s).`,
  );
  console.log(
    `Messages: ${sent} sent, ${acked} acknowledged, ${refusedCount} refused, ${noAck} without acknowledgement ` +
      `within ${ackTimeoutMs / 1000} s; ${delivered} delivered to the receiver, ${lost} lost (acknowledged, not ` +
      `delivered within ${deliveryTimeoutMs / 1000} s), ${total(all('duplicates'))} duplicated, ` +
      `${total(all('unexpected'))} unexpected; ${total(all('echoes'))} copies back to the senders. ` +
      `Ack p99 ${ms(percentile(ackMs, 0.99))}, max ${ms(ackMs.at(-1) ?? NaN)}.` +
      (stored === undefined ? '' : ` The database holds ${stored} messages from this run.`),
  );
  console.log(
    `Connect: ${connectMs.length} connections, p50 ${ms(percentile(connectMs, 0.5))}, p95 ` +
      `${ms(percentile(connectMs, 0.95))}, all in ${seconds(run.connectAllMs)} s (${plan.connectConcurrency} at a time).`,
  );
  const skipped = total(all('skipped'));
  const problems = [
    ...reasons(all('connectFailures'), 'connection(s) failed'),
    ...reasons([refused], 'message(s) refused'),
  ];
  if (noAck > 0) problems.push(`${noAck} message(s) without an acknowledgement`);
  if (skipped > 0) problems.push(`${skipped} message(s) not sent: the sender or the friend had no connection`);
  if (stored !== undefined && stored < acked) {
    problems.push(`${acked - stored} acknowledged message(s) are missing from the database`);
  }
  const budgetShape = plan.users >= budgetUsers && plan.instances === 1;
  fleet.conclude(run.measured, results, problems, {
    totalMs,
    p95: percentile(deliveryMs, 0.95),
    lost,
    client: 'lean',
    otherShape: budgetShape
      ? undefined
      : `${plan.users} users on ${plural(plan.instances, 'instance')}, not the budget's 1,000 on one`,
  });

  return (
    lost === 0 &&
    refusedCount === 0 &&
    noAck === 0 &&
    skipped === 0 &&
    sent === plan.users * plan.rounds &&
    results.length === fleet.workers.length &&
    (stored === undefined || stored >= acked)
  );
}

// ---------------------------------------------------------------------------------------------------------------

const runStart = performance.now();
await fleet.main({
  banner: `${plan.users} users, ${plan.rounds} messages each, ${plural(plan.instances, 'instance')}`,
  run: async () => report(await runChat(), performance.now() - runStart),
  failure: '(a message was lost, refused or unacknowledged, a connection failed, or the run broke)',
});
