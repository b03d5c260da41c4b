/**
 * How one chosen sentence and key term become one question: a single-choice cloze (the term blanked, three
 * same-kind distractors) or a true/false statement (the sentence as written, or with its term swapped). A builder
 * returns null rather than a weak question; which sentences to try, and in which order, is decided in questions.ts.
 */
import { TrueFalseLabels } from '@quiz/contract/limits';
import { seededRandom } from '../../../lib/seeded-random';
import type { GeneratedQuestion } from '../types';
import { CONNECTORS } from './vocabulary';
import { L, termKind, type Sentence } from './text';
import { isStop, wordsOf, type Corpus, type Occurrence } from './terms';
import { deriveNumbers } from './numbers';
import { optionKey, rankPool, type Pools } from './distractors';
import { hashString } from './random';

/** What replaces the answer in the question's content. */
export const BLANK = '_____';

/** A key term of a sentence that may become a question; questions.ts ranks candidates by score, then order. */
export interface Candidate {
  sentence: Sentence;
  occurrence: Occurrence;
  answerKey: string;
  score: number;
  /** Document order: ties go to the earlier sentence. */
  order: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordRegExp = (word: string, flags: string) =>
  new RegExp(String.raw`(?<![${L}\p{N}])${escapeRegExp(word)}(?![${L}\p{N}])`, flags);

/**
 * A true/false statement from the candidate's sentence: false (when asked and possible) is the sentence with its
 * key term swapped for a same-kind term from the document; otherwise the sentence as written, true.
 */
export function buildStatement(
  candidate: Candidate,
  pools: Pools,
  corpus: Corpus,
  wantFalse: boolean,
): GeneratedQuestion {
  const swapped = wantFalse ? swapKeyTerm(candidate, pools, corpus) : null;
  const isTrue = swapped === null;
  return {
    kind: 'true_false',
    content: swapped ?? candidate.sentence.text,
    options: TrueFalseLabels.map((label) => ({ label, isCorrect: (label === 'True') === isTrue })),
    page: candidate.sentence.page,
    explanation: candidate.sentence.text, // a false statement's source says what is true
  };
}

/** The sentence with its key term replaced by the best same-kind term of the document, or null if none fits. */
function swapKeyTerm(candidate: Candidate, pools: Pools, corpus: Corpus): string | null {
  const { sentence, occurrence } = candidate;
  const { kind, label: term } = occurrence;
  const text = sentence.text;
  // The term twice in the sentence: swapping one would leave the other, and the statement would contradict itself.
  if ((text.match(wordRegExp(term, 'giu'))?.length ?? 0) > 1) return null;
  const random = seededRandom(hashString(text) ^ (sentence.index * 2246822519));
  const ranked = rankPool(kind, term, occurrence, pools[kind].get(occurrence.key), pools[kind], corpus, random);
  const sentenceLower = text.toLowerCase();
  const capital = /^\p{Lu}/u.test(text.slice(occurrence.start));
  for (const label of ranked) {
    if (termKind(label) !== kind || optionKey(label) === optionKey(term)) continue;
    if (sentenceLower.includes(label.toLowerCase())) continue;
    // Match the capitalisation of the word replaced ("Photosynthesis" at a sentence start).
    const styled = capital && /^\p{Ll}/u.test(label) ? label.charAt(0).toUpperCase() + label.slice(1) : label;
    const result = text.slice(0, occurrence.start) + styled + text.slice(occurrence.end);
    if (corpus.sentenceTexts.has(result.toLowerCase())) continue; // the document says this too: it would be true
    return result;
  }
  return null;
}

export function buildQuestion(candidate: Candidate, pools: Pools, corpus: Corpus): GeneratedQuestion | null {
  const { sentence, occurrence } = candidate;
  const { kind, label: answer } = occurrence;
  const text = sentence.text;
  let content = text.slice(0, occurrence.start) + BLANK + text.slice(occurrence.end);
  content = content.replace(wordRegExp(answer, 'giu'), BLANK);
  const contentLower = content.toLowerCase();
  if (contentLower.includes(answer.toLowerCase())) return null; // inside another word: the blank would not hide it
  if (kind === 'name' || kind === 'term') {
    // "Marie Curie ... Curie's": a word of the answer left in the question gives it away.
    for (const word of wordsOf(answer)) {
      if (word.length < 2 || CONNECTORS.has(word) || isStop(word) || /^\p{L}\.$/u.test(word)) continue;
      if (wordRegExp(word, 'iu').test(content)) return null;
    }
  }

  const random = seededRandom(hashString(text) ^ (sentence.index * 2654435761));
  const answerKey = optionKey(answer);
  const taken = new Set<string>([answerKey]);
  const sentenceLower = text.toLowerCase();
  const distractors: string[] = [];
  const accept = (label: string): boolean => {
    const key = optionKey(label);
    if (taken.has(key) || termKind(label) !== kind) return false;
    if (sentenceLower.includes(label.toLowerCase())) return false;
    const filled = (text.slice(0, occurrence.start) + label + text.slice(occurrence.end)).toLowerCase();
    if (corpus.sentenceTexts.has(filled)) return false; // the document says this too: it would also be right
    taken.add(key);
    distractors.push(label);
    return true;
  };

  const answerEntry = pools[kind].get(occurrence.key);
  const ranked = rankPool(kind, answer, occurrence, answerEntry, pools[kind], corpus, random);
  for (const label of ranked) {
    if (distractors.length === 3) break;
    accept(label);
  }
  if (distractors.length < 3 && (kind === 'number' || kind === 'year' || kind === 'date')) {
    for (const label of deriveNumbers(answer, kind, corpus.vietnamese)) {
      if (distractors.length === 3) break;
      accept(label);
    }
  }
  if (distractors.length < 3) return null;

  // Match the answer's capitalisation ("Tháng 12 năm 1986" at a sentence start).
  const styled = distractors.map((d) =>
    /^\p{Lu}/u.test(answer) && /^\p{Ll}/u.test(d) ? d.charAt(0).toUpperCase() + d.slice(1) : d,
  );
  const labels = [answer, ...styled];
  if (new Set(labels.map(optionKey)).size !== 4) return null;
  const options = labels.map((label, i) => ({ label, isCorrect: i === 0 }));
  for (let i = options.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [options[i], options[j]] = [options[j]!, options[i]!];
  }
  return { kind: 'single', content, options, page: sentence.page, explanation: text };
}
