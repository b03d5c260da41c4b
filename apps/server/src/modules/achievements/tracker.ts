/**
 * Checks achievements after the events that can satisfy them (a graded attempt, a finished game, a login, a quiz
 * created, a rating, a friendship), off the request's path: each person is queued once however many events came,
 * those queued together are checked together (a class at the end of its game: two statements, not two per player),
 * and each is told of what unlocked through `notify` (every tab, every instance). While a live game is writing
 * (`busy`), the checks give way to it, a few people at a time: a login streak or a class joining queues hundreds.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Achievement } from '@quiz/contract/achievements';
import type { Database } from '../../db/client';
import { unlockAchievements, unlockAchievementsFor } from './service';

/** A check reads several tables per person: while a game writes, four small batches a second leave it the database. */
const busyPaceMs = 250;
const busyBatch = 10;
/** People per check otherwise (a class's end of game): each of the two statements stays a few hundred rows. */
const batchMax = 200;

export type UnlockNotifier = (userId: string, achievements: Achievement[]) => void;

export class AchievementTracker {
  private readonly queued = new Set<string>();
  private draining: Promise<void> | null = null;
  private notify: UnlockNotifier = () => {};

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    /** Whether a live game's writes are under way: the checks then go at most one per `busyPaceMs`. */
    private readonly busy: () => boolean = () => false,
  ) {}

  /** Where unlocks are announced; set once the realtime layer is up. */
  onUnlock(notify: UnlockNotifier) {
    this.notify = notify;
  }

  /** Queues these people for a check; returns at once. */
  check(userIds: Iterable<string>) {
    for (const id of userIds) this.queued.add(id);
    this.kick();
  }

  /** Checks one person now and announces what unlocked (for `check-achievements`, which wants the answer). */
  async checkNow(userId: string): Promise<Achievement[]> {
    const unlocked = await unlockAchievements(this.db, userId);
    if (unlocked.length > 0) this.notify(userId, unlocked);
    return unlocked;
  }

  /** Resolves once every queued check has run (tests, shutdown). */
  async idle() {
    while (this.draining) await this.draining;
  }

  /** Starts draining unless it is under way; a check queued as a drain ends starts the next one. */
  private kick() {
    if (this.draining || this.queued.size === 0) return;
    this.draining = this.drain().finally(() => {
      this.draining = null;
      this.kick();
    });
  }

  private async drain() {
    // Let the event's own work (the response, the other participants' rows) go first.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queued.size > 0) {
      const busy = this.busy();
      if (busy) await new Promise((resolve) => setTimeout(resolve, busyPaceMs));
      const batch: string[] = [];
      for (const userId of this.queued) {
        batch.push(userId);
        if (batch.length === (busy ? busyBatch : batchMax)) break;
      }
      for (const userId of batch) this.queued.delete(userId);
      try {
        const unlocked = await unlockAchievementsFor(this.db, batch);
        for (const [userId, achievements] of unlocked) this.notify(userId, achievements);
      } catch (error) {
        this.log.error({ err: error, userIds: batch }, 'checking achievements failed');
      }
    }
  }
}
