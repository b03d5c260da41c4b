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

  /** A quiz changed (edited, deleted, rated): its view and every list page may be stale. */
  quizChanged(quizId: string) {
    this.quizzes.delete(quizId);
    this.lists.clear();
  }
}
