import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BLANK,
  MIN_WORDS_FOR_QUESTIONS,
  countWords,
  generateOfflineQuestions,
  splitSentences,
  termKind,
} from './offline';
import type { GeneratedQuestion, SourcePage } from './types';

const fixtureNames = ['english-history', 'english-science', 'vietnamese-history', 'vietnamese-geography'] as const;
const fixture = (name: (typeof fixtureNames)[number]) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/generation', `${name}.txt`), 'utf8');

const normalise = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();
const answerOf = (q: GeneratedQuestion) => q.options.find((o) => o.isCorrect)!.label;
const distractorsOf = (q: GeneratedQuestion) => q.options.filter((o) => !o.isCorrect).map((o) => o.label);
/** The sentence the question was made from: the blank filled with the answer. */
const filled = (q: GeneratedQuestion) => q.content.split(BLANK).join(answerOf(q));

/** Lays text out the way PDF extraction returns it: short hard-wrapped lines, long words hyphenated across lines. */
function pdfLayout(text: string, width = 70): string {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let line = '';
    for (const word of paragraph.replace(/\s+/g, ' ').trim().split(' ')) {
      if (line && line.length + word.length + 1 > width) {
        if (word.length >= 9 && /^\p{Ll}+$/u.test(word)) {
          lines.push(`${line} ${word.slice(0, 4)}-`);
          line = word.slice(4);
          continue;
        }
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    lines.push(line, '');
  }
  return lines.join('\n');
}

/** The checks every generated quiz must pass, whatever the text. */
function expectWellFormed(questions: GeneratedQuestion[], source: string) {
  const text = normalise(source);
  for (const q of questions) {
    const answer = answerOf(q);
    const distractors = distractorsOf(q);
    const context = `${q.content} → ${q.options.map((o) => o.label).join(' | ')}`;

    // Four options, exactly one correct, all distinct however they are cased or spaced.
    expect(q.options, context).toHaveLength(4);
    expect(distractors, context).toHaveLength(3);
    expect(new Set(q.options.map((o) => normalise(o.label).toLowerCase())).size, context).toBe(4);
    for (const o of q.options) expect(o.label.trim(), context).not.toBe('');

    // The correct answer is in the source, and the question is a sentence of the source with it blanked out.
    expect(text, context).toContain(answer);
    expect(text.toLowerCase(), context).toContain(normalise(filled(q)).toLowerCase());
    expect(q.content, context).toContain(BLANK);
    expect(q.content.toLowerCase(), context).not.toContain(answer.toLowerCase());
    for (const d of distractors) expect(q.content.toLowerCase(), context).not.toContain(d.toLowerCase());

    // Distractors of the answer's kind, by the generator's classifier...
    for (const d of distractors) expect(termKind(d), context).toBe(termKind(answer));
    // ...and by simple independent checks.
    if (/^\d/.test(answer)) for (const d of distractors) expect(d, context).toMatch(/^\d/);
    if (/^\p{Lu}/u.test(answer)) for (const d of distractors) expect(d, context).toMatch(/^\p{Lu}/u);
    if (/^\p{Ll}/u.test(answer)) for (const d of distractors) expect(d, context).toMatch(/^\p{Ll}/u);
    if (/^\d{4}$/.test(answer)) for (const d of distractors) expect(d, context).toMatch(/^\d{4}$/);
    if (/%$/.test(answer)) for (const d of distractors) expect(d, context).toMatch(/%$/);
  }
  // No question is a copy of another, and no answer is asked twice.
  expect(new Set(questions.map((q) => q.content)).size).toBe(questions.length);
  expect(new Set(questions.map((q) => answerOf(q).toLowerCase())).size).toBe(questions.length);
}

describe('generateOfflineQuestions on the fixtures', () => {
  describe.each(fixtureNames)('%s', (name) => {
    const source = fixture(name);
    const questions = generateOfflineQuestions([{ page: 1, text: source }], { count: 15 });

    it('makes the questions asked for, from a few hundred words', () => {
      expect(questions).toHaveLength(15);
      for (const q of questions) expect(q.page).toBe(1);
    });

    it('keeps every answer in the source, four distinct options and distractors of the same kind', () => {
      expectWellFormed(questions, source);
    });

    it('blanks several kinds of term, not only numbers', () => {
      const kinds = new Set(questions.map((q) => termKind(answerOf(q))));
      expect(kinds.size).toBeGreaterThanOrEqual(3);
    });

    it('does not always put the correct option in the same place', () => {
      const positions = new Set(questions.map((q) => q.options.findIndex((o) => o.isCorrect)));
      expect(positions.size).toBeGreaterThanOrEqual(3);
    });

    it('is deterministic', () => {
      expect(generateOfflineQuestions([{ page: 1, text: source }], { count: 15 })).toEqual(questions);
    });
  });

  it('asks about names, dates, numbers and terms in English', () => {
    const questions = generateOfflineQuestions([{ page: 1, text: fixture('english-history') }], { count: 30 });
    const answers = questions.map(answerOf);
    expect(answers).toContain('16 July 1969');
    expect(answers).toContain('Michael Collins');
    expect(answers.some((a) => termKind(a) === 'number')).toBe(true);
    expect(answers.some((a) => termKind(a) === 'term')).toBe(true);
    const collins = questions.find((q) => answerOf(q) === 'Michael Collins')!;
    for (const d of distractorsOf(collins)) expect(d).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u); // people, not places
  });

  it('keeps the diacritics of Vietnamese answers, whole names and dates included', () => {
    const questions = generateOfflineQuestions([{ page: 1, text: fixture('vietnamese-history') }], { count: 30 });
    const answers = questions.map(answerOf);
    expect(answers).toContain('2 tháng 9 năm 1945');
    expect(answers).toContain('Võ Nguyên Giáp');
    expect(answers.filter((a) => /[^\p{ASCII}]/u.test(a)).length).toBeGreaterThanOrEqual(3);
    for (const q of questions) for (const o of q.options) expect(o.label).toBe(o.label.normalize('NFC'));
    // Fragments of longer proper phrases ("Tuyên ngôn Độc lập", "Chủ tịch") are never answers.
    for (const a of answers) expect(['Tuyên', 'Độc', 'Chủ', 'Cộng', 'Việt Nam Dân']).not.toContain(a);
  });

  it('reads Vietnamese in decomposed Unicode (NFD) as well as composed', () => {
    const source = fixture('vietnamese-geography');
    const composed = generateOfflineQuestions([{ page: 1, text: source }], { count: 10 });
    const decomposed = generateOfflineQuestions([{ page: 1, text: source.normalize('NFD') }], { count: 10 });
    expect(decomposed).toEqual(composed);
  });
});

