import { describe, expect, it } from 'vitest';
import { english, placed } from '../../../test/quiz-file-notes';
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

  const good = 'Good?\nA. yes\nB. no\nANSWER: A';
  it.each([
    ['Q?\nA. yes\nB. no\nANSWER: C', "Line 4: the answer 'C' is not one of the options' letters — skipped"],
    ['Q?\nA. yes\nC. no\nANSWER: A', 'Line 3: option C comes where option B should be — skipped'],
    ['ANSWER: A', 'Line 1: an ANSWER line comes before any question — skipped'],
    [
      'Q?\nA. only\nANSWER: A',
      'Line 3: a question needs at least two lettered options (A. …) before its ANSWER line — skipped',
    ],
    // No ANSWER line: the question's own text begins the next one.
    ['Q?\nA. yes\nB. no', 'Line 1: the question has no ANSWER line — skipped'],
  ])('skips a broken question, says where it breaks, and reads on: %j', (broken, said) => {
    const draft = readAiken(`${broken}\n${good}\n\n${good}`);
    expect(english(draft.warnings)).toEqual([said]);
    expect(draft.questions.map((q) => q.content)).toEqual(['Good?', 'Good?']);
  });

  it('reads the good questions of a file whose broken ones are listed by line, as Moodle does', () => {
    const file = [
      'What is 2 + 2?',
      'A. 3',
      'B. 4',
      'ANSWER: B',
      '',
      'Which is a colour?',
      'A. Red',
      'C. Table',
      'D. Chair',
      'ANSWER: A',
      '',
      'Which is a fruit?',
      'A. Apple',
      'B. Stone',
      'ANSWER: E',
      '',
      'Capital of France?',
      'A. Paris',
      'B. Rome',
      '',
      'Largest ocean?',
      'A. Pacific',
      'B. Indian',
      'ANSWER: A',
      '',
      'Last one?',
      'A. yes',
      'B. no',
    ].join('\n');
    const draft = readAiken(file);
    expect(placed(draft.questions).map((q) => [q.where, q.content])).toEqual([
      ['Line 1', 'What is 2 + 2?'],
      ['Line 21', 'Largest ocean?'],
    ]);
    expect(english(draft.warnings)).toEqual([
      'Line 8: option C comes where option B should be — skipped',
      "Line 15: the answer 'E' is not one of the options' letters — skipped",
      'Line 17: the question has no ANSWER line — skipped',
      'Line 26: the last question has no ANSWER line — skipped',
    ]);
  });

  it('takes a blank line between the options and the ANSWER line, as Moodle does', () => {
    const draft = readAiken('Q?\nA. yes\n\nB. no\n\nANSWER: B');
    expect(draft.warnings).toEqual([]);
    expect(draft.questions[0]!.options).toEqual([
      { label: 'yes', isCorrect: false },
      { label: 'no', isCorrect: true },
    ]);
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
