import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QuestionKindLimits, QuizLimits } from '@quiz/contract/limits';
import { messagesIn } from '@quiz/contract/message-catalog';
import { Messages } from '@quiz/contract/messages';
import { sentences, transferText, vietnameseOf } from './words';

/** One sentence of every shape, as the readers, the checks and the writers compose them. */
const examples = [
  'Line 8: essay questions are not supported — skipped',
  'Line 6: numerical questions are not supported — skipped',
  'Line 1: matching questions are not supported — skipped',
  "Line 2: the answers in braces must start with '=' or '~' — skipped",
  'Line 3: an answer is empty — skipped',
  'Line 1: no answer is marked correct — skipped',
  "Line 5: the title is not closed with '::'.",
  'Line 10: a description without answers is not a question — skipped',
  "Line 7: the answers opened with '{' are not closed with '}'.",
  'Line 4: the question has no text — skipped',
  'Question 5: ordering questions cannot be written in GIFT — left out',
  'Question 6: polls cannot be written in GIFT — left out',
  'Line 4: a blank line comes before the ANSWER line of the question above.',
  'Line 1: an ANSWER line comes before any question.',
  'Line 3: a question needs at least two lettered options (A. …) before its ANSWER line.',
  "Line 6: the answer 'E' is not one of the options' letters.",
  'Line 4: option C comes where option B should be.',
  'Line 5: a line that is not an option comes before the ANSWER line.',
  'Line 9: the last question has no ANSWER line.',
  'Question 2: true/false questions cannot be written in Aiken — left out',
  'Row 7: a quoted field is not closed with a quote.',
  "Row 1: the first row must name the columns, one of them 'Question'.",
  "Row 2: the kind 'essay' is not one of single, multiple, true_false, typed, ordering, poll — skipped",
  "Row 3: the time 'soon' is not a whole number of seconds — skipped",
  "Row 4: the points 'triple' are not one of standard, double, none — skipped",
  "Row 5: a true/false question's Correct must be True or False — skipped",
  'Row 3: Correct must name options by number, from 1 to 2 — skipped',
  'Row 4: a single-choice question has one correct option (the kind for several is multiple) — skipped',
  "Row 1: no row names Kahoot!'s columns: Question, Answer 1 … and Correct answer(s).",
  'Row 9: no correct answer is chosen — skipped',
  "Row 10: the correct answer '7' is not the number of one of its answers — skipped",
  "Row 11: the time limit 'long' is not a whole number of seconds — skipped",
  'Question 1: ordering questions cannot be written in a Kahoot! spreadsheet — left out',
  'Question 3: it has more than 4 answers, more than a Kahoot! question holds — left out',
  'Question 1: its picture is not included',
  "Question 4: its 'Diacritics must match' setting is not carried",
  'Question 1: its picture is not included, only its description',
  'Question 2: an answer has no text once its markup is removed — skipped',
  'Question 3: exactly one of true and false must be marked correct — skipped',
  "Question 4: the answer 'th*' uses Moodle's wildcard *, which is not supported — left out",
  'Question 5: no answer gets full marks — skipped',
  'Question 4: calculated questions are not supported — skipped',
  'Question 1: the pictures in its text are left out',
  "Line 3: the XML is not well formed: Closing tag 'question' is expected inplace of 'quiz'.",
  'Line 1: the file is not Moodle XML: its root element must be <quiz>.',
  'Line 2: the file declares a DOCTYPE or entities, which Moodle XML does not use — refused for safety.',
  'Line 1: the XML could not be read: its elements are nested too deeply or have names Moodle XML does not use.',
  'Question 4: typed questions need their answers — left out',
  'Question 6: polls cannot be written in Moodle XML — left out',
  'Line 2: the JSON is not well formed.',
  'Line 1: this JSON is not a Quiz Adventure quiz (it has no "format": "quiz-adventure").',
  'Question 2: not a question — skipped',
  'Question 1: its picture is not in this file (a .zip export carries it) — left out',
  "Question 2: its picture 'pictures/2.webp' is not in the zip — left out",
  'Question 3: its picture has no description, which every picture needs — left out',
  `Question 4: its picture's description is longer than ${QuestionKindLimits.imageAltMax} characters — cut`,
  `Question 5: its picture cannot be used (${Messages.imageWrongType}) — left out`,
  `Line 3: the question is longer than ${QuizLimits.questionMax} characters — cut`,
  `Line 2: only the first ${QuizLimits.optionsMax} of its 7 options are kept`,
  `Line 4: an option is longer than ${QuizLimits.optionMax} characters — cut`,
  `Line 9: only the first ${QuestionKindLimits.acceptedAnswersMax} of its 12 accepted answers are kept`,
  `Line 5: an accepted answer is longer than ${QuestionKindLimits.typedAnswerMax} characters — cut`,
  'Line 6: not a valid question — skipped',
  `Line 2: ${Messages.correctAnswerRequired} — skipped`,
  'Quiz: its time per question (900 s) is not between 5 and 300 seconds — 30 s is used',
  'Quiz: its time per question (2.5 s) is not between 5 and 300 seconds — 30 s is used',
];

