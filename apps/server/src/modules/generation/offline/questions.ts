/**
 * The offline generator's entry point: scores every sentence's key terms as candidates, then picks them greedily,
 * best first, spreading the quiz over the document's pages and kinds of term and sharing it between clozes and
 * true/false statements as asked.
 */
import { renderRichText, richTextProblem } from '@quiz/contract/rich-text';
import { hasRichMarks } from '@quiz/contract/rich-text-marks';
import type { GeneratedQuestion, GeneratedQuestionKind, SourcePage } from '../types';
import { BACK_REFERENCES, BACK_REFERENCE_PAIRS } from './vocabulary';
import { countWords, toSentences, type Sentence, type TermKind } from './text';
import { analyse, extractTerms, tokenize, type Occurrence } from './terms';
import { tagTermClasses } from './pos';
import { buildPools, optionKey, type PoolEntry } from './distractors';
import { hashString } from './random';
import { BLANK, buildQuestion, buildStatement, type Candidate } from './builders';

/** Below this many words the text cannot support a question worth asking. */
export const MIN_WORDS_FOR_QUESTIONS = 40;

/** A binary heap; `before(a, b)` says whether a comes out first. */
class Heap<T> {
  private items: T[] = [];
  constructor(private readonly before: (a: T, b: T) => boolean) {}

  push(item: T): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(items[i]!, items[parent]!)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length && last !== undefined) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let first = i;
        if (left < items.length && this.before(items[left]!, items[first]!)) first = left;
        if (right < items.length && this.before(items[right]!, items[first]!)) first = right;
        if (first === i) break;
        [items[i], items[first]] = [items[first]!, items[i]!];
        i = first;
      }
    }
    return top;
  }
}

