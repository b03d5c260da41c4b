/**
 * Reading the text as written: the Unicode-aware patterns for words, dates, numbers and names, the public helpers
 * built on them (word count, a term's kind, cleaning, sentence splitting), and the page-to-sentence pass that undoes
 * what PDF extraction does to a layout (running headers, page numbers, hard line breaks, hyphenation).
 */
import type { SourcePage } from '../types';
import { ABBREVIATIONS, MONTH_NAMES } from './vocabulary';

export type TermKind = 'date' | 'year' | 'number' | 'name' | 'term';

/** What kind of word an English term is where it stands (pos.ts): distractors are the same kind of word. */
export type WordClass = 'noun' | 'verb' | 'adjective' | 'adverb' | 'number';

// ---------------------------------------------------------------------------------------------------------
// Patterns (all Unicode-aware)

export const L = String.raw`\p{L}\p{M}`;
const WORD_RE = /[\p{L}\p{M}\p{N}]+(?:['’\-.,][\p{L}\p{M}\p{N}]+)*/gu;
export const TOKEN_RE = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

const MONTHS_SRC = MONTH_NAMES.join('|');
const DAY_SRC = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const DATE_SRC = [
  String.raw`${DAY_SRC} (?:of )?(?:${MONTHS_SRC}),? \d{3,4}`,
  String.raw`(?:${MONTHS_SRC}) ${DAY_SRC}, \d{3,4}`,
  String.raw`(?:${MONTHS_SRC}) \d{4}`,
  String.raw`(?:${MONTHS_SRC}) ${DAY_SRC}(?!\d)`,
  String.raw`${DAY_SRC} (?:of )?(?:${MONTHS_SRC})`,
  String.raw`\d{1,2} [Tt]háng \d{1,2}(?: [Nn]ăm \d{3,4})?`,
  String.raw`[Tt]háng \d{1,2} [Nn]ăm \d{3,4}`,
  String.raw`\d{1,2}/\d{1,2}/\d{4}`,
].join('|');
export const DATE_RE = new RegExp(String.raw`(?<![${L}\p{N}/])(?:${DATE_SRC})(?![${L}\p{N}]|/\d)`, 'gu');
const DATE_FULL_RE = new RegExp(String.raw`^(?:${DATE_SRC})$`, 'u');
export const MONTH_WORD_RE = new RegExp(MONTHS_SRC.toLowerCase(), 'g');

const NUM_CORE_SRC = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?`;
const SCALE_SRC = 'thousand|million|billion|trillion|nghìn|ngàn|triệu|tỷ|tỉ';
const NUMBER_SRC = String.raw`(?:${NUM_CORE_SRC})(?: ?%| percent| per cent| phần trăm)?(?: (?:${SCALE_SRC}))?`;
export const NUMBER_RE = new RegExp(String.raw`(?<![${L}\p{N}_.,/\-–])(?:${NUMBER_SRC})(?![${L}\p{N}%]|[.,]\d)`, 'gu');
const NUMBER_FULL_RE = new RegExp(String.raw`^(?:${NUMBER_SRC})$`, 'u');

const NAME_WORD_SRC = String.raw`(?:[A-Z]\.|\p{Lu}[${L}]*(?:['’-]\p{L}[${L}]*)*)`;
const CONNECTOR_SRC = 'of the|of|de la|de|da|di|del|della|der|van|von|du|la|le|al|bin|ibn';
export const NAME_RE = new RegExp(
  String.raw`(?<![${L}\p{N}'’-])${NAME_WORD_SRC}(?:(?: (?:${CONNECTOR_SRC}))? ${NAME_WORD_SRC})*(?: \d{1,3}(?![${L}\p{N}]|[.,]\d))?`,
  'gu',
);

/** Letters specific to Vietnamese (đ, ơ, ư, ă and the precomposed vowels with a dot below or a hook above). */
const VIETNAMESE_CHAR_RE = /[đĐơƠưƯăĂ\u1EA0-\u1EF9]/u;

// ---------------------------------------------------------------------------------------------------------
// Public helpers

/** Words in the text, Unicode-aware: "Hồ Chí Minh" is 3 words, "3.14" and "e.g." are 1 each. */
export function countWords(text: string): number {
  return text.match(WORD_RE)?.length ?? 0;
}

/** The kind of a term, by its form alone: the generator only pairs an answer with distractors of its kind. */
export function termKind(term: string): TermKind {
  const t = term.trim();
  if (DATE_FULL_RE.test(t)) return 'date';
  if (/^\d{4}$/.test(t)) {
    const year = Number(t);
    if (year >= 1000 && year <= 2100) return 'year';
  }
  if (NUMBER_FULL_RE.test(t)) return 'number';
  if (/^\p{Lu}/u.test(t)) return 'name';
  return 'term';
}

/** Normalises extracted text: NFC, ligatures, soft hyphens, every kind of space but newlines to one space. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFC')
    .replace(/\u00AD[^\S\n]*\n\s*/g, '')
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[^\S\n]+/g, ' ');
}
const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

/** Splits one paragraph (single-spaced, no newlines needed) into sentences. */
export function splitSentences(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  return sentenceSpans(clean).map(([start, end]) => clean.slice(start, end).trim());
}

function sentenceSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?…]+["'”’»)\]]*/gu)) {
    const end = m.index + m[0].length;
    if (end < text.length && text[end] !== ' ') continue; // 3.14, U.S.A, "word.word"
    let next = end;
    while (text[next] === ' ') next++;
    if (next < text.length && !/[\p{Lu}\p{N}"'“‘«([•\-–—]/u.test(text[next] ?? '')) continue; // "e.g. a list"
    if (m[0] === '.') {
      const before = text.slice(start, m.index);
      const token = (/(\S+)$/.exec(before)?.[1] ?? '').replace(/^[("'“‘«[]+/u, '');
      if (ABBREVIATIONS.has(token.toLowerCase())) continue;
      if (/^[A-Z]$/.test(token)) continue; // an initial: "John F. Kennedy" (not the Vietnamese word "Á")
      if (/^(?:\p{L}\.)+\p{L}$/u.test(token)) continue; // e.g, i.e, U.S
    }
    if (text.slice(start, end).trim()) spans.push([start, end]);
    start = next;
  }
  if (text.slice(start).trim()) spans.push([start, text.length]);
  return spans.map(([a, b]) => {
    while (text[a] === ' ') a++;
    return [a, b];
  });
}

// ---------------------------------------------------------------------------------------------------------
// From pages to sentences

export interface Sentence {
  index: number;
  text: string;
  page: number;
  /** Written in Vietnamese (a document may mix languages: each sentence is judged on its own). */
  vietnamese: boolean;
}

interface Block {
  text: string;
  marks: { offset: number; page: number }[];
}

const PAGE_NUMBER_LINE_RE =
  /^(?:(?:page|trang|p\.)\s*)?[-–—([]?\s*\d{1,4}\s*[-–—)\]]?(?:\s*(?:\/|of|trên)\s*\d{1,4})?$/iu;

/** The lines of every page, without page numbers and running headers/footers repeated on most pages. */
function pageLines(pages: SourcePage[]): { page: number; lines: string[] }[] {
  const split = pages.map((p) => ({
    page: p.page,
    lines: cleanText(p.text ?? '')
      .split('\n')
      .map((line) => line.trim()),
  }));
  const drop = split.map(() => new Set<number>());
  split.forEach(({ lines }, n) => lines.forEach((line, i) => PAGE_NUMBER_LINE_RE.test(line) && drop[n]!.add(i)));
  if (split.length >= 4) {
    const keyOf = (line: string) =>
      line.length > 0 && line.length <= 100 ? line.toLowerCase().replace(/\d+/g, '#') : null;
    const edges = split.map(({ lines }) => {
      const filled = lines.flatMap((line, i) => (line ? [i] : []));
      return [...new Set([...filled.slice(0, 2), ...filled.slice(-2)])];
    });
    const pagesWithKey = new Map<string, number>();
    split.forEach(({ lines }, n) => {
      const keys = new Set(edges[n]!.map((i) => keyOf(lines[i] ?? '')).filter((k): k is string => k !== null));
      for (const key of keys) pagesWithKey.set(key, (pagesWithKey.get(key) ?? 0) + 1);
    });
    const threshold = Math.max(3, Math.ceil(split.length * 0.5));
    split.forEach(({ lines }, n) => {
      for (const i of edges[n]!) {
        const key = keyOf(lines[i] ?? '');
        if (key !== null && (pagesWithKey.get(key) ?? 0) >= threshold) drop[n]!.add(i);
      }
    });
  }
  return split.map(({ page, lines }, n) => ({ page, lines: lines.filter((_, i) => !drop[n]!.has(i)) }));
}

/** Paragraphs, re-joined across hard line breaks and hyphenation, remembering which page each part came from. */
function buildBlocks(pages: SourcePage[]): Block[] {
  const blocks: Block[] = [];
  let current: Block = { text: '', marks: [] };
  const flush = () => {
    if (current.text.trim()) blocks.push(current);
    current = { text: '', marks: [] };
  };
  for (const { page, lines } of pageLines(pages)) {
    const lengths = lines
      .filter(Boolean)
      .map((line) => line.length)
      .sort((a, b) => a - b);
    const median = lengths[Math.floor(lengths.length / 2)] ?? 0;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (!line) {
        flush();
        continue;
      }
      const next = lines.slice(i + 1, i + 4).find(Boolean) ?? '';
      const atSentenceEnd = !current.text || /[.!?…:"”’)]$/u.test(current.text);
      const heading =
        atSentenceEnd &&
        median >= 40 &&
        line.length < median * 0.6 &&
        line.split(' ').length <= 12 &&
        !/[.,;:!?…"”’)\]]$/u.test(line) &&
        /^[\p{Lu}\p{N}]/u.test(next);
      if (heading) {
        flush();
        current = { text: line, marks: [{ offset: 0, page }] };
        flush();
        continue;
      }
      if (!current.text) {
        current.marks.push({ offset: 0, page });
        current.text = line;
        continue;
      }
      if (/\p{L}[-\u2010]$/u.test(current.text) && /^\p{Ll}/u.test(line)) {
        current.text = current.text.slice(0, -1); // "exam-" + "ple"
      } else {
        current.text += ' ';
      }
      if (current.marks[current.marks.length - 1]?.page !== page)
        current.marks.push({ offset: current.text.length, page });
      current.text += line;
    }
  }
  flush();
  return blocks;
}

export function toSentences(pages: SourcePage[]): Sentence[] {
  const sentences: Sentence[] = [];
  for (const block of buildBlocks(pages)) {
    for (const [start, end] of sentenceSpans(block.text)) {
      let page = block.marks[0]?.page ?? 1;
      for (const mark of block.marks) if (mark.offset <= start) page = mark.page;
      const text = block.text.slice(start, end).trim();
      if (text) sentences.push({ index: sentences.length, text, page, vietnamese: VIETNAMESE_CHAR_RE.test(text) });
    }
  }
  return sentences;
}
