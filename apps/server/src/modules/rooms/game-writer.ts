/**
 * The live game's two hot writes, batched (lib/batcher): answers (and timeouts) that advance a player, and the
 * serving of a player's next question. Each batch is one fixed, prepared statement over arrays (`unnest`), so
 * hundreds of players answering at once cost a few round trips, not hundreds; and each row still succeeds only
 * if that player is at that question and the room is in progress, exactly as a single statement would.
 */
import type { DatabaseHandle } from '../../db/client';
import type { GivenAnswerJson } from '../../db/schema/rooms';
import { Batcher } from '../../lib/batcher';
import { roomColumnsSql, roomSelectSql, type RoomSqlRow } from './room-rows';

export interface AnswerWrite {
  roomId: string;
  participantId: string;
  position: number;
  questionId: string;
  optionId: string | null;
  /** An answer that is not one option (issue 16), kept as given. */
  answer: GivenAnswerJson | null;
  isCorrect: boolean;
  points: number;
  elapsedMs: number;
  answeredAt: Date;
  serveNextAt: Date | null;
}

/**
 * An answer to the open question of a host-paced game, by the player's user id: the statement finds their place in
 * the room itself, so answering needs no read before it.
 */
export type OpenAnswerWrite = Omit<AnswerWrite, 'serveNextAt' | 'participantId'> & { userId: string };

export interface ServeWrite {
  roomId: string;
  participantId: string;
  position: number;
  at: Date;
}

const recordAnswersSql = `
  with input as (
    select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::uuid[], $5::uuid[], $6::boolean[], $7::int[],
                         $8::int[], $9::timestamptz[], $10::text[], $11::timestamptz[])
      as i(room_id, participant_id, position, question_id, option_id, is_correct, points, elapsed_ms, answered_at,
           answer, serve_next_at)
  ), advanced as (
    update room_participants p
       set score = p.score + i.points, correct_answers = p.correct_answers + i.is_correct::int,
           total_answer_ms = p.total_answer_ms + i.elapsed_ms, answered_count = p.answered_count + 1,
           served_at = i.serve_next_at
      from input i
     where p.id = i.participant_id and p.answered_count = i.position
       and exists (select 1 from rooms r where r.id = i.room_id and r.status = 'in_progress')
     returning p.id, p.answered_count, p.served_at
  ), recorded as (
    insert into room_answers (room_id, participant_id, position, question_id, option_id, is_correct, points,
                              elapsed_ms, answered_at, answer)
    select i.room_id, i.participant_id, i.position, i.question_id, i.option_id, i.is_correct, i.points, i.elapsed_ms,
           i.answered_at, i.answer::jsonb
      from input i join advanced a on a.id = i.participant_id
  )
  select id, answered_count, served_at from advanced`;

// Host-paced: taken only from a member of the room while that question is its open one. The room row is read under
// a share lock, so an answer either commits before the close (and is counted in its results) or finds it closed.
const recordOpenAnswersSql = `
  with input as (
    select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::uuid[], $5::uuid[], $6::boolean[], $7::int[],
                         $8::int[], $9::timestamptz[], $10::text[])
      as i(room_id, user_id, position, question_id, option_id, is_correct, points, elapsed_ms, answered_at, answer)
  ), open as (
    select r.id, r.current_question from rooms r
     where r.id in (select room_id from input) and r.status = 'in_progress' and r.phase = 'open'
     order by r.id
       for share
  ), recorded as (
    insert into room_answers (room_id, participant_id, position, question_id, option_id, is_correct, points,
                              elapsed_ms, answered_at, answer)
    select i.room_id, p.id, i.position, i.question_id, i.option_id, i.is_correct, i.points, i.elapsed_ms,
           i.answered_at, i.answer::jsonb
      from input i
      join open o on o.id = i.room_id and o.current_question = i.position
      join room_participants p on p.room_id = i.room_id and p.user_id = i.user_id
    on conflict (participant_id, position) do nothing
    returning participant_id, position, is_correct, points, elapsed_ms
  ), scored as (
    update room_participants p
       set score = p.score + r.points, correct_answers = p.correct_answers + r.is_correct::int,
           total_answer_ms = p.total_answer_ms + r.elapsed_ms,
           answered_count = greatest(p.answered_count, r.position + 1)
      from recorded r
     where p.id = r.participant_id
  )
  select p.room_id, p.user_id from recorded r join room_participants p on p.id = r.participant_id`;