function isQuestionWorthy(text: string, vietnamese: boolean): boolean {
  if (!/^["“‘'«(]?[\p{Lu}\p{N}]/u.test(text)) return false;
  if (!/[.!…]["'”’»)\]]*$/u.test(text) || text.includes('?')) return false;
  if (/https?:\/\/|www\.|\S@\S/u.test(text) || text.length > 350) return false;
  const words = countWords(text);
  if (words < 8 || words > (vietnamese ? 50 : 40)) return false;
  if ((text.match(/\p{L}/gu)?.length ?? 0) < text.length * 0.6) return false;
  const opening = /^["“‘'«(]?([\p{L}\p{M}]+)(?: ([\p{L}\p{M}]+))?/u.exec(text);
  const first = opening?.[1]?.toLowerCase() ?? '';
  if (BACK_REFERENCES.has(first) || BACK_REFERENCE_PAIRS.has(`${first} ${opening?.[2]?.toLowerCase() ?? ''}`)) {
    return false;
  }
  return true;
}

const blanks = (text: string) => text.split(BLANK).length - 1;

/**
 * Whether the question reads as rich text (issue 39): a sentence such as "costs $x^2 …" that the quiz would refuse
 * as a broken formula is not asked about, nor one whose blanks would be read as emphasis ("a _____, a (_____)").
 * Most sentences have no mark but their one blank, and need no parser.
 */
function readable(q: GeneratedQuestion): boolean {
  const texts = [q.content.split(BLANK).join(''), q.explanation ?? '', ...q.options.map((o) => o.label)];
  if (blanks(q.content) <= 1 && !texts.some(hasRichMarks)) return true;
  return (
    [q.content, ...texts.slice(1)].every((text) => richTextProblem(text) === null) &&
    blanks(renderRichText(q.content, { inline: true })) === blanks(q.content)
  );
}

const KIND_WEIGHT: Record<TermKind, number> = { date: 3.2, name: 3, year: 2.8, term: 2.6, number: 2.4 };

function scoreCandidate(sentence: Sentence, occurrence: Occurrence, siblings: number, pool: PoolEntry | undefined) {
  const words = countWords(sentence.text);
  let score = KIND_WEIGHT[occurrence.kind];
  score += 0.25 * Math.min((pool?.count ?? 1) - 1, 4); // a term the document returns to is central to it
  score += words >= 10 && words <= 30 ? 1 : 0.5;
  score += 0.15 * Math.min(siblings - 1, 3);
  if (occurrence.kind === 'number' && /^\d$/.test(occurrence.label)) score -= 1.2;
  if (occurrence.label.length > sentence.text.length * 0.4) score -= 2;
  if (sentence.text.toLowerCase().split(occurrence.label.toLowerCase()).length > 2) score -= 1.5; // two blanks
  return score;
}

/** What the offline generator writes: single-choice clozes and true/false statements. */
type OfflineKind = Extract<GeneratedQuestionKind, 'single' | 'true_false'>;

/**
 * How many questions of each kind to aim for: about a third true/false when both are asked, all of them when
 * only true/false is. 'multiple' is written as single choice (no note in the response): a cloze sentence has
 * one blank, so the document offers one right answer and never a second one to select beside it.
 */
function quotas(wanted: number, kinds: readonly GeneratedQuestionKind[]): Record<OfflineKind, number> {
  const statements = kinds.includes('true_false');
  const clozes = kinds.length === 0 || kinds.some((kind) => kind !== 'true_false');
  const trueFalse = !statements ? 0 : clozes ? Math.round(wanted / 3) : wanted;
  return { single: wanted - trueFalse, true_false: trueFalse };
}

/**
 * Generates up to `count` questions from the pages: cloze questions, and true/false statements when `kinds`
 * includes 'true_false'; fewer when the text cannot support more. Returns an empty list for text under
 * MIN_WORDS_FOR_QUESTIONS words; the caller decides what to tell the user.
 */
export function generateOfflineQuestions(
  pages: SourcePage[],
  options: { count: number; kinds?: readonly GeneratedQuestionKind[] },
): GeneratedQuestion[] {
  const wanted = Math.floor(options.count);
  if (!(wanted > 0)) return [];
  const quota = quotas(wanted, options.kinds ?? ['single']);
  const asked = (['single', 'true_false'] as const).filter((kind) => quota[kind] > 0);
  const totalWords = pages.reduce((sum, p) => sum + countWords(p.text ?? ''), 0);
  if (totalWords < MIN_WORDS_FOR_QUESTIONS) return [];

  const sentences = toSentences(pages);
  const tokens = sentences.map((s) => tokenize(s.text));
  const corpus = analyse(sentences, tokens);
  const occurrences = sentences.map((s, n) => extractTerms(s, tokens[n]!, corpus));
  tagTermClasses(sentences, occurrences);

  const pools = buildPools(sentences, occurrences, corpus.vietnamese);

  const candidates: Candidate[] = [];
  const seenTexts = new Set<string>();
  for (const sentence of sentences) {
    const key = sentence.text.toLowerCase();
    if (seenTexts.has(key)) continue; // the same sentence repeated (a running header that slipped through)
    seenTexts.add(key);
    if (!isQuestionWorthy(sentence.text, sentence.vietnamese)) continue;
    const list = occurrences[sentence.index]!;
    for (const occurrence of list) {
      const pool = pools[occurrence.kind].get(occurrence.key);
      candidates.push({
        sentence,
        occurrence,
        answerKey: optionKey(occurrence.label),
        score: scoreCandidate(sentence, occurrence, list.length, pool),
        order: candidates.length,
      });
    }
  }

  // Greedy, best first, with a penalty for each question already taken from the same page (spread the quiz
  // over the document) and of the same kind (mix names, dates, numbers and terms). Penalties only grow, so a
  // lazily re-scored heap finds the same order as rescanning every candidate, in O(n log n).
  const chosen: { sentence: Sentence; question: GeneratedQuestion }[] = [];
  const usedSentences = new Set<number>();
  const usedAnswers = new Set<string>();
  const usedContent = new Set<string>();
  const perPage = new Map<number, number>();
  const perKind = new Map<TermKind, number>();
  const made: Record<OfflineKind, number> = { single: 0, true_false: 0 };
  const statements = { true: 0, false: 0 };
  /** Sentences that only failed because the kind they suit was full: they may fill the quiz at the end. */
  const deferred: Candidate[] = [];
  const build = (c: Candidate, kind: OfflineKind): GeneratedQuestion | null => {
    let question: GeneratedQuestion | null;
    if (kind === 'single') {
      question = buildQuestion(c, pools, corpus);
    } else {
      // Balance true and false; on a tie, let the sentence decide, so the answers follow no pattern.
      const wantFalse =
        statements.false < statements.true ||
        (statements.false === statements.true && (hashString(c.sentence.text) & 1) === 1);
      question = buildStatement(c, pools, corpus, wantFalse);
    }
    return question && !usedContent.has(question.content.toLowerCase()) && readable(question) ? question : null;
  };
  const take = (c: Candidate, question: GeneratedQuestion) => {
    chosen.push({ sentence: c.sentence, question });
    usedSentences.add(c.sentence.index);
    usedAnswers.add(c.answerKey);
    usedContent.add(question.content.toLowerCase());
    perPage.set(c.sentence.page, (perPage.get(c.sentence.page) ?? 0) + 1);
    perKind.set(c.occurrence.kind, (perKind.get(c.occurrence.kind) ?? 0) + 1);
    if (question.kind === 'true_false') {
      made.true_false++;
      statements[question.options[0]!.isCorrect ? 'true' : 'false']++;
    } else {
      made.single++;
    }
  };
  const current = (c: Candidate) =>
    c.score - 1.2 * (perPage.get(c.sentence.page) ?? 0) - 0.35 * (perKind.get(c.occurrence.kind) ?? 0);
  const heap = new Heap<{ candidate: Candidate; score: number }>(
    (a, b) => a.score > b.score || (a.score === b.score && a.candidate.order < b.candidate.order),
  );
  for (const candidate of candidates) heap.push({ candidate, score: candidate.score });
  while (chosen.length < wanted) {
    const top = heap.pop();
    if (!top) break;
    const c = top.candidate;
    if (usedSentences.has(c.sentence.index) || usedAnswers.has(c.answerKey)) continue;
    const score = current(c);
    if (score < top.score) {
      heap.push({ candidate: c, score }); // stale: re-rank with today's penalties
      continue;
    }
    // The kind furthest behind its share goes first, so the kinds are spread over the document.
    const open = asked
      .filter((kind) => made[kind] < quota[kind])
      .sort((a, b) => made[a] / quota[a] - made[b] / quota[b]);
    let question: GeneratedQuestion | null = null;
    for (const kind of open) {
      question = build(c, kind);
      if (question) break;
    }
    if (question) take(c, question);
    else if (open.length < asked.length) deferred.push(c);
  }
  // One kind ran out of sentences it suits: the other kind fills the quiz rather than leave it short.
  for (const c of deferred) {
    if (chosen.length >= wanted) break;
    if (usedSentences.has(c.sentence.index) || usedAnswers.has(c.answerKey)) continue;
    for (const kind of asked) {
      const question = build(c, kind);
      if (question) {
        take(c, question);
        break;
      }
    }
  }
  return chosen.sort((a, b) => a.sentence.index - b.sentence.index).map((c) => c.question);
}
