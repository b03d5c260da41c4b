/**
 * A host-paced game's moves out to this instance's sockets (RoomBroadcaster.paced), and the news of them that the
 * instances tell one another. The start is the first question's opening: 'game-started' goes out with it. An open
 * question and the scoreboard are the same for everyone: one broadcast, which
 * stops once the game has moved on (a host who opens the next question while the scoreboard is still going out to
 * 10,000 phones): the phones keep the newer of two views, and neither view holds anything of one person's. After a
 * close each person gets their own outcome, all from one read, and that always goes out in full.
 */
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema/users';
import { closedViews, openView } from '../modules/rooms/host-paced-views';
import { progressOf } from '../modules/rooms/host-paced-state';
import type { PacedRoom, RoomMeta } from '../modules/rooms/room-rows';
import { broadcastSlice, emitInSlices, forEachSlice, gameRoom, type RealtimeServer } from './slices';

/** A host-paced room's place, as one instance tells the others (dates as text). */
export type PacedNews = Omit<PacedRoom, 'openedAt' | 'closesAt'> & {
  openedAt: string | null;
  closesAt: string | null;
};

export const pacedNews = (room: PacedRoom): PacedNews => ({
  id: room.id,
  code: room.code,
  status: room.status,
  hostId: room.hostId,
  timeLimit: room.timeLimit,
  questionCount: room.questionCount,
  participantCount: room.participantCount,
  phase: room.phase,
  currentQuestion: room.currentQuestion,
  openedAt: room.openedAt?.toISOString() ?? null,
  closesAt: room.closesAt?.toISOString() ?? null,
});

export const pacedRoomOf = (news: PacedNews): PacedRoom => ({
  ...news,
  openedAt: news.openedAt ? new Date(news.openedAt) : null,
  closesAt: news.closesAt ? new Date(news.closesAt) : null,
});

/** What 'game-started' says: the room and the instant its game started. */
export const startedNews = (code: string, at: Date | null) => ({ code, startedAt: (at ?? new Date()).toISOString() });

const roomsRemembered = 10_000;

export class PacedPusher {
  /** How far each room's game had got at its latest push (progressOf). */
  private readonly latest = new Map<string, number>();

  constructor(
    private readonly io: RealtimeServer,
    private readonly ctx: AppContext,
    private readonly closed: () => boolean,
    /** Sockets per turn of the event loop (a test's small room in several slices). */
    private readonly slice = broadcastSlice,
  ) {}

  /** Whether the room's game has moved on from question `index` being open (closed, or further), as last pushed. */
  movedOn(roomId: string, index: number) {
    return (
      (this.latest.get(roomId) ?? -Infinity) >
      progressOf({ status: 'in_progress', phase: 'open', currentQuestion: index })
    );
  }

  async push(room: PacedRoom) {
    const { io, ctx } = this;
    if (this.closed() || room.status !== 'in_progress') return;
    const progress = progressOf(room);
    // News that arrives after newer news (another instance's, a slow read) has nothing left to tell.
    if ((this.latest.get(room.id) ?? -Infinity) > progress) return;
    if (this.latest.size >= roomsRemembered) this.latest.clear();
    this.latest.set(room.id, progress);
    const outdated = () => this.closed() || (this.latest.get(room.id) ?? progress) > progress;
    try {
      if (room.phase === 'open') {
        const game = await ctx.gameCache.get(ctx, room as RoomMeta);
        const view = openView(room, game);
        // The start: 'game-started' and the first question reach each socket in one write, and in full (every phone
        // must hear that the game started, even if the host has already moved on).
        const started = room.currentQuestion === 0 ? startedNews(room.code, room.openedAt) : undefined;
        await emitInSlices(
          io,
          gameRoom(room.id),
          (to) => {
            if (started) to.emit('game-started', started);
            to.emit('host-paced-state', view);
          },
          { slice: this.slice, stopped: started ? this.closed : outdated },
        );
        return;
      }
      const viewOf = await closedViews(ctx, room);
      if (room.phase === 'scoreboard') {
        // The same for everyone: each player keeps their own outcome from the close.
        const view = viewOf('');
        await emitInSlices(io, gameRoom(room.id), (to) => to.emit('host-paced-state', view), {
          slice: this.slice,
          stopped: outdated,
        });
        return;
      }
      const namespace = io.of('/');
      await forEachSlice(
        io,
        gameRoom(room.id),
        (ids) => {
          for (const id of ids) {
            const socket = namespace.sockets.get(id);
            const user = (socket?.data as { user?: UserRow } | undefined)?.user;
            if (socket && user) socket.emit('host-paced-state', viewOf(user.id));
          }
        },
        { slice: this.slice, stopped: this.closed },
      );
    } catch (error) {
      if (!this.closed()) ctx.log.error({ err: error, roomId: room.id }, 'host-paced broadcast failed');
    }
  }
}
