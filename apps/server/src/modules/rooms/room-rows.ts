/**
 * A room as the server holds it, without its question snapshot (read only through the game cache), and its rows as
 * the fixed statements of the hot path return them. Types and mapping only: no queries, no context.
 */
import { getTableColumns } from 'drizzle-orm';
import { rooms, type ParticipantRow, type RoomRow } from '../../db/schema/rooms';

export const roomColumns = (() => {
  // The question snapshot is read only through the game cache.
  const { questions: _questions, ...rest } = getTableColumns(rooms);
  return rest;
})();
export type RoomMeta = Omit<RoomRow, 'questions'>;

/** What a host-paced view needs of the room: its place in the game and who is in it. */
export type PacedRoom = Pick<
  RoomMeta,
  | 'id'
  | 'code'
  | 'status'
  | 'hostId'
  | 'timeLimit'
  | 'questionCount'
  | 'participantCount'
  | 'phase'
  | 'currentQuestion'
  | 'openedAt'
  | 'closesAt'
>;

// The game's hot path runs fixed statements (see DatabaseHandle.query and GameWriter): building them through
// Drizzle on every answer cost more CPU than the database spent running them.

/** The columns of a room as the fixed statements return them (`r.*` of roomSelectSql). */
export interface RoomSqlRow {
  id: string;
  code: string;
  status: RoomMeta['status'];
  host_id: string;
  quiz_id: string | null;
  quiz_title: string;
  class_id: string | null;
  max_participants: number;
  participant_count: number;
  time_limit: number;
  invites: string[];
  allow_guests: boolean;
  locked: boolean;
  question_count: number;
  graded_count: number;
  ended_by_host: boolean;
  mode: RoomMeta['mode'];
  phase: RoomMeta['phase'];
  current_question: number;
  opened_at: Date | null;
  closes_at: Date | null;
  created_at: Date;
  started_at: Date | null;
  ended_at: Date | null;
}

export function roomMetaOf(row: RoomSqlRow): RoomMeta {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    hostId: row.host_id,
    quizId: row.quiz_id,
    quizTitle: row.quiz_title,
    classId: row.class_id,
    maxParticipants: row.max_participants,
    participantCount: row.participant_count,
    timeLimit: row.time_limit,
    invites: row.invites,
    allowGuests: row.allow_guests,
    locked: row.locked,
    questionCount: row.question_count,
    gradedCount: row.graded_count,
    endedByHost: row.ended_by_host,
    mode: row.mode,
    phase: row.phase,
    currentQuestion: row.current_question,
    openedAt: dateOrNull(row.opened_at),
    closesAt: dateOrNull(row.closes_at),
    createdAt: new Date(row.created_at),
    startedAt: dateOrNull(row.started_at),
    endedAt: dateOrNull(row.ended_at),
  };
}

/** Every column of a room but its question snapshot, for the fixed statements: bare, and of `r`. */
export const roomColumnsSql = [
  'id',
  'code',
  'status',
  'host_id',
  'quiz_id',
  'quiz_title',
  'class_id',
  'max_participants',
  'participant_count',
  'time_limit',
  'invites',
  'allow_guests',
  'locked',
  'question_count',
  'graded_count',
  'ended_by_host',
  'mode',
  'phase',
  'current_question',
  'opened_at',
  'closes_at',
  'created_at',
  'started_at',
  'ended_at',
];
export const roomSelectSql = roomColumnsSql.map((column) => `r.${column}`).join(', ');

/** A room's row with the caller's participant row beside it (`p_*`, all null when they have not joined). */
export interface RoomAndParticipantRow extends RoomSqlRow {
  p_id: string | null;
  p_user_id: string;
  p_joined_at: Date;
  p_score: number;
  p_correct_answers: number;
  p_total_answer_ms: number;
  p_answered_count: number;
  p_served_at: Date | null;
  p_rank: number | null;
  p_nickname_key: string | null;
  p_left_at: Date | null;
}

export function participantOf(row: RoomAndParticipantRow): ParticipantRow | undefined {
  if (!row.p_id) return undefined;
  return {
    id: row.p_id,
    roomId: row.id,
    userId: row.p_user_id,
    joinedAt: new Date(row.p_joined_at),
    score: row.p_score,
    correctAnswers: row.p_correct_answers,
    totalAnswerMs: row.p_total_answer_ms,
    answeredCount: row.p_answered_count,
    servedAt: dateOrNull(row.p_served_at),
    rank: row.p_rank,
    nicknameKey: row.p_nickname_key,
    leftAt: dateOrNull(row.p_left_at),
  };
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));
