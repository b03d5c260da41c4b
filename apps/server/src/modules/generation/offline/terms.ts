/**
 * What the whole document says about its words (which are ordinary lowercase words, which pairs stick together as
 * terms), and the key terms of each sentence: dates, years, numbers, names with the evidence of their role, and
 * technical terms. Questions are only ever asked about these.
 */
import {
  CALENDAR_WORDS,
  CONNECTORS,
  FUNCTION_WORDS,
  NAME_BREAKERS,
  NOT_WORD,
  PERSON_AFTER_RE,
  PERSON_BEFORE,
  PLACE_BEFORE,
  PLACE_BEFORE_WEAK,
  PLACE_HEADS,
  REFERENCE_WORDS,
  STOPWORDS,
  THING_HEADS,
  TITLES,
  VI_NAME_FOLLOWERS,
  VI_SURNAMES,
  noEvidence,
  type RoleEvidence,
} from './vocabulary';
import { DATE_RE, NAME_RE, NUMBER_RE, TOKEN_RE, termKind, type Sentence, type TermKind, type WordClass } from './text';

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

export interface Corpus {
  vietnamese: boolean;
  /** Words seen starting with a lowercase letter somewhere. */
  lowerSeen: Set<string>;
  /** Capitalised words seen other than as a sentence's first word. */
  capitalSeenMid: Set<string>;
  termWords: Set<string>;
  termBigrams: Set<string>;
  sentenceTexts: Set<string>;
}

export interface Occurrence {
  kind: TermKind;
  key: string;
  label: string;
  start: number;
  end: number;
  /** Evidence, for names, that this is a person, a place or a thing. */
  evidence: RoleEvidence;
  vietnamese: boolean;
  /** The lowercase words just before and after: numbers with the same unit make the best distractors. */
  context: string[];
  /** An English term's kind of word in its sentence (pos.ts); absent for other kinds and in Vietnamese. */
  wordClass?: WordClass | null;
}

const isLowerWord = (word: string) => /^\p{Ll}/u.test(word);
export const isStop = (word: string) => STOPWORDS.has(word.toLowerCase());

export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN_RE)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Offset of the first letter or digit: a sentence may open with a quote or a bracket. */
function firstWordOffset(text: string): number {
  const m = /[\p{L}\p{N}]/u.exec(text);
  return m ? m.index : 0;
}

