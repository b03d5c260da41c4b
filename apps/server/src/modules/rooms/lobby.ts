/**
 * The lobby (issues 5 and 14): the host opens a room for a quiz and invites people; anyone may read it; the host
 * locks the door or removes someone for good. Joining is joining.ts (guests: guests.ts); who is here, presence.ts.
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Say } from '@quiz/contract/message-catalog';
import type { createRoomInput } from '@quiz/contract/rooms';
import type { AppContext } from '../../context';
import { uniqueViolationOf } from '../../db/client';
import { roomParticipants, roomRemovals, rooms, type RoomRow } from '../../db/schema/rooms';
import { users, type UserRow } from '../../db/schema/users';
import { emailMessage } from '../../lib/email-template';
import { emailTexts } from '../../lib/email-texts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { newRoomCode } from '../../game/rules';
import { assertOpen } from '../classes/policy';
import { taughtClass } from '../classes/service';
import { findReadableQuiz } from '../quizzes/service';
import { nameOf } from '../users/presenter';
import { completeIfEveryoneFinished, completeIfOvertime } from './completion';
import { playerRemoved } from './host-paced';
import { closeIfHostAway, markBack } from './presence';
import { findHostedRoom, findRoom, playerKey, wasRemoved } from './store';
import { listParticipants, presentFor } from './views';

type CreateRoomInput = z.output<typeof createRoomInput>;

export async function createRoom(ctx: AppContext, options: { user: UserRow; input: CreateRoomInput }) {
  const { user, input } = options;
  const max = ctx.config.roomMaxParticipants;
  if (input.maxParticipants > max) {
    const message = Say.maxParticipantsRange(max);
    throw badRequest(message, { maxParticipants: message });
  }
  const { quiz } = await findReadableQuiz(ctx, input.quizId, user);
  const klass = input.classId ? await taughtClass(ctx, user, input.classId) : null;
  if (klass) assertOpen(klass);
  let room: RoomRow | undefined;
  for (let attempt = 0; !room; attempt++) {
    try {
      room = await ctx.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(rooms)
          .values({
            code: newRoomCode(),
            hostId: user.id,
            quizId: quiz.id,
            quizTitle: quiz.title,
            classId: klass?.id ?? null,
            maxParticipants: input.maxParticipants,
            timeLimit: input.timeLimit,
            invites: input.invites,
            allowGuests: input.allowGuests,
            mode: input.mode,
            // The host has a participant row (inserted just below) but takes no player's place: the count and the
            // cap are the players'.
            participantCount: 0,
          })
          .returning();
        await tx.insert(roomParticipants).values({ roomId: created!.id, userId: user.id });
        return created!;
      });
    } catch (error) {
      // Another open room drew the same code: draw again (31^6 codes make a second clash vanishingly rare).
      if (uniqueViolationOf(error) !== 'rooms_open_code_unique' || attempt >= 4) throw error;
    }
  }
  const inviteUrl = `${ctx.config.publicUrl}/play?code=${room.code}`;
  const invited = await sendInvites(ctx, { host: user, quizTitle: quiz.title, room, inviteUrl });
  return { ...(await presentFor(ctx, room, user.id)), inviteUrl, invited };
}

/** Invites that name a registered user (username or email) get an email and, if online, a live notification. */
async function sendInvites(
  ctx: AppContext,
  options: { host: UserRow; quizTitle: string; room: RoomRow; inviteUrl: string },
) {
  const { host, room, inviteUrl, quizTitle } = options;
  const names = [...new Set(room.invites.map((s) => s.toLowerCase()))];
  if (names.length === 0) return 0;
  const found = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      displayName: users.displayName,
      language: users.language,
    })
    .from(users)
    .where(
      and(
        or(inArray(sql`lower(${users.username})`, names), inArray(sql`lower(${users.email})`, names)),
        ne(users.id, host.id),
      ),
    );
  const hostName = nameOf(host);
  await Promise.allSettled(
    found.map(async (invitee) => {
      ctx.roomEvents.invited(invitee.id, { code: room.code, hostName, quizTitle, inviteUrl });
      try {
        await ctx.mailer.send(
          emailMessage({
            to: invitee.email,
            language: invitee.language,
            name: nameOf(invitee),
            ...emailTexts[invitee.language ?? 'en'].invite(hostName, quizTitle, room.code),
            link: inviteUrl,
          }),
        );
      } catch (error) {
        ctx.log.warn({ err: error, room: room.code }, 'room invite email failed');
      }
    }),
  );
  return found.length;
}