const serveQuestionsSql = `
  update room_participants p set served_at = i.at
    from unnest($1::uuid[], $2::uuid[], $3::int[], $4::timestamptz[]) as i(room_id, participant_id, position, at)
   where p.id = i.participant_id and p.answered_count = i.position and p.served_at is null
     and exists (select 1 from rooms r where r.id = i.room_id and r.status = 'in_progress')
   returning p.id, p.served_at`;

/**
 * Guests joining, many at once (a class typing the code together): each row is admitted only while its room is
 * open to guests, unlocked and has a place left (counted in join order within the batch), and its nickname is not
 * in the room, removed from it, or earlier in the batch; the room row is locked first, so `free` is the count as
 * committed, on any instance. The rooms' counts, the guests and their places are written in the same statement.
 */
const joinGuestsSql = `
  with input as (
    select * from unnest($1::text[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[]) with ordinality
      as i(code, nickname_key, id, username, email, display_name, ord)
  ), room as (
    select r.id, r.code, r.max_participants - r.participant_count as free
      from rooms r
     where r.code in (select code from input) and r.status <> 'completed' and r.allow_guests and not r.locked
     order by r.id
       for update
  ), candidate as (
    select i.*, room.id as room_id,
           row_number() over (partition by room.id, i.nickname_key order by i.ord) as same_name
      from input i join room on room.code = i.code
     where not exists (select 1 from room_participants p where p.room_id = room.id and p.nickname_key = i.nickname_key)
       and not exists (select 1 from room_removals x where x.room_id = room.id and x.nickname_key = i.nickname_key)
  ), admitted as (
    select c.* from (
      select c.*, row_number() over (partition by c.room_id order by c.ord) as place
        from candidate c where c.same_name = 1
    ) c join room on room.id = c.room_id
     where c.place <= room.free
  ), bumped as (
    update rooms r set participant_count = r.participant_count + n.joined
      from (select room_id, count(*)::int as joined from admitted group by room_id) n
     where r.id = n.room_id
    returning ${roomColumnsSql.map((column) => `r.${column}`).join(', ')}
  ), u as (
    insert into users (id, username, email, password_hash, display_name, guest_room_id)
    select id, username, email, '!', display_name, room_id from admitted
    returning id
  ), p as (
    insert into room_participants (room_id, user_id, nickname_key)
    select a.room_id, a.id, a.nickname_key from admitted a join u on u.id = a.id
    returning user_id
  )
  select a.id as guest_id, ${roomSelectSql} from admitted a join bumped r on r.id = a.room_id`;

/**
 * People with an account joining, many at once: the same rules as one join (the room open and unlocked, a place
 * left, counted in join order within the batch, not removed, not in already), in one statement for the batch. Those
 * it did not let in are tried alone, which says why (or finds them in already, from another tab).
 */
const joinAccountsSql = `
  with input as (
    select * from unnest($1::uuid[], $2::uuid[]) with ordinality as i(room_id, user_id, ord)
  ), room as (
    select r.id, r.max_participants - r.participant_count as free
      from rooms r
     where r.id in (select room_id from input) and r.status <> 'completed' and not r.locked
     order by r.id
       for update
  ), admitted as (
    select c.room_id, c.user_id from (
      select i.room_id, i.user_id, row_number() over (partition by i.room_id order by i.ord) as place
        from input i join room on room.id = i.room_id
       where not exists (select 1 from room_removals x where x.room_id = i.room_id and x.user_id = i.user_id)
         and not exists (select 1 from room_participants p where p.room_id = i.room_id and p.user_id = i.user_id)
    ) c join room on room.id = c.room_id
     where c.place <= room.free
  ), p as (
    insert into room_participants (room_id, user_id) select room_id, user_id from admitted
    on conflict do nothing
    returning id, room_id, user_id
  ), counted as (
    update rooms r set participant_count = r.participant_count + n.joined
      from (select room_id, count(*)::int as joined from p group by room_id) n
     where r.id = n.room_id
  )
  select id, room_id, user_id from p`;

