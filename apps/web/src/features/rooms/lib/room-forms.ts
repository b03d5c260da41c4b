/** The create-room and join-room forms' rules (SPEC §5), with the spec's messages. */
import { z } from 'zod';
import { RoomLimits, RoomModes } from '@quiz/contract/limits';
import { Messages } from '../../../i18n/messages';

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
    quizId: z.string().trim().min(1, Messages.selectQuiz),
    maxParticipants: wholeNumber(
      Messages.maxParticipantsRange(maxParticipants),
      RoomLimits.participantsMin,
      maxParticipants,
    ),
    timeLimit: wholeNumber(Messages.roomTimeLimitRange, RoomLimits.timeLimitMin, RoomLimits.timeLimitMax),
    invites: z
      .string()
      .transform(splitInvites)
      .pipe(z.array(z.string()).max(RoomLimits.invitesMax, Messages.tooManyInvites)),
    /** 'Who can join': guests with the code and a nickname too, or only signed-in users. */
    allowGuests: z.enum(['anyone', 'accounts']).transform((v) => v === 'anyone'),
    /** 'Game mode': each player at their own pace, or the host opens each question for everyone. */
    mode: z.enum(RoomModes),
  });
export type CreateRoomFormInput = z.input<ReturnType<typeof createRoomForm>>;
export type CreateRoomFormOutput = z.output<ReturnType<typeof createRoomForm>>;

/** The messages are read when a code is checked, so they follow a change of language. */
export const roomCodeInput = z
  .string()
  .trim()
  .min(1, { error: () => Messages.roomCodeRequired })
  .regex(new RegExp(`^[A-Z0-9]{${RoomLimits.codeLength}}$`), { error: () => Messages.roomCodeFormat });

/** What the code box holds: upper case, no spaces, at most 6 characters. */
export const normalizeCodeInput = (text: string) =>
  text.toUpperCase().replace(/\s+/g, '').slice(0, RoomLimits.codeLength);
