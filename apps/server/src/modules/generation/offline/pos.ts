/**
 * The kind of word each English key term is where it stands (issue 39): a noun, a verb, an adjective, an adverb or a
 * number, by wink-nlp's part-of-speech tagger and its English model, so that a distractor is the same kind of word as
 * the answer ('happen' and 'professional' are never offered for 'program'). The model (about 4 MB, a few hundred
 * milliseconds) is loaded on first use and kept. Vietnamese has no tagger here: its terms stay untagged, and are
 * matched as before.
 */
import { createRequire } from 'node:module';
import type winkNLP from 'wink-nlp';
import type { Model } from 'wink-nlp';
import type { Sentence, WordClass } from './text';
import type { Occurrence } from './terms';

const CLASS_OF: Partial<Record<string, WordClass>> = {
  NOUN: 'noun',
  PROPN: 'noun',
  VERB: 'verb',
  AUX: 'verb',
  ADJ: 'adjective',
  ADV: 'adverb',
  NUM: 'number',
};

type Tagger = ReturnType<typeof winkNLP>;
let tagger: Tagger | undefined;

/** The tagger, loaded once, synchronously (the generator is synchronous), on the first English document. */
function loadTagger(): Tagger {
  if (!tagger) {
    const require = createRequire(import.meta.url);
    const wink = require('wink-nlp') as typeof winkNLP;
    tagger = wink(require('wink-eng-lite-web-model') as Model, ['pos']);
  }
  return tagger;
}

export interface Tagged {
  start: number;
  end: number;
  tag: string;
}

/** Each token of the text with its offsets and its universal part-of-speech tag (also the distractors bench's). */
export function tagText(text: string): Tagged[] {
  const nlp = loadTagger();
  const tokens = nlp.readDoc(text).tokens();
  const values = tokens.out() as string[];
  const tags = tokens.out(nlp.its.pos) as string[];
  const tagged: Tagged[] = [];
  let cursor = 0;
  values.forEach((value, i) => {
    const at = text.indexOf(value, cursor);
    if (at < 0) return; // a token the tokenizer rewrote: the others are placed without it
    tagged.push({ start: at, end: at + value.length, tag: tags[i]! });
    cursor = at + value.length;
  });
  return tagged;
}

/**
 * The class of the words in [start, end): that of the last content word ("carbon dioxide" is a noun, "solar wind"
 * too), else of the last number; null when the tagger calls it anything else.
 */
function classOfSpan(tokens: Tagged[], start: number, end: number): WordClass | null {
  let content: WordClass | undefined;
  let number: WordClass | undefined;
  for (const token of tokens) {
    if (token.end <= start) continue;
    if (token.start >= end) break;
    const wordClass = CLASS_OF[token.tag];
    if (wordClass === 'number') number = wordClass;
    else if (wordClass) content = wordClass;
  }
  return content ?? number ?? null;
}

/**
 * The sentence with each term written as the question offers it: "Industrial methods spread …" is read as
 * "industrial methods spread …", where the capital of a sentence's first word would make it a proper noun.
 */
function asAsked(text: string, occurrences: Occurrence[]): string {
  let out = text;
  for (const o of occurrences) {
    if (o.kind !== 'term' || o.label.length !== o.end - o.start || text.slice(o.start, o.end) === o.label) continue;
    out = out.slice(0, o.start) + o.label + out.slice(o.end);
  }
  return out;
}

/**
 * Tags the technical terms of every English sentence in place (`wordClass`), each in its own sentence. The
 * sentences are read as one text, which is several times faster than one call each.
 */
export function tagTermClasses(sentences: Sentence[], occurrences: Occurrence[][]): void {
  const wanted = sentences.filter(
    (s) => !s.vietnamese && occurrences[s.index]!.some((o) => o.kind === 'term' && !o.vietnamese),
  );
  if (wanted.length === 0) return;
  const starts: number[] = [];
  let text = '';
  for (const sentence of wanted) {
    starts.push(text.length);
    text += `${asAsked(sentence.text, occurrences[sentence.index]!)}\n`;
  }
  const tokens = tagText(text);
  let from = 0;
  wanted.forEach((sentence, n) => {
    const offset = starts[n]!;
    const end = offset + sentence.text.length;
    while (from < tokens.length && tokens[from]!.end <= offset) from++;
    let to = from;
    while (to < tokens.length && tokens[to]!.start < end) to++;
    const own = tokens.slice(from, to);
    for (const occurrence of occurrences[sentence.index]!) {
      if (occurrence.kind !== 'term' || occurrence.vietnamese) continue;
      occurrence.wordClass = classOfSpan(own, offset + occurrence.start, offset + occurrence.end);
    }
    from = to;
  });
}