export interface AccountJoinWrite {
  roomId: string;
  userId: string;
}

export interface GuestJoinWrite {
  code: string;
  nicknameKey: string;
  id: string;
  username: string;
  email: string;
  displayName: string;
}

/** The guests of `items` that got in, each with their room (and its new count); throws what the statement threw. */
export async function joinGuests(database: DatabaseHandle, items: GuestJoinWrite[]) {
  const rows = await database.query<RoomSqlRow & { guest_id: string }>('room-join-guests', joinGuestsSql, [
    items.map((i) => i.code),
    items.map((i) => i.nicknameKey),
    items.map((i) => i.id),
    items.map((i) => i.username),
    items.map((i) => i.email),
    items.map((i) => i.displayName),
  ]);
  return new Map<string, RoomSqlRow>(rows.map((r) => [r.guest_id, r]));
}

const batchMax = 128;
/** A host-paced question's answers all come within its seconds: waiting this long packs them into fewer statements. */
const openAnswerLingerMs = 5;
/**
 * Answers that come one by one (each player at their own pace, or a class thinking 1–15 s over a question): a
 * statement at most this often packs them into a few commits a second (each commit costs the embedded database a
 * write to its log) for a few milliseconds more on an acknowledgement.
 */
const answerSpacingMs = 20;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The arrays ($1–$10) both answer statements take, one per column, in the order of their `unnest`; the second is
 * who answers (a participant's id, or a user's for the host-paced statement).
 */
const answerColumns = (items: Omit<OpenAnswerWrite, 'userId'>[], who: string[]) => [
  items.map((i) => i.roomId),
  who,
  items.map((i) => i.position),
  items.map((i) => i.questionId),
  items.map((i) => i.optionId),
  items.map((i) => i.isCorrect),
  items.map((i) => i.points),
  items.map((i) => i.elapsedMs),
  items.map((i) => iso(i.answeredAt)),
  items.map((i) => (i.answer ? JSON.stringify(i.answer) : null)),
];

export class GameWriter {
  private readonly answers: Batcher<AnswerWrite, { answeredCount: number; servedAt: Date | null } | undefined>;
  private readonly openAnswers: Batcher<OpenAnswerWrite, boolean>;
  private readonly serves: Batcher<ServeWrite, Date | undefined>;
  private readonly guests: Batcher<GuestJoinWrite, RoomSqlRow | undefined>;
  private readonly accounts: Batcher<AccountJoinWrite, string | undefined>;

