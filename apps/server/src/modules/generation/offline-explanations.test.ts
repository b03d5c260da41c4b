/**
 * The offline generator's explanations and same-kind distractors (issue 39): each question explains itself with the
 * sentence it was made from, an English answer's distractors are the same kind of word as the answer (a noun for a
 * noun), and Vietnamese, which has no tagger, is generated exactly as before.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLANK, generateOfflineQuestions, splitSentences } from './offline';
import type { GeneratedQuestion } from './types';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/generation', `${name}.txt`), 'utf8');
const answerOf = (q: GeneratedQuestion) => q.options.find((o) => o.isCorrect)!.label;
const distractorsOf = (q: GeneratedQuestion) => q.options.filter((o) => !o.isCorrect).map((o) => o.label);
const sentencesOf = (source: string) =>
  source.split(/\n\s*\n/).flatMap((paragraph) => splitSentences(paragraph.replace(/\s+/g, ' ').trim()));
/** How a question reads, to compare it with what the generator wrote before: the correct option starred. */
const line = (q: GeneratedQuestion) =>
  `${q.content} → ${q.options.map((o) => `${o.label}${o.isCorrect ? '*' : ''}`).join(' | ')}`;

describe('offline explanations', () => {
  const source = fixture('english-history');
  const sentences = sentencesOf(source);

  it('explains a cloze with its source sentence, the blank filled with the answer', () => {
    const questions = generateOfflineQuestions([{ page: 1, text: source }], { count: 15 });
    expect(questions).toHaveLength(15);
    for (const q of questions) {
      expect(sentences).toContain(q.explanation);
      expect(q.explanation).toBe(q.content.split(BLANK).join(answerOf(q)));
    }
  });

  it('explains a true statement with itself and a false one with the sentence it falsifies', () => {
    const questions = generateOfflineQuestions([{ page: 1, text: source }], { count: 15, kinds: ['true_false'] });
    const [trueOnes, falseOnes] = [
      questions.filter((q) => q.options[0]!.isCorrect),
      questions.filter((q) => q.options[1]!.isCorrect),
    ];
    expect(trueOnes.length).toBeGreaterThan(0);
    expect(falseOnes.length).toBeGreaterThan(0);
    for (const q of trueOnes) expect(q.explanation).toBe(q.content);
    for (const q of falseOnes) {
      expect(sentences).toContain(q.explanation);
      expect(q.explanation).not.toBe(q.content);
    }
  });

  it('explains Vietnamese questions with their sentences too', () => {
    const text = fixture('vietnamese-history');
    for (const q of generateOfflineQuestions([{ page: 1, text }], { count: 10 })) {
      expect(sentencesOf(text)).toContain(q.explanation);
    }
  });
});

describe('offline distractors of the same kind of word', () => {
  // 'happen' (a verb) and 'professional', 'readable' (adjectives) are long, repeated words the generator takes for
  // terms; before issue 39 they were offered as distractors for the nouns 'program', 'compiler' and 'computer'.
  const paragraph =
    'A computer program is a list of instructions that a processor follows one after another. A professional ' +
    'programmer writes the program in a readable language and a compiler translates it into machine code. Errors ' +
    'happen when the program receives input that nobody expected. A professional team tests the program before every ' +
    'release, because failures happen in production too. The compiler checks the grammar of the language, while the ' +
    'processor executes the instructions. A program stores its data in memory, and the memory keeps the data only ' +
    'while the computer is running. The programmer organises the instructions into functions, and each function ' +
    'does one small job. A good language makes mistakes easy to find, and a good compiler explains each mistake clearly.';
  const nouns = new Set([
    'computer',
    'program',
    'programmer',
    'processor',
    'language',
    'compiler',
    'memory',
    'production',
    'instructions',
    'functions',
    'function',
    'release',
    'grammar',
    'mistakes',
    'mistake',
  ]);

  it('offers only nouns for a noun', () => {
    const questions = generateOfflineQuestions([{ page: 1, text: paragraph }], { count: 20 });
    const nounQuestions = questions.filter((q) => nouns.has(answerOf(q)));
    expect(nounQuestions.length).toBeGreaterThanOrEqual(4);
    for (const q of nounQuestions) {
      for (const d of distractorsOf(q)) expect(nouns, `${line(q)}: ${d}`).toContain(d);
    }
  });

  it('asks nothing about a verb or an adjective that has no distractor of its kind', () => {
    const questions = generateOfflineQuestions([{ page: 1, text: paragraph }], { count: 20 });
    const options = questions.flatMap((q) => q.options.map((o) => o.label));
    for (const word of ['happen', 'professional', 'readable']) expect(options).not.toContain(word);
  });

  it('swaps a noun for a noun in a false statement', () => {
    const questions = generateOfflineQuestions([{ page: 1, text: paragraph }], { count: 20, kinds: ['true_false'] });
    const falseOnes = questions.filter((q) => q.options[1]!.isCorrect);
    expect(falseOnes.length).toBeGreaterThan(0);
    for (const q of falseOnes) {
      for (const word of ['happen', 'professional', 'readable']) expect(q.content).not.toContain(` ${word} `);
    }
  });
});

describe('offline generation in Vietnamese', () => {
  // What the generator wrote before issue 39 (it has no tagger for Vietnamese): the same questions, word for word.
  const before = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, 'offline-vietnamese.expected.json'), 'utf8'),
  ) as { history: string[]; geography: string[] };

  it('writes the same questions and distractors as before', () => {
    const history = generateOfflineQuestions([{ page: 1, text: fixture('vietnamese-history') }], { count: 12 });
    expect(history.map(line)).toEqual(before.history);
    const geography = generateOfflineQuestions([{ page: 1, text: fixture('vietnamese-geography') }], {
      count: 12,
      kinds: ['single', 'true_false'],
    });
    expect(geography.map(line)).toEqual(before.geography);
  });
});
