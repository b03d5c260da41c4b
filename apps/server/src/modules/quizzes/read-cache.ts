/**
 * Cached public reads of quizzes. Only views without the answer key are cached, so what is served from here
 * is what any reader may see; the owner's and admins' views always come fresh from the database.
 */
import type { z } from 'zod';
import type { quizListQuery } from '@quiz/contract/quizzes';
import { ResponseCache } from '../../lib/response-cache';

const ttlMs = 2000;

export class QuizReadCache {
  /** Pages of the public list, by their query. */
  readonly lists = new ResponseCache(ttlMs, 500);
  /** Public quizzes as a non-owner sees them, with their owner's id to tell who must not get this view. */
  readonly quizzes = new ResponseCache<{ ownerId: string }>(ttlMs, 5000);

  listKey(query: z.output<typeof quizListQuery>) {
    return `${query.page}|${query.limit}|${query.category ?? ''}|${query.search ?? ''}`;
  }

  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Bumped by every change: a read that began before one does not keep what it read. */
  private changes = 0;

  /**
   * One read of a quiz for everyone who asks while it runs (a school opening a shared link in the same second):
   * the first caller's `read` runs, the others wait for its result. `stillCurrent()` says whether no quiz changed
   * since the read began, that is, whether what it read may be kept in the cache.
   */
  reading<T>(quizId: string, read: (stillCurrent: () => boolean) => Promise<T>): Promise<T> {
    const running = this.inFlight.get(quizId);
    if (running) return running as Promise<T>;
    const began = this.changes;
    const promise = read(() => this.changes === began).finally(() => {
      if (this.inFlight.get(quizId) === promise) this.inFlight.delete(quizId);
    });
    this.inFlight.set(quizId, promise);
    return promise;
  }

  /** A quiz changed (edited, deleted, rated): its view and every list page may be stale. */
  quizChanged(quizId: string) {
    this.changes += 1;
    this.quizzes.delete(quizId);
    // Whoever asks from now on reads it again rather than wait for a read that began before the change.
    this.inFlight.delete(quizId);
    this.lists.clear();
  }
}
