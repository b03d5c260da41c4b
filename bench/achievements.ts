/**
 * The end of a big game's achievement checks: a class of N players (2,000 by default) who have just finished a game
 * is checked one person at a time (a statement pair each, as before issue 41) and in the tracker's batches of 200
 * (two statements per batch), twice each, on the embedded database in a temp folder or on DATABASE_URL. Prints the
 * wall time and this process's CPU (PGlite's thread included; PostgreSQL's own CPU is its process's).
 *
 *   npm run bench:achievements [-- --players 2000]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/qa_bench_game npm run bench:achievements
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../apps/server/src/db/client';
import { unlockAchievementsFor } from '../apps/server/src/modules/achievements/service';
import { inProcessApp } from './in-process-app';

const flag = process.argv.indexOf('--players');
const players = flag === -1 ? 2000 : Number(process.argv[flag + 1]);
if (!Number.isInteger(players) || players < 1) throw new Error('--players takes a whole number');
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;

/** N people who all played one completed game (and a host), with nothing unlocked yet; their ids. */
async function seedClass(db: Database, tag: string) {
  await db.execute(sql`
    insert into users (username, email, password_hash)
    select 'ach_' || ${tag} || '_' || i, 'ach_' || ${tag} || '_' || i || '@bench.test', 'x'
    from generate_series(0, ${players}::int) i`);
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`select id from users where username like ${`ach\\_${tag}\\_%`} order by username`),
  ).map((row) => row.id);
  const [host, ...everyone] = ids;
  const [room] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into rooms (code, host_id, max_participants, time_limit, status, participant_count)
      values (${`B${tag}`.slice(0, 6).toUpperCase()}, ${host}, ${players + 1}, 30, 'completed', ${players})
      returning id`),
  );
  await db.execute(sql`
    insert into room_participants (room_id, user_id, answered_count, correct_answers, score, rank)
    select ${room!.id}, id, 3, 2, 100, row_number() over (order by id)
    from users where id = any(${`{${everyone.join(',')}}`}::uuid[])`);
  return everyone;
}

async function main() {
  const { app, close } = await inProcessApp('achievements', databaseUrl);
  try {
    const db = app.ctx.db;
    const everyone = await seedClass(db, Math.random().toString(36).slice(2, 8));
    console.log(`${players.toLocaleString()} players of one finished game, ${app.ctx.database.driver}.`);
    const check = async (label: string, batch: number) => {
      await db.execute(sql`delete from user_achievements where user_id = any(${`{${everyone.join(',')}}`}::uuid[])`);
      const cpu = process.cpuUsage();
      const started = performance.now();
      let unlocks = 0;
      for (let i = 0; i < everyone.length; i += batch) {
        for (const list of (await unlockAchievementsFor(db, everyone.slice(i, i + batch))).values())
          unlocks += list.length;
      }
      const used = process.cpuUsage(cpu);
      console.log(
        `${label}: ${Math.round(performance.now() - started)} ms wall, ` +
          `${Math.round((used.user + used.system) / 1000)} ms CPU, ${unlocks} unlocks`,
      );
    };
    for (let round = 0; round < 2; round++) {
      await check('one person per check  ', 1);
      await check('200 people per check  ', 200);
    }
  } finally {
    await close();
  }
}

await main();
