/** A finished live game's report for its host (issue 14): per question, per player, and the download columns. */
import { z } from 'zod';
import { envelope } from './api';
import { RoomStatuses } from './limits';

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
  optionId: z.string().nullable(),
  label: z.string().nullable(),
  isCorrect: z.boolean(),
  points: z.number(),
  elapsedMs: z.number(),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;

export const reportPlayer = z.object({
  _id: z.string(),
  name: z.string(),
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
  playerCount: z.number(),
  questions: z.array(reportQuestion),
  players: z.array(reportPlayer),
});
export type RoomReport = z.infer<typeof roomReport>;
export const roomReportResponse = envelope(roomReport);
export const reportQuery = z.object({ id: z.string().optional() });

/** The host's rooms for 'Past games' on the Multiplayer tab, newest first. */
export const hostedRoom = z.object({
  _id: z.string(),
  code: z.string(),
  status: z.enum(RoomStatuses),
  quizTitle: z.string(),
  participantCount: z.number(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type HostedRoom = z.infer<typeof hostedRoom>;
export const hostedRoomsResponse = envelope(z.array(hostedRoom));

export const ReportLimits = { hostedRooms: 50 } as const;
