/** A finished live game's report for its host (issue 14): per question, per player, and the download columns. */
import { z } from 'zod';
import { envelope } from './api';
import { QuestionKinds, RoomStatuses, type QuestionKind } from './limits';
import { questionImage } from './questions';
import { languageField } from './users';

export const reportOption = z.object({
  _id: z.string(),
  label: z.string(),
  isCorrect: z.boolean(),
  /** How many players picked it. */
  picks: z.number(),
});

export const reportQuestion = z.object({
  index: z.number(),
  _id: z.string(),
  content: z.string(),
  /** Issue 16: the kind, the right answer as texts (none for a poll), the picture. */
  kind: z.enum(QuestionKinds),
  correctTexts: z.array(z.string()),
  image: questionImage.nullable(),
  /** Why the answer is right (issue 39), rich text; absent when there is none. */
  explanation: z.string().optional(),
  options: z.array(reportOption),
  /** Players who picked an option (a question left to time out is unanswered). */
  answered: z.number(),
  correct: z.number(),
  unanswered: z.number(),
  /** correct / players, 0..1. */
  correctRate: z.number(),
  /** Mean time to answer among those who picked an option; null when nobody did. */
  averageMs: z.number().nullable(),
});
export type ReportQuestion = z.infer<typeof reportQuestion>;

export const reportAnswer = z.object({
  /** The one option picked; null for an answer of another kind, or none. */
  optionId: z.string().nullable(),
  /** The answer as one text: the option(s) picked, the text typed, or the items in order. */
  label: z.string().nullable(),
  /** Whether they answered at all (false: the time ran out). */
  answered: z.boolean(),
  /** Every option picked (several for a multiple select). */
  optionIds: z.array(z.string()),
  /** The answer as texts, as `label` joins them. */
  texts: z.array(z.string()),
  isCorrect: z.boolean(),
  points: z.number(),
  elapsedMs: z.number(),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;

/**
 * What a player's cell of the report says, the same on the page and in the CSV/XLSX (issue 35): not reached, no
 * answer, a poll's vote (no right or wrong), or what they answered — any kind, as one text — and whether it was right.
 */
export type ReportCell =
  { shows: 'notReached' } | { shows: 'noAnswer' } | { shows: 'vote' | 'correct' | 'wrong'; label: string };

export function reportCellOf(answer: ReportAnswer | null, kind: QuestionKind): ReportCell {
  if (!answer) return { shows: 'notReached' };
  if (!answer.answered) return { shows: 'noAnswer' };
  const label = answer.label ?? answer.texts.join(', ');
  if (kind === 'poll') return { shows: 'vote', label };
  return { shows: answer.isCorrect ? 'correct' : 'wrong', label };
}

export const reportPlayer = z.object({
  _id: z.string(),
  name: z.string(),
  /** Tells apart two players with the same name. */
  username: z.string(),
  isGuest: z.boolean(),
  isHost: z.boolean(),
  rank: z.number().nullable(),
  score: z.number(),
  correctAnswers: z.number(),
  averageMs: z.number().nullable(),
  /** One per question, in order; null for a question the player never reached. */
  answers: z.array(reportAnswer.nullable()),
});
export type ReportPlayer = z.infer<typeof reportPlayer>;

export const roomReport = z.object({
  _id: z.string(),
  code: z.string(),
  status: z.enum(RoomStatuses),
  quizTitle: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  questionCount: z.number(),
  /** The questions one can get right or wrong: a poll is neither (the 'of' in '6/7 correct', everywhere). */
  gradedCount: z.number(),
  playerCount: z.number(),
  questions: z.array(reportQuestion),
  players: z.array(reportPlayer),
});
export type RoomReport = z.infer<typeof roomReport>;
export const roomReportResponse = envelope(roomReport);
export const reportQuery = z.object({
  id: z.string().optional(),
  /** The language of a download's words (headers, 'correct', 'guest'…); English when absent. */
  lang: languageField.optional(),
});

/** The host's rooms for 'Past games' on the Multiplayer tab, newest first. */
export const hostedRoom = z.object({
  _id: z.string(),
  code: z.string(),
  status: z.enum(RoomStatuses),
  quizTitle: z.string(),
  /** The quiz was deleted since: the room keeps the title it was made under (issue 36). */
  quizDeleted: z.boolean(),
  /** The players (not the host). */
  participantCount: z.number(),
  createdAt: z.string(),
  /** Null for a lobby that closed without a game. */
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type HostedRoom = z.infer<typeof hostedRoom>;
export const hostedRoomsResponse = envelope(z.array(hostedRoom));

/**
 * A finished live game as one player played it (issue 22): the standings at the top, and every question with their
 * answer, the correct one and the points. Only once the room has completed: before, a finished player could pass
 * the answers on.
 */
export const reviewQuestion = z.object({
  index: z.number(),
  _id: z.string(),
  content: z.string(),
  kind: z.enum(QuestionKinds),
  options: z.array(z.object({ _id: z.string(), label: z.string(), isCorrect: z.boolean() })),
  /** The right answer as texts: the correct option(s), the accepted answers, the items in order; none for a poll. */
  correctTexts: z.array(z.string()),
  image: questionImage.nullable(),
  /** Why the answer is right (issue 39), rich text; absent when there is none. */
  explanation: z.string().optional(),
  /** Null for a question the player never reached; optionId null for one left to time out. */
  answer: reportAnswer.nullable(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestion>;

export const standing = reportPlayer.pick({
  _id: true,
  name: true,
  username: true,
  isGuest: true,
  rank: true,
  score: true,
  correctAnswers: true,
});
export type Standing = z.infer<typeof standing>;

export const gameReview = z.object({
  _id: z.string(),
  code: z.string(),
  quizTitle: z.string(),
  /** The quiz was deleted since: the game keeps the title it was played under (issue 36). */
  quizDeleted: z.boolean(),
  endedAt: z.string().nullable(),
  questionCount: z.number(),
  /** The questions one can get right or wrong: a poll is neither (the 'of' in '6/7 correct', everywhere). */
  gradedCount: z.number(),
  playerCount: z.number(),
  /** The first ReportLimits.reviewStandings players by rank. */
  standings: z.array(standing),
  me: standing,
  questions: z.array(reviewQuestion),
});
export type GameReview = z.infer<typeof gameReview>;
export const gameReviewResponse = envelope(gameReview);

/** 'Live games' in My Submissions: finished games the person played (not hosted), newest first. */
export const playedGame = z.object({
  _id: z.string(),
  code: z.string(),
  quizTitle: z.string(),
  /** The quiz was deleted since: the game keeps the title it was played under (issue 36). */
  quizDeleted: z.boolean(),
  endedAt: z.string().nullable(),
  questionCount: z.number(),
  /** The questions one can get right or wrong: a poll is neither (the 'of' in '6/7 correct', everywhere). */
  gradedCount: z.number(),
  playerCount: z.number(),
  rank: z.number().nullable(),
  score: z.number(),
  correctAnswers: z.number(),
});
export type PlayedGame = z.infer<typeof playedGame>;
export const playedGamesResponse = envelope(z.array(playedGame));

export const ReportLimits = { hostedRooms: 50, playedGames: 50, reviewStandings: 50 } as const;
