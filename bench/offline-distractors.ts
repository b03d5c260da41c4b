/**
 * Wrong-kind distractors of the offline generator (issue 39): how many cloze questions offer a distractor that is
 * not the same kind of word as the answer (a verb or an adjective for a noun: 'happen', 'professional' for
 * 'program').
 *
 *   npm run bench:distractors              # the summary, per document and in all
 *   npm run bench:distractors -- --list    # and every question with a wrong-kind distractor
 *
 * The documents: the generator's English test fixtures (apps/server/test/fixtures/generation, which its tests and
 * bench:generation use) and held-out English texts it was never tuned on (bench/fixtures/distractors). Each is
 * turned into all the single-choice questions it supports. The parts of speech come from wink-nlp's English model,
 * independently of whatever the generator does inside: the answer is tagged in its own sentence, each distractor in
 * the sentences of the document where it occurs (its most frequent tag), or alone (the tagger's lexicon) when the
 * document does not use it. A multi-word option counts by its last content word ("carbon dioxide": dioxide,
 * "16 July 1969": July, "Apollo 11": Apollo). The coarse kinds compared: noun (NOUN, PROPN), verb (VERB, AUX),
 * adjective, adverb and number; an option tagged as anything else (a preposition, a symbol) is not compared.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BLANK, generateOfflineQuestions, splitSentences } from '../apps/server/src/modules/generation/offline';
import { tagText, type Tagged } from '../apps/server/src/modules/generation/offline/pos';
import type { GeneratedQuestion } from '../apps/server/src/modules/generation/types';

const list = process.argv.includes('--list');
const runs = 5;

const testDir = path.resolve(import.meta.dirname, '../apps/server/test/fixtures/generation');
const heldOutDir = path.resolve(import.meta.dirname, 'fixtures/distractors');
const documents = [
  ...['english-history', 'english-science'].map((name) => ({ name, set: 'test', dir: testDir })),
  ...readdirSync(heldOutDir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => ({ name: file.replace(/\.txt$/, ''), set: 'held-out', dir: heldOutDir })),
].map((doc) => ({ ...doc, text: readFileSync(path.join(doc.dir, `${doc.name}.txt`), 'utf8') }));

type Coarse = 'noun' | 'verb' | 'adj' | 'adv' | 'num' | 'other';
const COARSE: Record<string, Coarse> = {
  NOUN: 'noun',
  PROPN: 'noun',
  VERB: 'verb',
  AUX: 'verb',
  ADJ: 'adj',
  ADV: 'adv',
  NUM: 'num',
};
const coarse = (tag: string): Coarse => COARSE[tag] ?? 'other';

/** The kind of the words in [start, end): the last content word, else the last number, else the last token. */
function kindAt(tokens: Tagged[], start: number, end: number): Coarse {
  const inside = tokens.filter((t) => t.end > start && t.start < end);
  const content = inside.filter((t) => ['noun', 'verb', 'adj', 'adv'].includes(coarse(t.tag)));
  const numbers = inside.filter((t) => coarse(t.tag) === 'num');
  const head = content.at(-1) ?? numbers.at(-1) ?? inside.filter((t) => !/PUNCT|SYM/.test(t.tag)).at(-1);
  return head ? coarse(head.tag) : 'other';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Where a sentence uses the option as written, or capitalised as its first word ('industrial' is not in "the Industrial Revolution"). */
const usesOf = (label: string, sentence: string) => {
  const capital = label.charAt(0).toUpperCase() + label.slice(1);
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escape(label)}|${escape(capital)})(?![\\p{L}\\p{N}])`, 'gu');
  return [...sentence.matchAll(re)].filter((m) => m[0] === label || m.index === 0);
};

/** A document's sentences, tagged once. */
function taggedSentences(text: string) {
  return text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => splitSentences(paragraph.replace(/\s+/g, ' ').trim()))
    .map((sentence) => ({ sentence, tokens: tagText(sentence) }));
}

/** A distractor's kind: its most frequent kind where the document uses it, or the lexicon's for the word alone. */
function distractorKind(label: string, sentences: ReturnType<typeof taggedSentences>): Coarse {
  const counts = new Map<Coarse, number>();
  for (const { sentence, tokens } of sentences) {
    for (const m of usesOf(label, sentence)) {
      // A sentence's capitalised first word is read as written in the options ("Industrial methods" as "industrial").
      const own = m[0] === label ? tokens : tagText(label + sentence.slice(label.length));
      const kind = kindAt(own, m.index, m.index + m[0].length);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  return best ? best[0] : kindAt(tagText(label), 0, label.length);
}

function answerKind(q: GeneratedQuestion): { kind: Coarse; answer: string } {
  const answer = q.options.find((o) => o.isCorrect)!.label;
  const at = q.content.indexOf(BLANK);
  const sentence = q.content.split(BLANK).join(answer);
  return { kind: kindAt(tagText(sentence), at, at + answer.length), answer };
}

const totals = { questions: 0, wrong: 0, distractors: 0, wrongDistractors: 0, notCompared: 0 };
const bySet = new Map<string, { questions: number; wrong: number }>();
const rows: string[] = [];
const examples: string[] = [];
const timings: number[] = [];
const colds: number[] = [];

for (const doc of documents) {
  const pages = [{ page: 1, text: doc.text }];
  let started = performance.now();
  const questions = generateOfflineQuestions(pages, { count: 100 }).filter((q) => q.kind === 'single');
  const cold = performance.now() - started;
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    generateOfflineQuestions(pages, { count: 100 });
    warm.push(performance.now() - started);
  }
  // The best warm run: the machine is shared, and the others only measure what else was running.
  const warmBest = Math.min(...warm);
  timings.push(warmBest);
  colds.push(cold);

  const sentences = taggedSentences(doc.text);
  let wrong = 0;
  for (const q of questions) {
    const { kind, answer } = answerKind(q);
    const bad: string[] = [];
    for (const o of q.options.filter((option) => !option.isCorrect)) {
      const other = distractorKind(o.label, sentences);
      totals.distractors++;
      if (kind === 'other' || other === 'other') totals.notCompared++;
      else if (other !== kind) bad.push(`${o.label} (${other})`);
    }
    totals.wrongDistractors += bad.length;
    if (bad.length) {
      wrong++;
      examples.push(`  ${doc.name}: ${answer} (${kind}) ← ${bad.join(', ')}\n      ${q.content}`);
    }
  }
  totals.questions += questions.length;
  totals.wrong += wrong;
  const set = bySet.get(doc.set) ?? { questions: 0, wrong: 0 };
  set.questions += questions.length;
  set.wrong += wrong;
  bySet.set(doc.set, set);
  rows.push(
    `${doc.name.padEnd(22)} ${doc.set.padEnd(9)} ${String(questions.length).padStart(9)} ${String(wrong).padStart(10)}` +
      `   ${cold.toFixed(0).padStart(5)} ms cold, ${warmBest.toFixed(1).padStart(5)} ms warm`,
  );
}

const share = (wrong: number, of: number) => `${wrong}/${of} (${of ? ((100 * wrong) / of).toFixed(1) : '0'}%)`;
console.log(`document               set       questions wrong-kind   time per document`);
for (const row of rows) console.log(row);
for (const [set, s] of bySet)
  console.log(`${set}: ${share(s.wrong, s.questions)} questions with a wrong-kind distractor`);
console.log(`all: ${share(totals.wrong, totals.questions)} questions with a wrong-kind distractor`);
console.log(
  `distractors: ${share(totals.wrongDistractors, totals.distractors)} of the wrong kind, ` +
    `${totals.notCompared} not compared (tagged neither noun, verb, adjective, adverb nor number)`,
);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
console.log(
  `time per document: first run ${colds[0]!.toFixed(0)} ms (loads what the generator loads), ` +
    `then ${mean(colds.slice(1)).toFixed(1)} ms first / ${mean(timings).toFixed(1)} ms warm (best of ${runs}), mean of the documents`,
);
if (list && examples.length) console.log(`\nwrong-kind distractors:\n${examples.join('\n')}`);
