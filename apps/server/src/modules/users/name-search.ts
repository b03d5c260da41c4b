/**
 * Finding people by name, the one rule of the friends search and the admin panel (issue 36, decision 024): every
 * word of the query somewhere in the username or display name, case and Vietnamese diacritics folded on both sides,
 * so 'Linh Pham' and 'linh phạm' find 'Linh Phạm' (and 'Phạm Thị Linh', family name first).
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { foldedContains, searchWords } from '../../lib/like';

/** Written exactly as users_name_key_trgm_idx (migration 0020) holds it, so that the index answers. */
const userNameKey = sql`search_key(${users.username} || ' ' || coalesce(${users.displayName}, ''))`;

/** Each word of `query` in the person's names; `orElse` lets a word match elsewhere too (the admin panel: the email). */
export function nameHasEveryWord(query: string, orElse?: (word: string) => SQL): SQL | undefined {
  return and(
    ...searchWords(query).map((word) => {
      const inName = foldedContains(userNameKey, word);
      return orElse ? sql`(${inName} or ${orElse(word)})` : inName;
    }),
  );
}

/** For ordering: the display name holds the whole query, its words in order ('Linh Phạm' before 'Phạm Thị Linh'). */
export const displayNameHasPhrase = (query: string) =>
  foldedContains(sql`search_key(coalesce(${users.displayName}, ''))`, searchWords(query).join(' '));