describe('generateOfflineQuestions on PDF-like pages', () => {
  const paragraphs = fixtureNames.flatMap((name) =>
    fixture(name)
      .split(/\n\s*\n/)
      .slice(1),
  );
  // Eight pages of two paragraphs each, with a running header and a page number on every page.
  const pages: SourcePage[] = Array.from({ length: 8 }, (_, i) => ({
    page: i + 1,
    text: `Quiz Adventure course notes\n${pdfLayout(paragraphs.slice(i * 2, i * 2 + 2).join('\n\n'))}\n${i + 1}`,
  }));
  const questions = generateOfflineQuestions(pages, { count: 16 });

  it('rejoins hard line breaks and hyphenated words, and drops headers and page numbers', () => {
    expect(questions.length).toBe(16);
    expectWellFormed(questions, paragraphs.join('\n\n'));
    for (const q of questions) {
      expect(q.content).not.toContain('Quiz Adventure');
      expect(q.content).not.toMatch(/\p{Ll}- /u);
    }
  });

  it('cites the page each question comes from and spreads the questions over the pages', () => {
    for (const q of questions) {
      const paragraphsOnPage = paragraphs.slice((q.page! - 1) * 2, (q.page! - 1) * 2 + 2).join(' ');
      expect(normalise(paragraphsOnPage).toLowerCase()).toContain(normalise(filled(q)).toLowerCase());
    }
    expect(new Set(questions.map((q) => q.page)).size).toBe(8);
  });

  it('follows a sentence that runs over a page break and cites the page where it starts', () => {
    const sentence = 'In 1781, the astronomer William Herschel discovered the planet Uranus with a homemade telescope.';
    const [first, second] = [sentence.slice(0, 40), sentence.slice(40)];
    const text = fixture('english-science');
    const split = generateOfflineQuestions(
      [
        { page: 1, text: `${text}\n\n${first}` },
        { page: 2, text: `${second}\n\nMore text follows on the second page.` },
      ],
      { count: 30 },
    );
    const question = split.find((q) => normalise(filled(q)).toLowerCase() === sentence.toLowerCase());
    expect(question?.page).toBe(1);
  });
});

