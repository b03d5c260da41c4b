/**
 * The answer path's entry, for HTTP and the socket alike: a host-paced game this instance knows is running takes the
 * answer with no read (host-paced.ts); otherwise the player's place is found (from the cache while they play) and
 * the answer goes to the way the room is played.
 *
 *   answers.submitAnswer → self-paced.answerAt | host-paced.answerOpenQuestion
 *     → live-answer.gradeLiveAnswer (game/questions.gradeAnswer) → game/self-paced.scoreAnswer | game/host-paced
 *     → game-writer.GameWriter (one batched conditional statement) → completion (when the class is done)
 */
import type { AnswerInput, AnswerResult } from '@quiz/contract/rooms';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/users';
import { answerOpenQuestion } from './host-paced';
import { answerAt, playingContext, refuseHost } from './self-paced';
import { normalizeCode } from './store';

/** One answer per question, scored by the server's clock; the result says only that it was taken. */
export async function submitAnswer(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; now?: Date } & AnswerInput,
): Promise<AnswerResult> {
  // A host-paced game this instance knows is running: the answer needs no read.
  const live = ctx.gameCache.liveRoomByCode(normalizeCode(options.code));
  if (live?.status === 'in_progress') return answerOpenQuestion(ctx, live, options.user, options);
  const { room, participant, key, cached } = await playingContext(ctx, options.code, options.user);
  try {
    if (room.mode === 'host_paced') return await answerOpenQuestion(ctx, room, options.user, options);
    refuseHost(room, options.user);
    return await answerAt(ctx, room, participant, key, options);
  } catch (error) {
    if (!cached) throw error;
    // Refused on what this instance remembered: decide again on what the database holds.
    ctx.gameCache.dropPlayer(key);
    return submitAnswer(ctx, options);
  }
}
