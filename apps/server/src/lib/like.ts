import { sql, type SQL } from 'drizzle-orm';

/** An ILIKE pattern that matches `text` anywhere, with its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A query of more words than this is cut: each word is one more condition on an index. */
export const searchWordsMax = 8;

/** The words of a search as typed, at most `searchWordsMax`. */
export const searchWords = (query: string) => query.trim().split(/\s+/).filter(Boolean).slice(0, searchWordsMax);

/**
 * `key`, a text already folded by search_key (migration 0020: case, Vietnamese diacritics, đ and runs of spaces do
 * not count), contains `text` folded the same way, its `%`, `_` and `\` taken literally.
 */
export const foldedContains = (key: SQL, text: string) => sql`${key} like search_key(${containsPattern(text)})`;