describe('generateOfflineQuestions limits', () => {
  it('makes no question from too little text', () => {
    expect(
      generateOfflineQuestions([{ page: 1, text: 'The Eiffel Tower was completed in 1889.' }], { count: 5 }),
    ).toEqual([]);
    expect(generateOfflineQuestions([], { count: 5 })).toEqual([]);
    expect(generateOfflineQuestions([{ page: 1, text: '   \n\n  ' }], { count: 5 })).toEqual([]);
  });

  it(`needs ${MIN_WORDS_FOR_QUESTIONS} words before it tries`, () => {
    const short = 'Marie Curie won the Nobel Prize in Physics in 1903 and the Nobel Prize in Chemistry in 1911.';
    expect(countWords(short)).toBeLessThan(MIN_WORDS_FOR_QUESTIONS);
    expect(generateOfflineQuestions([{ page: 1, text: short }], { count: 5 })).toEqual([]);
  });

  it('respects count, and returns fewer rather than padding', () => {
    const pages = [{ page: 1, text: fixture('english-science') }];
    expect(generateOfflineQuestions(pages, { count: 0 })).toEqual([]);
    expect(generateOfflineQuestions(pages, { count: 1 })).toHaveLength(1);
    expect(generateOfflineQuestions(pages, { count: 7 })).toHaveLength(7);
    const all = generateOfflineQuestions(pages, { count: 500 });
    expect(all.length).toBeGreaterThan(15);
    expect(all.length).toBeLessThan(60); // about one question per informative sentence, never more
    expectWellFormed(all, fixture('english-science'));
  });

  it('skips sentences that lean on an earlier one, and sentences that are questions', () => {
    const text = [
      'The Eiffel Tower was built in Paris for the 1889 World Fair by the company of Gustave Eiffel.',
      'It was the tallest structure in the world until 1930, when the Chrysler Building was completed.',
      'Was the tower designed by Maurice Koechlin and Émile Nouguier in 1884?',
      'The tower is about 330 metres tall, and about seven million people visit it every year.',
      'The Statue of Liberty was dedicated in New York in 1886, and the Brooklyn Bridge opened in 1883.',
    ].join(' ');
    const questions = generateOfflineQuestions([{ page: 1, text }], { count: 10 });
    expect(questions.length).toBeGreaterThan(0);
    expectWellFormed(questions, text);
    for (const q of questions) {
      expect(q.content).not.toMatch(/^It /);
      expect(q.content).not.toContain('?');
    }
  });

  it('completes numbers and years with nearby values when the document has too few', () => {
    const text =
      'The Great Fire of London began on a Sunday in 1666 in a bakery on Pudding Lane. ' +
      'The fire burned for four days and destroyed the homes of most of the people living in the old city. ' +
      'Afterwards the architect Christopher Wren rebuilt many churches, including the famous cathedral of Saint Paul.';
    const questions = generateOfflineQuestions([{ page: 1, text }], { count: 5 });
    const year = questions.find((q) => answerOf(q) === '1666');
    expect(year).toBeDefined();
    for (const d of distractorsOf(year!)) expect(Math.abs(Number(d) - 1666)).toBeLessThanOrEqual(10);
    expectWellFormed(questions, text);
  });
});

/** The document's sentences, as a reader would quote them. */
const sentencesOf = (source: string) =>
  source.split(/\n\s*\n/).flatMap((paragraph) => splitSentences(normalise(paragraph)));
const isTrueStatement = (q: GeneratedQuestion) => q.options[0]!.isCorrect;

/** Widens a change to whole words: "1961" and "1969" differ in "1" and "9", but the term is the year. */
function wordDiff(source: string, statement: string) {
  let start = 0;
  while (start < source.length && source[start] === statement[start]) start++;
  let end = 0;
  while (
    end < source.length - start &&
    end < statement.length - start &&
    source[source.length - 1 - end] === statement[statement.length - 1 - end]
  ) {
    end++;
  }
  const word = (c: string | undefined) => c !== undefined && /[\p{L}\p{M}\p{N}]/u.test(c);
  const separator = (c: string | undefined) => c !== undefined && /[.,]/.test(c);
  while (
    start > 0 &&
    (word(source[start - 1]) || (separator(source[start - 1]) && /\d/.test(source[start - 2] ?? '')))
  ) {
    start--;
  }
  const suffix = () => source.slice(source.length - end);
  while (end > 0 && (word(suffix()[0]) || (separator(suffix()[0]) && /^\d/.test(suffix().slice(1))))) end--;
  return {
    removed: source.slice(start, source.length - end),
    inserted: statement.slice(start, statement.length - end),
    prefix: source.slice(0, start),
    suffix: suffix(),
  };
}