/** The warnings and problems the transfer tests expect, word for word: what the code really writes. */
function sentencesInTests(): string[] {
  const dir = new URL('.', import.meta.url);
  const found = new Set<string>();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.test.ts') || name === 'words.test.ts') continue;
    const source = readFileSync(new URL(name, dir), 'utf8');
    for (const match of source.matchAll(
      /'((?:Line|Row|Question) \d+: [^']*(?:skipped|left out|cut|included|kept|description|\.))'/g,
    )) {
      found.add(match[1]!);
    }
  }
  return [...found];
}

describe('the import’s and export’s sentences in Vietnamese', () => {
  it('has every shape of sentence, with its place, names and numbers kept', () => {
    for (const english of examples) {
      const vietnamese = vietnameseOf(english);
      expect(vietnamese, english).toBeDefined();
      expect(vietnamese).not.toBe(english);
      for (const figure of english.match(/\d+/g) ?? []) expect(vietnamese, english).toContain(figure);
    }
  });

  it('uses every rule it has', () => {
    const unused = sentences.filter(([pattern]) =>
      examples.every((english) => {
        const rest = english
          .replace(/^(Line \d+|Row \d+|Question \d+|Quiz): /, '')
          .replace(/ — (skipped|left out|cut)$/, '');
        return !pattern.test(rest) && !pattern.test(english.replace(/^(Line \d+|Row \d+|Question \d+|Quiz): /, ''));
      }),
    );
    expect(unused.map(([pattern]) => String(pattern))).toEqual([]);
  });

  it('knows every sentence the transfer tests expect of the readers and writers', () => {
    const said = sentencesInTests();
    expect(said.length).toBeGreaterThan(20);
    expect(said.filter((english) => vietnameseOf(english) === undefined)).toEqual([]);
  });

  it('says where in Vietnamese and keeps what the file said as it was', () => {
    expect(transferText('Line 14: matching questions are not supported — skipped', 'vi')).toBe(
      'Dòng 14: không hỗ trợ câu hỏi ghép đôi — bỏ qua',
    );
    expect(transferText("Row 2: the kind 'essay' is not one of single, multiple — skipped", 'vi')).toBe(
      "Hàng 2: loại 'essay' không thuộc single, multiple — bỏ qua",
    );
    // The editor's own rules come from the shared messages' Vietnamese.
    expect(transferText(`Line 2: ${Messages.correctAnswerRequired} — skipped`, 'vi')).toBe(
      `Dòng 2: ${messagesIn('vi').correctAnswerRequired} — bỏ qua`,
    );
    // A picture's reason is the upload's own message, in Vietnamese too.
    expect(transferText(`Question 5: its picture cannot be used (${Messages.imageWrongType}) — left out`, 'vi')).toBe(
      `Câu 5: không dùng được hình ảnh của câu hỏi (${messagesIn('vi').imageWrongType}) — không đưa vào`,
    );
    expect(transferText('…and 12 more', 'vi')).toBe('…và 12 mục nữa');
    expect(transferText('Row 3', 'vi')).toBe('Hàng 3');
  });

  it('leaves English, and a sentence of no known shape, as they are', () => {
    const english = 'Line 14: matching questions are not supported — skipped';
    expect(transferText(english, 'en')).toBe(english);
    expect(transferText(english, undefined)).toBe(english);
    expect(transferText('Something new happened', 'vi')).toBe('Something new happened');
  });
});
