/**
 * Guests' nicknames (issue 14): what a nickname may be, and the key two nicknames are compared by, so that 'Minh',
 * 'minh' and 'Mính' are one name in a room. Shared by the server's check and the /play form.
 */
import { z } from 'zod';
import { Issue } from './schema-messages';
import { textKey } from './text-keys';

export const NicknameLimits = { min: 1, max: 20 } as const;

/** Lower case, Vietnamese diacritics and đ dropped, runs of spaces made one: the room's uniqueness key. */
export const nicknameKey = (nickname: string): string => textKey(nickname);

/**
 * A small list, for a name projected in front of a class; not a filter of speech. Long words are refused anywhere
 * in a nickname, short ones only as a whole word (so 'Dickens' and 'Long' stay allowed). Compared on the key, so
 * the Vietnamese ones catch every way of typing their diacritics.
 */
const refusedAnywhere = [
  'fuck',
  'shit',
  'bitch',
  'cunt',
  'nigger',
  'nigga',
  'faggot',
  'asshole',
  'whore',
  'slut',
  'pussy',
  'penis',
  'vagina',
  'porn',
  'rapist',
  'hitler',
  'dume',
  'duma',
  'dumay',
  'dit me',
  'ditme',
  'du ma',
  'dcmm',
  'cho chet',
];
const refusedWords = new Set([
  'dick',
  'cock',
  'fag',
  'rape',
  'nazi',
  'sex',
  'dit',
  'lon',
  'cac',
  'dm',
  'dmm',
  'dcm',
  'vcl',
  'vkl',
  'clm',
  'cmm',
  'cdm',
  'vl',
]);

export function isRefusedNickname(nickname: string): boolean {
  const key = nicknameKey(nickname);
  const squeezed = key.replace(/[^a-z0-9 ]+/g, '');
  if (refusedAnywhere.some((word) => squeezed.includes(word) || squeezed.replace(/ /g, '').includes(word))) {
    return true;
  }
  // Whole words, and also with dots or dashes between letters taken out ('Đ.M', 'v-c-l').
  const words = [...key.split(/[^a-z0-9]+/), ...squeezed.split(' ')];
  return words.some((word) => refusedWords.has(word));
}

// Control and format characters (every Cc and Cf: zero widths, bidi overrides and isolates, soft hyphens…) and the
// blank fillers that look like nothing, any of which could hide or reorder a name's real letters.
const hiddenCharacters = /[\p{Cc}\p{Cf}\u034f\u115f\u1160\u3164\uffa0]/u;

export const nicknameField = z
  .string({ error: Issue.nicknameRequired })
  .transform((s) => s.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(NicknameLimits.min, Issue.nicknameRequired)
      .max(NicknameLimits.max, Issue.nicknameTooLong)
      .refine((s) => !hiddenCharacters.test(s), Issue.nicknameInvalid)
      .refine((s) => !isRefusedNickname(s), Issue.nicknameRefused),
  );