/** The sentence of the document a false statement was made from: the one it shares the most of. */
function sourceOf(statement: string, sentences: string[]): string {
  const shared = (sentence: string) => {
    const { prefix, suffix } = wordDiff(sentence, statement);
    return prefix.length + suffix.length;
  };
  return sentences.reduce((best, sentence) => (shared(sentence) > shared(best) ? sentence : best));
}

/** The checks every true/false statement must pass. */
function expectGoodStatements(questions: GeneratedQuestion[], source: string) {
  const sentences = sentencesOf(source);
  const text = normalise(source);
  for (const q of questions.filter((question) => question.kind === 'true_false')) {
    // True, then False, and exactly one of them correct.
    expect(q.options.map((o) => o.label)).toEqual(['True', 'False']);
    expect(q.options.filter((o) => o.isCorrect)).toHaveLength(1);
    expect(q.content).toBe(q.content.normalize('NFC'));
    if (isTrueStatement(q)) {
      // A true statement is a sentence of the document, word for word.
      expect(sentences, q.content).toContain(q.content);
      continue;
    }
    // A false one is not in the document, and differs from its source sentence by exactly one swapped term...
    expect(sentences, q.content).not.toContain(q.content);
    const original = sourceOf(q.content, sentences);
    const { removed, inserted, prefix, suffix } = wordDiff(original, q.content);
    const context = `${original} → ${q.content}`;
    expect(q.content, context).toBe(`${prefix}${inserted}${suffix}`);
    expect(removed, context).not.toBe('');
    expect(inserted, context).not.toBe('');
    expect(inserted.toLowerCase(), context).not.toBe(removed.toLowerCase());
    expect(countWords(inserted), context).toBeLessThanOrEqual(6);
    // ...for a term of the same kind that the document uses elsewhere.
    expect(termKind(inserted), context).toBe(termKind(removed));
    expect(text.toLowerCase(), context).toContain(inserted.toLowerCase());
  }
}

describe('generateOfflineQuestions with true/false statements', () => {
  const source = fixture('english-history');
  const pages = [{ page: 1, text: source }];

  it('makes single-choice clozes only, as before, when no kinds are given or only single is', () => {
    const plain = generateOfflineQuestions(pages, { count: 15 });
    expect(plain.every((q) => q.kind === 'single')).toBe(true);
    expect(generateOfflineQuestions(pages, { count: 15, kinds: ['single'] })).toEqual(plain);
  });

  it('writes single choice when only multiple select is asked for', () => {
    const questions = generateOfflineQuestions(pages, { count: 15, kinds: ['multiple'] });
    expect(questions).toEqual(generateOfflineQuestions(pages, { count: 15 }));
  });

  it('mixes in about a third of true/false statements when both kinds are asked for', () => {
    const questions = generateOfflineQuestions(pages, { count: 15, kinds: ['single', 'true_false'] });
    expect(questions).toHaveLength(15);
    const statements = questions.filter((q) => q.kind === 'true_false');
    expect(statements).toHaveLength(5);
    const clozes = questions.filter((q) => q.kind === 'single');
    expectWellFormed(clozes, source);
    expectGoodStatements(questions, source);
    // The two kinds are spread over the document, not one block after the other.
    const at = questions.flatMap((q, i) => (q.kind === 'true_false' ? [i] : []));
    expect(at.at(-1)! - at[0]!).toBeGreaterThan(statements.length);
  });

  it('makes only statements, true and false alike, when only true/false is asked for', () => {
    const questions = generateOfflineQuestions(pages, { count: 15, kinds: ['true_false'] });
    expect(questions).toHaveLength(15);
    expect(questions.every((q) => q.kind === 'true_false')).toBe(true);
    expectGoodStatements(questions, source);
    const trueOnes = questions.filter(isTrueStatement).length;
    expect(trueOnes).toBeGreaterThanOrEqual(5);
    expect(trueOnes).toBeLessThanOrEqual(10);
    for (const q of questions) expect(q.page).toBe(1);
  });

  it('swaps terms of several kinds, each for a term the document uses elsewhere', () => {
    const questions = generateOfflineQuestions(pages, { count: 30, kinds: ['true_false'] });
    const falseOnes = questions.filter((q) => !isTrueStatement(q));
    expect(falseOnes.length).toBeGreaterThanOrEqual(5);
    expectGoodStatements(questions, source);
    const sentences = sentencesOf(source);
    const swapped = falseOnes.map((q) => wordDiff(sourceOf(q.content, sentences), q.content));
    expect(new Set(swapped.map((d) => termKind(d.removed))).size).toBeGreaterThanOrEqual(3);
  });

  it.each(['vietnamese-history', 'vietnamese-geography'] as const)('works on Vietnamese text (%s)', (name) => {
    const text = fixture(name);
    const questions = generateOfflineQuestions([{ page: 1, text }], { count: 15, kinds: ['single', 'true_false'] });
    expect(questions).toHaveLength(15);
    expectWellFormed(
      questions.filter((q) => q.kind === 'single'),
      text,
    );
    expectGoodStatements(questions, text);
    const only = generateOfflineQuestions([{ page: 1, text }], { count: 15, kinds: ['true_false'] });
    expect(only.filter((q) => !isTrueStatement(q)).length).toBeGreaterThanOrEqual(4);
    expectGoodStatements(only, text);
    expect(only.some((q) => /[^\p{ASCII}]/u.test(q.content))).toBe(true);
  });

  it('is deterministic, and cites the page each statement comes from', () => {
    const split = [
      { page: 1, text: fixture('english-science') },
      { page: 2, text: source },
    ];
    const questions = generateOfflineQuestions(split, { count: 20, kinds: ['true_false', 'single'] });
    expect(generateOfflineQuestions(split, { count: 20, kinds: ['single', 'true_false'] })).toEqual(questions);
    for (const q of questions.filter((question) => question.kind === 'true_false' && isTrueStatement(question))) {
      expect(sentencesOf(split[q.page! - 1]!.text)).toContain(q.content);
    }
  });
});