  constructor(database: DatabaseHandle) {
    this.answers = new Batcher(
      async (items) => {
        const rows = await database.query<{ id: string; answered_count: number; served_at: Date | string | null }>(
          'room-record-answers',
          recordAnswersSql,
          [
            ...answerColumns(
              items,
              items.map((i) => i.participantId),
            ),
            items.map((i) => iso(i.serveNextAt)),
          ],
        );
        const byId = new Map(rows.map((r) => [r.id, r]));
        return items.map((i) => {
          const row = byId.get(i.participantId);
          return row && { answeredCount: row.answered_count, servedAt: row.served_at ? new Date(row.served_at) : null };
        });
      },
      // One participant's writes never share a batch: each must see the one before it.
      { max: batchMax, keyOf: (i) => i.participantId, spacingMs: answerSpacingMs, retryAlone: true },
    );
    this.openAnswers = new Batcher(
      async (items) => {
        const rows = await database.query<{ room_id: string; user_id: string }>(
          'room-record-open-answers',
          recordOpenAnswersSql,
          answerColumns(
            items,
            items.map((i) => i.userId),
          ),
        );
        const taken = new Set(rows.map((r) => `${r.room_id}:${r.user_id}`));
        return items.map((i) => taken.has(`${i.roomId}:${i.userId}`));
      },
      {
        max: batchMax,
        keyOf: (i) => `${i.roomId}:${i.userId}`,
        lingerMs: openAnswerLingerMs,
        spacingMs: answerSpacingMs,
        retryAlone: true,
      },
    );
    this.serves = new Batcher(
      async (items) => {
        const rows = await database.query<{ id: string; served_at: Date | string }>(
          'room-serve-questions',
          serveQuestionsSql,
          [
            items.map((i) => i.roomId),
            items.map((i) => i.participantId),
            items.map((i) => i.position),
            items.map((i) => iso(i.at)),
          ],
        );
        const byId = new Map(rows.map((r) => [r.id, new Date(r.served_at)]));
        return items.map((i) => byId.get(i.participantId));
      },
      { max: batchMax, keyOf: (i) => i.participantId, retryAlone: true },
    );
    this.accounts = new Batcher<AccountJoinWrite, string | undefined>(
      async (items) => {
        try {
          const rows = await database.query<{ room_id: string; user_id: string; id: string }>(
            'room-join-accounts',
            joinAccountsSql,
            [items.map((i) => i.roomId), items.map((i) => i.userId)],
          );
          const taken = new Map(rows.map((r) => [`${r.room_id}:${r.user_id}`, r.id]));
          return items.map((i) => taken.get(`${i.roomId}:${i.userId}`));
        } catch {
          // As for guests: each join of the batch is tried again on its own.
          return items.map(() => undefined);
        }
      },
      { max: batchMax, keyOf: (i) => `${i.roomId}:${i.userId}` },
    );
    this.guests = new Batcher<GuestJoinWrite, RoomSqlRow | undefined>(
      async (items) => {
        try {
          const admitted = await joinGuests(database, items);
          return items.map((i) => admitted.get(i.id));
        } catch {
          // A nickname taken on another instance meanwhile, a deadlock with another instance's batch, a timeout:
          // each join of the batch is tried again on its own, which gets in or says why not.
          return items.map(() => undefined);
        }
      },
      { max: batchMax },
    );
  }

  /** Whether a game write was handed in within the last `withinMs`: background work then gives way. */
  busy(withinMs = 200, now = Date.now()) {
    return now - this.lastWriteAt < withinMs;
  }

  private lastWriteAt = 0;

  private submitted<T>(pending: Promise<T>) {
    this.lastWriteAt = Date.now();
    return pending;
  }

  /** Resolves once every write handed in so far has reached the database. */
  async idle() {
    await Promise.all([
      this.answers.idle(),
      this.openAnswers.idle(),
      this.serves.idle(),
      this.guests.idle(),
      this.accounts.idle(),
    ]);
  }

  /** The guest's room (with its new count) once admitted; undefined when not, to be tried alone for the reason. */
  joinGuest(write: GuestJoinWrite) {
    return this.submitted(this.guests.submit(write));
  }

  /** Their place's id when the person got into the room now; undefined when not (already in, or refused: try alone). */
  joinAccount(write: AccountJoinWrite) {
    return this.submitted(this.accounts.submit(write));
  }

  /** The player's new place, or undefined when they were not at that question or the room is not in progress. */
  recordAnswer(write: AnswerWrite) {
    return this.submitted(this.answers.submit(write));
  }

  /** Whether the answer was taken: false when that question is not the open one, or they already answered it. */
  recordOpenAnswer(write: OpenAnswerWrite) {
    return this.submitted(this.openAnswers.submit(write));
  }

  /** When the question was served, or undefined when it was not theirs to serve (already served, or moved on). */
  serve(write: ServeWrite) {
    return this.submitted(this.serves.submit(write));
  }
}
