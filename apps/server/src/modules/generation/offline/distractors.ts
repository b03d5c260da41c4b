/**
 * Distractor pools: every key term of the document by kind, with its usual spelling, role and the words around it,
 * and the ranking that picks the same-kind terms most like an answer (close years, numbers with the same unit and
 * magnitude, names of the same shape and role). Both question builders draw wrong answers from here.
 */
import { ROLES, noEvidence, roleOf, type Role, type RoleEvidence } from './vocabulary';
import { MONTH_WORD_RE, type Sentence, type TermKind, type WordClass } from './text';
import { wordsOf, type Corpus, type Occurrence } from './terms';
import { parseNumber, type ParsedNumber } from './numbers';

export interface PoolEntry {
  kind: TermKind;
  key: string;
  labels: Map<string, number>;
  count: number;
  evidence: RoleEvidence;
  /** Names listed beside this one ("A, B and C"): they usually share its role. */
  listedWith: Set<string>;
  role: Role | null;
  /** How many of its occurrences are in Vietnamese sentences: distractors keep the answer's language. */
  vietnamese: number;
  /** An English term's kinds of word where the document uses it (pos.ts), and how many of its uses were tagged. */
  wordClasses: Partial<Record<WordClass, number>>;
  tagged: number;
  /** Computed once the document is read: its most frequent spelling and the features distractors are matched on. */
  label: string;
  acronym: boolean;
  designation: boolean;
  parsed: ParsedNumber | null;
  context: Set<string>;
  words: string[];
}

const isAcronym = (label: string) => /^\p{Lu}\S*\p{Lu}/u.test(label) && !/\s/u.test(label); // NASA, RuBisCO
const isDesignation = (label: string) => /\d|\s(?:[IVX]+|\p{Lu})$/u.test(label); // Apollo 11, Saturn V, World War II

function bestLabel(entry: PoolEntry): string {
  let best = '';
  let bestCount = -1;
  for (const [label, count] of entry.labels) {
    if (count > bestCount) [best, bestCount] = [label, count];
  }
  return best;
}

/** Comparison key for "the same option": case, spacing and, for numbers, separators do not count. */
export function optionKey(label: string): string {
  const key = label.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  return /\d/.test(key) ? key.replace(/[\s.,]/g, '') : key;
}

export type Pools = Record<TermKind, Map<string, PoolEntry>>;

const LIST_SEPARATOR_RE = /^(?:, | and |, and | or | và | hoặc |, và )$/u;

