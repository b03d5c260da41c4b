/**
 * The message files: every language has every key, in the same part, with the same placeholders and tags; every
 * key is used.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@quiz/contract/languages';
import enBase from './en/base.json';
import enInfo from './en/info.json';
import enPages from './en/pages.json';
import viBase from './vi/base.json';
import viInfo from './vi/info.json';
import viPages from './vi/pages.json';

type Tree = { [key: string]: string | Tree };

/** Each language's parts (i18n/index.ts fetches them apart), and the whole of each language. */
const parts = {
  en: { base: enBase, info: enInfo, pages: enPages },
  vi: { base: viBase, info: viInfo, pages: viPages },
} satisfies Record<string, Record<string, Tree>>;
const files = { en: { ...enBase, ...enInfo, ...enPages }, vi: { ...viBase, ...viInfo, ...viPages } };
const en = files.en;
const vi = files.vi;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

/** 'x_one' and 'x_other' are one message 'x' in its plural forms (a language has the forms its rules need). */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const messagesOf = (language: keyof typeof files) => {
  const forms = flatten(files[language] as Tree);
  const messages = new Map<string, string[]>();
  for (const [key, text] of forms) {
    const base = key.replace(pluralSuffix, '');
    messages.set(base, [...(messages.get(base) ?? []), text]);
  }
  return messages;
};
const placeholders = (texts: string[]) =>
  [...new Set(texts.flatMap((t) => t.match(/\{\{\s*\w+[^}]*\}\}|<\/?\w+\s*\/?>/g) ?? []))].sort();

const english = messagesOf('en');

describe('the message files', () => {
  it.each(languageCodes)('%s has exactly the keys of English, none empty', (language) => {
    const messages = messagesOf(language);
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, texts] of messages) for (const text of texts) expect(text.trim(), key).not.toBe('');
  });

  it.each(languageCodes)('%s has each section in the part English has it in, and in one part only', (language) => {
    const sectionsOf = (language: keyof typeof parts) =>
      Object.fromEntries(Object.entries(parts[language]).map(([part, tree]) => [part, Object.keys(tree).sort()]));
    expect(sectionsOf(language)).toEqual(sectionsOf('en'));
    const sections = Object.values(sectionsOf(language)).flat();
    expect(new Set(sections).size).toBe(sections.length);
  });

  it.each(languageCodes)('%s has the placeholders and tags of English in every message', (language) => {
    for (const [key, texts] of messagesOf(language)) {
      expect(placeholders(texts), key).toEqual(placeholders(english.get(key)!));
    }
  });

  it("reads English in English, and the spec's Vietnamese phrases in Tiếng Việt exactly as the spec writes them", () => {
    // Only the examples of a Vietnamese answer ('Hà Nội') are Vietnamese on an English screen.
    const vietnamese = [...flatten(en as Tree)].filter(([, text]) =>
      /[àáâãèéêìíòóôõùúýăđĩũơưạ-ỹ]/iu.test(text.replaceAll('Hà Nội', '')),
    );
    expect(vietnamese).toEqual([]);
    const vietnameseTexts = flatten(vi as Tree);
    expect(
      ['friends.addFriend', 'friends.sent', 'friends.accept', 'friends.decline', 'quizzes.edit.pending'].map((key) =>
        vietnameseTexts.get(key),
      ),
    ).toEqual(['Kết bạn', 'Đã gửi', 'Chấp nhận', 'Từ chối', 'Đang cập nhật...']);
    expect(vietnameseTexts.get('dashboard.myQuizzes.searchPlaceholder')).toBe('Tìm kiếm quiz...');
  });

  it('has no key that the code never uses', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const source = files.map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n');
    const unused = [...english.keys()].filter((key) => {
      if (source.includes(`'${key}'`) || source.includes(`"${key}"`)) return false;
      // A key chosen at run time, t(`categories.${category}`): its group is named in a template.
      const parts = key.split('.');
      return !parts.slice(1).some((_, i) => source.includes('`' + parts.slice(0, i + 1).join('.') + '.${'));
    });
    expect(unused).toEqual([]);
  });
});
