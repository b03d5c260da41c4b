/**
 * Presence in a room (issue 22, decision 016). A reload or a short network drop is not leaving: the realtime layer
 * calls `markGone` only once a person has had no connection to the room for the grace (realtime/presence.ts), and
 * `markBack` when a gone person connects again. Being gone is kept on the participant row (`left_at`), so every
 * instance sees it and a restart forgets nothing:
 * - a gone player no longer holds a self-paced game open (the room completes when everyone still here is done);
 * - while the host is gone, a lobby tells its players so, and closes once the host has been gone too long.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Say } from '@quiz/contract/message-catalog';
import type { AppContext } from '../../context';
import { roomParticipants, rooms } from '../../db/schema/rooms';
import { completeIfEveryoneFinished } from './completion';
import { roomColumns, type RoomMeta } from './room-rows';
import { findRoomById, playerKey } from './store';

const hostAwayKey = (roomId: string) => `host-away:${roomId}`;

/**
 * After the grace with no connection: the room is told they left, and what waited on them stops waiting. Says
 * whether they were marked gone now (another instance, or a return, may have been first).
 */
export async function markGone(ctx: AppContext, roomId: string, person: { id: string; name: string }) {
  const [gone] = await ctx.db
    .update(roomParticipants)
    .set({ leftAt: new Date() })
    .where(
      and(
        eq(roomParticipants.roomId, roomId),
        eq(roomParticipants.userId, person.id),
        isNull(roomParticipants.leftAt),
        // After the game nobody waits on anyone: the class leaving the podium changes nothing.
        sql`exists (select 1 from ${rooms} where ${rooms.id} = ${roomId} and ${rooms.status} <> 'completed')`,
      ),
    )
    .returning({ id: roomParticipants.id });
  if (!gone) return false;
  const room = await findRoomById(ctx, roomId);
  // Their next question (over HTTP) reads the row, and so marks them back.
  ctx.gameCache.dropPlayer(playerKey(room.code, person.id));
  presenceChanged(ctx, room);
  ctx.roomEvents.left(room, person);
  if (room.status === 'in_progress' && room.mode === 'self_paced') await completeIfEveryoneFinished(ctx, room.id);
  if (room.status === 'waiting' && room.hostId === person.id)
    scheduleHostAwayClose(ctx, room.id, ctx.config.hostAwayCloseMs);
  return true;
}

/** A gone person is back (a socket, or their page over HTTP): they are here, for everyone. A no-op otherwise. */
export async function markBack(ctx: AppContext, roomId: string, userId: string) {
  const [back] = await ctx.db
    .update(roomParticipants)
    .set({ leftAt: null })
    .where(
      and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.userId, userId), isNotNull(roomParticipants.leftAt)),
    )
    .returning({ id: roomParticipants.id });
  if (back) presenceChanged(ctx, await findRoomById(ctx, roomId));
}

function presenceChanged(ctx: AppContext, room: RoomMeta) {
  ctx.gameCache.dropView(room.id);
  // The list (with who is away, and whether the host is) goes out again; a running game's progress too.
  ctx.roomEvents.changed(room);
  if (room.status === 'in_progress') ctx.roomEvents.progressed(room);
}

/**
 * Closes a lobby whose host has been gone for `hostAwayCloseMs`; one caller (on any instance) wins. Also run when a
 * lobby is read, so that a lobby whose timer was lost with a restart still closes.
 */
export async function closeIfHostAway(ctx: AppContext, roomId: string, now = new Date()) {
  const cutoff = new Date(now.getTime() - ctx.config.hostAwayCloseMs);
  const [closed] = await ctx.db
    .update(rooms)
    .set({ status: 'completed', endedAt: now })
    .where(
      and(
        eq(rooms.id, roomId),
        eq(rooms.status, 'waiting'),
        sql`exists (select 1 from ${roomParticipants} where ${roomParticipants.roomId} = ${rooms.id}
              and ${roomParticipants.userId} = ${rooms.hostId} and ${roomParticipants.leftAt} <= ${cutoff})`,
      ),
    )
    .returning(roomColumns);
  if (!closed) return undefined;
  ctx.gameCache.dropRoom(closed.id);
  ctx.roomEvents.lobbyClosed(closed, Say.lobbyClosedHostAway);
  return closed;
}

/** Checks when the host's time away is up; if they came back and went again meanwhile, waits for the new time. */
function scheduleHostAwayClose(ctx: AppContext, roomId: string, delayMs: number) {
  ctx.gameCache.schedule(hostAwayKey(roomId), delayMs, async () => {
    try {
      if (await closeIfHostAway(ctx, roomId)) return;
      const [host] = await ctx.db
        .select({ leftAt: roomParticipants.leftAt, status: rooms.status })
        .from(rooms)
        .innerJoin(
          roomParticipants,
          and(eq(roomParticipants.roomId, rooms.id), eq(roomParticipants.userId, rooms.hostId)),
        )
        .where(eq(rooms.id, roomId));
      if (host?.status === 'waiting' && host.leftAt) {
        scheduleHostAwayClose(ctx, roomId, host.leftAt.getTime() + ctx.config.hostAwayCloseMs - Date.now());
      }
    } catch (error) {
      ctx.log.error({ err: error, roomId }, 'host-away check failed');
    }
  });
}
