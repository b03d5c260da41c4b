import { describe, expect, it } from 'vitest';
import { placed, refusal } from '../../../test/quiz-file-notes';
import { readAiken, writeAiken } from './aiken';
import { checkDraft } from './check';
import { generatedQuiz } from '../../../test/generated-quizzes';

// Written by hand from Moodle's description of the format (docs.moodle.org, "Aiken format").
const twoQuestions = `Thủ đô của Việt Nam là gì?
A. Hà Nội
B. Huế
C) Đà Nẵng
ANSWER: A

Which planet is the largest?
A) Mars
B) Jupiter
ANSWER: b
Which gas do plants take in?
A. Oxygen
B. Carbon dioxide
C. Nitrogen
D. Helium
ANSWER: B
`;

describe('readAiken', () => {
  it('reads each question with its lettered options and the one the ANSWER line names, with its line', () => {
    const draft = readAiken(twoQuestions);
    expect(draft.warnings).toEqual([]);
    expect(placed(draft.questions)).toEqual([
      {
        where: 'Line 1',
        kind: 'single',
        content: 'Thủ đô của Việt Nam là gì?',
        options: [
          { label: 'Hà Nội', isCorrect: true },
          { label: 'Huế', isCorrect: false },
          { label: 'Đà Nẵng', isCorrect: false },
        ],
        acceptedAnswers: [],
      },
      {
        where: 'Line 7',
        kind: 'single',
        content: 'Which planet is the largest?',
        options: [
          { label: 'Mars', isCorrect: false },
          { label: 'Jupiter', isCorrect: true },
        ],
        acceptedAnswers: [],
      },
      {
        where: 'Line 11',
        kind: 'single',
        content: 'Which gas do plants take in?',
        options: [
          { label: 'Oxygen', isCorrect: false },
          { label: 'Carbon dioxide', isCorrect: true },
          { label: 'Nitrogen', isCorrect: false },
          { label: 'Helium', isCorrect: false },
        ],
        acceptedAnswers: [],
      },
    ]);
  });

  it('keeps a question written over two lines, and reads Windows line ends and a byte-order mark', () => {
    const draft = readAiken('\uFEFFIn which year\r\ndid the war end?\r\nA. 1975\r\nB. 1945\r\nANSWER: A\r\n');
    expect(placed(draft.questions)[0]).toMatchObject({ where: 'Line 1', content: 'In which year\ndid the war end?' });
  });

  it.each([
    ['Q?\nA. yes\nB. no\nANSWER: C', 'Line 4', "the answer 'C' is not one of the options' letters."],
    ['Q?\nA. yes\nC. no\nANSWER: A', 'Line 3', 'option C comes where option B should be.'],
    ['Q?\nA. yes\nB. no', 'Line 1', 'the last question has no ANSWER line.'],
    ['ANSWER: A', 'Line 1', 'an ANSWER line comes before any question.'],
    [
      'Q?\nA. only\nANSWER: A',
      'Line 3',
      'a question needs at least two lettered options (A. …) before its ANSWER line.',
    ],
    ['Q?\nA. yes\n\nB. no\nANSWER: A', 'Line 3', 'a blank line comes before the ANSWER line of the question above.'],
    ['Q?\nA. yes\nB. no\nmore text\nANSWER: A', 'Line 4', 'a line that is not an option comes before the ANSWER line.'],
  ])('refuses a malformed file at its first problem: %j', (file, where, sentence) => {
    expect(() => readAiken(file)).toThrow(refusal(where, sentence));
  });

  it('finds nothing in an empty file', () => {
    expect(readAiken('\n\n')).toEqual({ questions: [], warnings: [] });
  });
});

describe('writing Aiken', () => {
  it('reads back single-choice and true/false questions as written, and lists the kinds it cannot hold', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const quiz = generatedQuiz(seed);
      const file = writeAiken(quiz);
      const kept = quiz.questions.filter((q) => q.kind === 'single' || q.kind === 'true_false');
      expect(file.leftOut).toHaveLength(quiz.questions.length - kept.length);
      if (kept.length === 0) continue;
      const { questions, warnings } = checkDraft(readAiken(file.body.toString()));
      expect(warnings).toEqual([]);
      const oneLine = (s: string) => s.replace(/\s*\n\s*/g, ' ');
      expect(questions.map((q) => [q.kind, q.content, q.options])).toEqual(
        kept.map((q) => [q.kind, oneLine(q.content), q.options.map((o) => ({ ...o, label: oneLine(o.label) }))]),
      );
    }
  });
});