describe('splitSentences', () => {
  it('splits on . ! ? … but not on decimals, initials or abbreviations', () => {
    expect(
      splitSentences(
        'Pi is about 3.14 and e is about 2.718. Dr. Smith agreed, e.g. in the 1990 paper. ' +
          'John F. Kennedy spoke! Was it true? Yes… It was.',
      ),
    ).toEqual([
      'Pi is about 3.14 and e is about 2.718.',
      'Dr. Smith agreed, e.g. in the 1990 paper.',
      'John F. Kennedy spoke!',
      'Was it true?',
      'Yes…',
      'It was.',
    ]);
  });

  it('splits Vietnamese text, whose sentences may end in a one-letter word', () => {
    expect(
      splitSentences(
        'Việt Nam gia nhập Hiệp hội các quốc gia Đông Nam Á. Ngày 2 tháng 9 năm 1945, TP. Hà Nội tràn ngập cờ hoa.',
      ),
    ).toEqual([
      'Việt Nam gia nhập Hiệp hội các quốc gia Đông Nam Á.',
      'Ngày 2 tháng 9 năm 1945, TP. Hà Nội tràn ngập cờ hoa.',
    ]);
  });
});

describe('termKind and countWords', () => {
  it.each([
    ['1945', 'year'],
    ['2 September 1945', 'date'],
    ['July 16, 1969', 'date'],
    ['December 1972', 'date'],
    ['2 tháng 9 năm 1945', 'date'],
    ['Tháng 12 năm 1986', 'date'],
    ['30/4/1975', 'date'],
    ['3.14', 'number'],
    ['99.86%', 'number'],
    ['384,400', 'number'],
    ['331.000', 'number'],
    ['150 million', 'number'],
    ['100 triệu', 'number'],
    ['938', 'number'],
    ['Hồ Chí Minh', 'name'],
    ['Neil Armstrong', 'name'],
    ['Apollo 11', 'name'],
    ['NASA', 'name'],
    ['photosynthesis', 'term'],
    ['carbon dioxide', 'term'],
    ['di sản', 'term'],
  ] as const)('%s is a %s', (term, kind) => {
    expect(termKind(term)).toBe(kind);
  });

  it('counts Unicode words', () => {
    expect(countWords('Chủ tịch Hồ Chí Minh đọc bản Tuyên ngôn Độc lập.')).toBe(11);
    expect(countWords('Pi is about 3.14, e.g. in school.')).toBe(7);
    expect(countWords('  ')).toBe(0);
  });
});