/** Every key term of every real sentence (not headings), by kind, with what the document says around it. */
export function buildPools(sentences: Sentence[], occurrences: Occurrence[][], vietnamese: boolean): Pools {
  const pools: Pools = { date: new Map(), year: new Map(), number: new Map(), name: new Map(), term: new Map() };
  const pendingLinks: [string, string][] = [];
  for (const sentence of sentences) {
    if (!/[.!?…]["'”’»)\]]*$/u.test(sentence.text)) continue;
    const list = occurrences[sentence.index]!;
    list.forEach((o, i) => {
      const pool = pools[o.kind];
      let entry = pool.get(o.key);
      if (!entry) {
        entry = {
          kind: o.kind,
          key: o.key,
          labels: new Map(),
          count: 0,
          evidence: noEvidence(),
          listedWith: new Set(),
          role: null,
          vietnamese: 0,
          wordClasses: {},
          tagged: 0,
          label: o.label,
          acronym: false,
          designation: false,
          parsed: null,
          context: new Set(),
          words: wordsOf(o.label),
        };
        pool.set(o.key, entry);
      }
      entry.count++;
      for (const role of ROLES) entry.evidence[role] += o.evidence[role];
      if (o.vietnamese) entry.vietnamese++;
      if (o.wordClass !== undefined) {
        entry.tagged++;
        if (o.wordClass) entry.wordClasses[o.wordClass] = (entry.wordClasses[o.wordClass] ?? 0) + 1;
      }
      entry.labels.set(o.label, (entry.labels.get(o.label) ?? 0) + 1);
      for (const w of o.context) entry.context.add(w);
      const next = list[i + 1];
      if (
        o.kind === 'name' &&
        next?.kind === 'name' &&
        LIST_SEPARATOR_RE.test(sentence.text.slice(o.end, next.start))
      ) {
        entry.listedWith.add(next.key);
        const other = pool.get(next.key);
        if (other) other.listedWith.add(o.key);
        else pendingLinks.push([next.key, o.key]);
      }
    });
  }
  for (const [key, listed] of pendingLinks) pools.name.get(key)?.listedWith.add(listed);
  for (const pool of Object.values(pools)) {
    for (const entry of pool.values()) {
      entry.label = bestLabel(entry);
      entry.acronym = isAcronym(entry.label);
      entry.designation = isDesignation(entry.label);
      if (entry.kind === 'number') entry.parsed = parseNumber(entry.label, vietnamese);
    }
  }
  for (const entry of pools.name.values()) {
    const evidence = { ...entry.evidence };
    for (const key of entry.listedWith) {
      const other = pools.name.get(key);
      const role = other && roleOf(other.evidence);
      if (role) evidence[role] += 0.5;
    }
    entry.role = roleOf(evidence);
  }
  return pools;
}

function shareWords(a: string[], b: string[]): boolean {
  const small = a.length <= b.length ? a : b;
  const large = new Set(a.length <= b.length ? b : a);
  return small.every((w) => large.has(w));
}

/**
 * Whether a term may stand for an answer of this kind of word: the document uses it that way more often than not
 * (a word used as often as a noun as a verb is neither's distractor). Untagged: no opinion.
 */
function sameWordClass(wanted: WordClass | null | undefined, entry: PoolEntry): boolean {
  if (!wanted || entry.tagged === 0) return true;
  return (entry.wordClasses[wanted] ?? 0) * 2 > entry.tagged;
}

/** Same-kind terms from the document, best distractors first. */
export function rankPool(
  kind: TermKind,
  answer: string,
  occurrence: Occurrence,
  answerEntry: PoolEntry | undefined,
  pool: Map<string, PoolEntry>,
  corpus: Corpus,
  random: () => number,
): string[] {
  const answerWords = wordsOf(answer);
  const scored: { label: string; score: number }[] = [];
  const answerContext = new Set([...occurrence.context, ...(answerEntry?.context ?? [])]);
  const answerRole = answerEntry?.role ?? roleOf(occurrence.evidence);

  const parsedAnswer = kind === 'number' ? parseNumber(answer, corpus.vietnamese) : null;
  const answerYear = (label: string) => Number(/\d{4}(?!.*\d{4})/u.exec(label)?.[0] ?? NaN);
  const dateShape = (label: string) => label.toLowerCase().replace(MONTH_WORD_RE, 'M').replace(/\d+/g, '#');

  for (const entry of pool.values()) {
    if (entry.key === occurrence.key) continue;
    if ((kind === 'name' || kind === 'term') && entry.vietnamese * 2 > entry.count !== occurrence.vietnamese) continue;
    const label = entry.label;
    let score = random() * 0.6;
    switch (kind) {
      case 'name': {
        if (isAcronym(answer) !== entry.acronym || isDesignation(answer) !== entry.designation) continue;
        if (shareWords(answerWords, entry.words)) continue; // "Curie" vs "Marie Curie": the same person
        const gap = Math.abs(entry.words.length - answerWords.length);
        if (gap >= 3) continue;
        score += gap === 0 ? 2 : gap === 1 ? 1 : 0;
        if (answerRole && entry.role && answerRole !== entry.role) continue; // a person for a place
        if (answerRole && entry.role === answerRole) score += 2;
        if (entry.designation && entry.words[0] === answerWords[0]) score += 1; // Apollo 11 / Apollo 13
        if ([...entry.context].some((w) => answerContext.has(w))) score += 0.5;
        score += 0.3 * Math.min(entry.count, 4);
        break;
      }
      case 'term': {
        if (entry.words.length !== answerWords.length || shareWords(answerWords, entry.words)) continue;
        if (!sameWordClass(occurrence.wordClass, entry)) continue; // 'happen' or 'professional' for 'program'
        const plural = (w: string) => /[^s]s$/u.test(w) && !/(?:us|is)$/u.test(w);
        if (!occurrence.vietnamese && plural(answer) !== plural(label)) continue;
        score += 0.2 * Math.min(entry.count, 4) - 0.05 * Math.abs(label.length - answer.length);
        if ([...entry.context].some((w) => answerContext.has(w))) score += 0.5;
        break;
      }
      case 'year': {
        const gap = Math.abs(Number(label) - Number(answer));
        if (gap > 100) continue;
        score -= gap / 25;
        break;
      }
      case 'date': {
        if (dateShape(label) !== dateShape(answer)) continue;
        const gap = Math.abs(answerYear(label) - answerYear(answer));
        if (Number.isFinite(gap)) {
          if (gap > 100) continue;
          score -= gap / 25;
        }
        break;
      }
      case 'number': {
        const parsed = entry.parsed;
        if (!parsed || !parsedAnswer || parsed.value <= 0 || parsedAnswer.value <= 0) continue;
        if (parsed.suffix.trim().toLowerCase() !== parsedAnswer.suffix.trim().toLowerCase()) continue; // % / million
        const ratio = Math.abs(Math.log10(parsed.value / parsedAnswer.value));
        const sameUnit = [...entry.context].some((w) => answerContext.has(w));
        if (ratio > 1 || (!sameUnit && ratio > Math.log10(3))) continue;
        score += (sameUnit ? 2 : 0) - ratio - (parsed.decimals === parsedAnswer.decimals ? 0 : 1);
        if (parsed.group !== parsedAnswer.group && Math.max(parsed.value, parsedAnswer.value) >= 1000) score -= 1;
        break;
      }
    }
    scored.push({ label, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.label);
}
