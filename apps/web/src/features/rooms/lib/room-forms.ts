/** The create-room and join-room forms' rules (SPEC §5), with the spec's messages (by key: schema-messages.ts). */
import { z } from 'zod';
import { RoomLimits, RoomModes } from '@quiz/contract/limits';
import { Issue } from '@quiz/contract/schema-messages';

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Invites as typed: comma-separated, each trimmed, empties dropped. */
export const splitInvites = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** The create-room form; the cap on participants is the operator's (GET /rooms/settings). */
export const createRoomForm = (maxParticipants: number) =>
  z.object({
    quizId: z.string().trim().min(1, Issue.selectQuiz),
    maxParticipants: wholeNumber(
      Issue.maxParticipantsRange(maxParticipants),
      RoomLimits.participantsMin,
      maxParticipants,
    ),
    timeLimit: wholeNumber(Issue.roomTimeLimitRange, RoomLimits.timeLimitMin, RoomLimits.timeLimitMax),
    invites: z
      .string()
      .transform(splitInvites)
      .pipe(z.array(z.string()).max(RoomLimits.invitesMax, Issue.tooManyInvites)),
    /** 'Who can join': guests with the code and a nickname too, or only signed-in users. */
    allowGuests: z.enum(['anyone', 'accounts']).transform((v) => v === 'anyone'),
    /** 'Game mode': each player at their own pace, or the host opens each question for everyone. */
    mode: z.enum(RoomModes),
    /** 'Played for': one of the host's classes (its gradebook counts the game), or none. */
    classId: z
      .string()
      .optional()
      .transform((v) => v || undefined),
  });
export type CreateRoomFormInput = z.input<ReturnType<typeof createRoomForm>>;
export type CreateRoomFormOutput = z.output<ReturnType<typeof createRoomForm>>;

export const roomCodeInput = z
  .string()
  .trim()
  .min(1, Issue.roomCodeRequired)
  .regex(new RegExp(`^[A-Z0-9]{${RoomLimits.codeLength}}$`), Issue.roomCodeFormat);

/** What the code box holds: upper case, no spaces, at most 6 characters. */
export const normalizeCodeInput = (text: string) =>
  text.toUpperCase().replace(/\s+/g, '').slice(0, RoomLimits.codeLength);