export async function getRoom(ctx: AppContext, options: { code: string | undefined; user: UserRow; limit?: number }) {
  const found = await findRoom(ctx, options.code, options.user);
  let room = found;
  if (found.status === 'waiting' && found.hostId === options.user.id) {
    // The host looking at their lobby (say, polling while their realtime connection is down) is here.
    await markBack(ctx, found.id, found.hostId);
  } else if (found.status === 'waiting') {
    // A lobby whose host has been gone too long closes now, even if its timer was lost with a restart.
    room = (await closeIfHostAway(ctx, found.id)) ?? found;
  }
  const view = await presentFor(ctx, await completeIfOvertime(ctx, room), options.user.id, options.limit);
  // Someone the host removed learns it on opening the room again (an invite link, a reload), before any lobby shows,
  // locked or not; only those outside the room are looked up.
  if (
    !view.isParticipant &&
    view.status !== 'completed' &&
    (await wasRemoved(ctx, room.id, { userId: options.user.id }))
  ) {
    throw forbidden(Say.removedFromRoom, 'removed_from_room');
  }
  return view;
}

export async function getParticipants(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  return listParticipants(ctx, await findRoom(ctx, options.code, options.user));
}

export async function isHost(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const room = await findRoom(ctx, options.code, options.user);
  return room.hostId === options.user.id;
}

export async function setRoomLocked(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; locked: boolean },
) {
  const room = await findHostedRoom(ctx, options.code, options.user, Say.onlyHostCanManage);
  if (room.status === 'completed') throw conflict(Say.roomCompleted);
  await ctx.db.update(rooms).set({ locked: options.locked }).where(eq(rooms.id, room.id));
  ctx.gameCache.dropView(room.id);
  ctx.roomEvents.changed(room);
  return getRoom(ctx, { code: room.code, user: options.user });
}

/**
 * Takes a player out of the room, their answers with them, and remembers them (and a guest's nickname) so that
 * neither can join again. Their screens are told; the room's list and counts are sent afresh.
 */
export async function removeParticipant(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; participantId: string },
) {
  const room = await findHostedRoom(ctx, options.code, options.user, Say.onlyHostCanManage);
  if (room.status === 'completed') throw conflict(Say.roomCompleted);
  if (!isUuid(options.participantId)) throw notFound(Say.participantNotFound);
  const removed = await ctx.db.transaction(async (tx) => {
    // The room row first: a game that ended meanwhile keeps its players (their ranks and points are recorded).
    const [now] = await tx.select({ status: rooms.status }).from(rooms).where(eq(rooms.id, room.id)).for('update');
    if (now?.status === 'completed') throw conflict(Say.roomCompleted);
    const [target] = await tx
      .select({
        userId: roomParticipants.userId,
        nicknameKey: roomParticipants.nicknameKey,
        displayName: users.displayName,
        username: users.username,
      })
      .from(roomParticipants)
      .innerJoin(users, eq(users.id, roomParticipants.userId))
      .where(and(eq(roomParticipants.id, options.participantId), eq(roomParticipants.roomId, room.id)));
    if (!target) throw notFound(Say.participantNotFound);
    if (target.userId === room.hostId) throw badRequest(Say.cannotRemoveHost);
    await tx
      .insert(roomRemovals)
      .values({ roomId: room.id, userId: target.userId, nicknameKey: target.nicknameKey })
      .onConflictDoNothing();
    await tx.delete(roomParticipants).where(eq(roomParticipants.id, options.participantId));
    await tx
      .update(rooms)
      .set({ participantCount: sql`${rooms.participantCount} - 1` })
      .where(eq(rooms.id, room.id));
    return target;
  });
  ctx.gameCache.dropPlayer(playerKey(room.code, removed.userId));
  ctx.gameCache.dropView(room.id);
  ctx.roomEvents.removed(room, removed.userId);
  // The one left unfinished may have been the one removed.
  if (room.status === 'in_progress' && room.mode === 'host_paced') playerRemoved(ctx, room.id);
  else if (room.status === 'in_progress') await completeIfEveryoneFinished(ctx, room.id);
  return { name: nameOf(removed), room: await getRoom(ctx, { code: room.code, user: options.user }) };
}