export function analyse(sentences: Sentence[], tokens: Token[][]): Corpus {
  const vietnamese = sentences.filter((s) => s.vietnamese).length > sentences.length * 0.3;
  const lowerSeen = new Set<string>();
  const capitalSeenMid = new Set<string>();
  const unigrams = new Map<string, number>();
  const englishUnigrams = new Map<string, number>();
  const bigrams = new Map<string, number>();
  const vietnameseBigrams = new Set<string>();
  const trigrams = new Map<string, number>();
  sentences.forEach((sentence, n) => {
    const words = tokens[n]!;
    const first = firstWordOffset(sentence.text);
    words.forEach((token, i) => {
      if (isLowerWord(token.text)) {
        lowerSeen.add(token.lower);
        unigrams.set(token.lower, (unigrams.get(token.lower) ?? 0) + 1);
        if (!sentence.vietnamese) englishUnigrams.set(token.lower, (englishUnigrams.get(token.lower) ?? 0) + 1);
        const next = words[i + 1];
        if (next && isLowerWord(next.text) && sentence.text.slice(token.end, next.start) === ' ') {
          const key = `${token.lower} ${next.lower}`;
          bigrams.set(key, (bigrams.get(key) ?? 0) + 1);
          if (sentence.vietnamese) vietnameseBigrams.add(key);
          const third = words[i + 2];
          if (third && isLowerWord(third.text) && sentence.text.slice(next.end, third.start) === ' ') {
            const triple = `${key} ${third.lower}`;
            trigrams.set(triple, (trigrams.get(triple) ?? 0) + 1);
          }
        }
      } else if (token.start !== first) {
        capitalSeenMid.add(token.text);
      }
    });
  });
  // Vietnamese words are syllables: a single one is rarely a term, so Vietnamese terms are pairs only.
  const termWords = new Set<string>();
  for (const [word, count] of englishUnigrams) {
    const letters = word.replace(/['’-]/g, '').length;
    if (isStop(word) || /(?:ly|ed|ing)$/u.test(word) || /['’]/u.test(word)) continue;
    if ((count >= 2 && letters >= 6) || letters >= 10) termWords.add(word);
  }
  const termBigrams = new Set<string>();
  for (const [bigram, count] of bigrams) {
    if (count < 2) continue;
    const [a = '', b = ''] = bigram.split(' ');
    if (isStop(a) || isStop(b) || /['’]/u.test(bigram)) continue;
    // "Sticky": the pair makes up a good share of the rarer word's uses ("carbon dioxide", not "planets orbit").
    if (count < 0.5 * Math.min(unigrams.get(a) ?? 0, unigrams.get(b) ?? 0)) continue;
    if (vietnameseBigrams.has(bigram)) {
      if (a.length + b.length < 4) continue;
    } else if (
      a.length < 3 ||
      b.length < 3 ||
      /ly$/u.test(a) ||
      /(?:ly|ed|ing)$/u.test(b) ||
      Math.max(a.length, b.length) < 5
    ) {
      continue;
    }
    termBigrams.add(bigram);
  }
  // A pair that only ever occurs inside one longer phrase beside a more frequent pair is a fragment of it:
  // "cuộc kháng" and "chiến chống" in "cuộc kháng chiến chống", where "kháng chiến" is the term.
  for (const [triple, count] of trigrams) {
    const [a, b, c] = triple.split(' ');
    const left = `${a} ${b}`;
    const right = `${b} ${c}`;
    if (!termBigrams.has(left) || !termBigrams.has(right)) continue;
    const leftCount = bigrams.get(left) ?? 0;
    const rightCount = bigrams.get(right) ?? 0;
    // Both always together: which pair is the word is unknown, so neither is used.
    if (rightCount === count && leftCount >= count) termBigrams.delete(right);
    if (leftCount === count && rightCount >= count) termBigrams.delete(left);
  }
  return {
    vietnamese,
    lowerSeen,
    capitalSeenMid,
    termWords,
    termBigrams,
    sentenceTexts: new Set(sentences.map((s) => s.text.toLowerCase())),
  };
}

const WORD_BEFORE_RE = new RegExp(String.raw`([\p{L}\p{M}]+)${NOT_WORD}*$`, 'u');
const WORD_AFTER_RE = new RegExp(String.raw`^${NOT_WORD}*([\p{L}\p{M}]+)`, 'u');
const wordBefore = (text: string, start: number) =>
  WORD_BEFORE_RE.exec(text.slice(Math.max(0, start - 30), start))?.[1];
const wordAfter = (text: string, end: number) => WORD_AFTER_RE.exec(text.slice(end, end + 30))?.[1];

export const wordsOf = (label: string) => label.toLowerCase().split(/\s+/).filter(Boolean);

function nameEvidence(text: string, start: number, end: number, label: string, vietnamese: boolean): RoleEvidence {
  let previous = (wordBefore(text, start) ?? '').toLowerCase();
  if (previous === 'the' || previous === 'a' || previous === 'an') {
    previous = (wordBefore(text, text.lastIndexOf(previous, start)) ?? '').toLowerCase(); // "in the Ocean of Storms"
  }
  const words = wordsOf(label);
  const evidence = noEvidence();
  if (PERSON_BEFORE.has(previous)) evidence.person += 1;
  if (PERSON_AFTER_RE.test(text.slice(end, end + 30))) evidence.person += 1;
  if ((previous === 'by' || previous === 'bởi') && words.length >= 2) evidence.person += 0.5;
  if (vietnamese && words.length >= 2 && VI_SURNAMES.has(words[0]!)) evidence.person += 0.75;
  if (PLACE_BEFORE.has(previous)) evidence.place += 1;
  else if (PLACE_BEFORE_WEAK.has(previous)) evidence.place += 0.5;
  const head = words.includes('of') ? words[0]! : words[words.length - 1]!; // Sea of Tranquility, Pacific Ocean
  if (!vietnamese && PLACE_HEADS.has(head)) evidence.place += 1.5;
  if (!vietnamese && THING_HEADS.has(head)) evidence.thing += 2;
  // "Jack Swigert", "Wernher von Braun": two or three capitalised words with no head word are usually a person.
  const capitalised = label.split(' ').filter((w) => !CONNECTORS.has(w));
  if (
    !vietnamese &&
    capitalised.length >= 2 &&
    capitalised.length <= 3 &&
    !words.includes('of') &&
    capitalised.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w)) &&
    !PLACE_HEADS.has(head) &&
    !THING_HEADS.has(head)
  ) {
    evidence.person += 0.5;
  }
  return evidence;
}

function contextWords(text: string, start: number, end: number): string[] {
  const before = wordBefore(text, start);
  const after = wordAfter(text, end);
  return [before, after]
    .filter((w): w is string => !!w)
    .map((w) => w.toLowerCase())
    .filter((w) => !FUNCTION_WORDS.has(w));
}

/** The key terms of one sentence, at most one per span, of the five kinds. */
export function extractTerms(sentence: Sentence, words: Token[], corpus: Corpus): Occurrence[] {
  const { text, vietnamese } = sentence;
  const found: Occurrence[] = [];
  const used = new Uint8Array(text.length);
  const free = (a: number, b: number) => !used.subarray(a, b).includes(1);
  const take = (a: number, b: number) => used.fill(1, a, b);
  const add = (kind: TermKind, label: string, start: number, end: number) => {
    take(start, end);
    const evidence = kind === 'name' ? nameEvidence(text, start, end, label, vietnamese) : noEvidence();
    const context = contextWords(text, start, end);
    found.push({ kind, key: label.toLowerCase(), label, start, end, evidence, vietnamese, context });
  };

  for (const m of text.matchAll(DATE_RE)) add('date', m[0], m.index, m.index + m[0].length);

  const first = firstWordOffset(text);
  for (const m of text.matchAll(NAME_RE)) {
    for (const span of refineName(text, m.index, m[0], first, vietnamese, corpus)) {
      if (!free(span.start, span.end)) continue;
      if (span.reject) take(span.start, span.end);
      else add('name', text.slice(span.start, span.end), span.start, span.end);
    }
  }

  for (const m of text.matchAll(NUMBER_RE)) {
    const end = m.index + m[0].length;
    if (!free(m.index, end)) continue;
    const previous = /([\p{L}.]+)\s$/u.exec(text.slice(Math.max(0, m.index - 20), m.index))?.[1] ?? '';
    if (REFERENCE_WORDS.has(previous.replace(/\.$/, '').toLowerCase())) continue;
    add(termKind(m[0]), m[0], m.index, end);
  }

  const usable = (token: Token) =>
    isLowerWord(token.text) || (token.start === first && corpus.lowerSeen.has(token.lower));
  for (let i = 0; i < words.length; i++) {
    const token = words[i]!;
    const next = words[i + 1];
    if (
      next &&
      usable(token) &&
      isLowerWord(next.text) &&
      text.slice(token.end, next.start) === ' ' &&
      corpus.termBigrams.has(`${token.lower} ${next.lower}`) &&
      free(token.start, next.end)
    ) {
      add('term', `${token.lower} ${next.lower}`, token.start, next.end);
      i++;
      continue;
    }
    if (usable(token) && corpus.termWords.has(token.lower) && free(token.start, token.end)) {
      add('term', token.lower, token.start, token.end);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Cleans one run of capitalised words into names: drops a sentence's first word when it is an ordinary word,
 * titles ("President"), calendar words, possessives; refuses what is not a name. A `reject` span is kept out
 * of every other kind (it is part of a longer Vietnamese phrase such as "Tuyên ngôn Độc lập").
 */
function refineName(
  text: string,
  start: number,
  raw: string,
  sentenceStart: number,
  vietnamese: boolean,
  corpus: Corpus,
): { start: number; end: number; reject: boolean }[] {
  const parts: { word: string; start: number }[] = [];
  let offset = start;
  for (const word of raw.split(' ')) {
    parts.push({ word, start: offset });
    offset += word.length + 1;
  }
  // Split into runs at calendar words, and (English) at capitalised stopwords such as "The" or "In".
  const runs: (typeof parts)[] = [[]];
  for (const part of parts) {
    const lower = part.word.toLowerCase();
    const titleCaseStop = /^\p{Lu}\p{Ll}*$/u.test(part.word) && NAME_BREAKERS.has(lower) && !vietnamese;
    if (CALENDAR_WORDS.has(lower) || (titleCaseStop && part.start !== sentenceStart)) runs.push([]);
    else runs[runs.length - 1]!.push(part);
  }

  const spans: { start: number; end: number; reject: boolean }[] = [];
  for (let run of runs) {
    const trim = () => {
      while (run.length && CONNECTORS.has(run[0]!.word)) run = run.slice(1);
      while (run.length && (CONNECTORS.has(run[run.length - 1]!.word) || /^[A-Z]\.$/.test(run[run.length - 1]!.word))) {
        run = run.slice(0, -1);
      }
    };
    trim();
    if (run.length && run[0]!.start === sentenceStart) {
      const word = run[0]!.word;
      const lower = word.toLowerCase();
      const capitals = run.filter((p) => /^\p{Lu}/u.test(p.word)).length;
      const keep = corpus.capitalSeenMid.has(word) || (capitals >= 2 && !corpus.lowerSeen.has(lower) && !isStop(lower));
      if (!keep || isStop(lower)) run = run.slice(1);
      trim();
    }
    while (run.length > 1 && TITLES.has(run[0]!.word.replace(/\.$/, '').toLowerCase())) {
      run = run.slice(1);
      trim();
    }
    if (!run.length) continue;
    const spanStart = run[0]!.start;
    const lastPart = run[run.length - 1]!;
    let spanEnd = lastPart.start + lastPart.word.length;
    if (/['’]s$/u.test(lastPart.word)) spanEnd -= 2;
    const label = text.slice(spanStart, spanEnd);
    const capitalWords = run.filter((p) => /^\p{Lu}/u.test(p.word));
    const single = capitalWords.length === 1 && run.length === 1;
    const acronym = single && /^\p{Lu}{2,6}$/u.test(label);

    if (label.length < 2 || run.length > 6) continue;
    if (run.some((p) => /^\p{Lu}{7,}$/u.test(p.word))) continue; // a shouted heading, not a name
    if (single && (/^[IVXLCDM]+$/u.test(label) || /^\p{Lu}\.?$/u.test(label))) continue;
    if (single && !acronym && (corpus.lowerSeen.has(label.toLowerCase()) || isStop(label))) continue;

    if (!vietnamese && single) {
      // "the Dutch physician", "the Apollo program": a one-word name modifying a noun is an adjective here.
      const after = /^ (\p{Ll}[\p{L}\p{M}]*)/u.exec(text.slice(spanEnd))?.[1];
      if (after && !isStop(after) && !/(?:ed|s)$/u.test(after) && !PERSON_AFTER_RE.test(` ${after}`)) continue;
    }
    if (vietnamese) {
      const after = /^ (\p{Ll}[\p{L}\p{M}]*)( \p{Lu})?/u.exec(text.slice(spanEnd));
      if (after && ((single && !VI_NAME_FOLLOWERS.has(after[1]!)) || (after[2] && !isStop(after[1]!)))) {
        // "Tuyên ngôn", "Chủ tịch", "Việt Nam Dân chủ Cộng hòa": a fragment of a longer proper phrase.
        spans.push({ start: spanStart, end: spanEnd, reject: true });
        continue;
      }
    }
    spans.push({ start: spanStart, end: spanEnd, reject: false });
  }
  return spans;
}
