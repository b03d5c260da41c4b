import { describe, expect, it } from 'vitest';
import { english, placed, refusal } from '../../../test/quiz-file-notes';
import { readGift } from './gift';
import { writeGift } from './gift-write';
import { checkDraft } from './check';
import { asMoodleGivesBack, generatedQuiz, notCarriedBy } from '../../../test/generated-quizzes';
import type { ExportQuestion } from './quiz-file';

// Written by hand from Moodle's description of the format (docs.moodle.org, "GIFT format").
const everyKind = `// Geography, mixed kinds
$CATEGORY: $course$/Geography

::Capital::What is the capital of Viet Nam? {=Hà Nội ~Huế#Huế was the capital until 1945. ~Đà Nẵng}

Which of these are in Asia? {
  ~%50%Viet Nam
  ~%50%Japan
  ~%-100%Peru
}

The Mekong flows through Viet Nam.{T}

::Ocean::[plain]The Pacific is the smallest ocean. {FALSE#It is the largest.}

Name the longest river in Viet Nam. {=Mekong =Mê Kông =Cửu Long}

The capital of Japan is {=Tokyo ~Kyoto ~Osaka} and it lies on Honshu.
`;

describe('readGift', () => {
  it('reads one correct, several correct, true/false, short answer and missing word, with their lines', () => {
    const draft = readGift(everyKind);
    expect(draft.warnings).toEqual([]);
    expect(placed(draft.questions)).toEqual([
      {
        where: 'Line 4',
        kind: 'single',
        content: 'What is the capital of Viet Nam?',
        options: [
          { label: 'Hà Nội', isCorrect: true },
          { label: 'Huế', isCorrect: false },
          { label: 'Đà Nẵng', isCorrect: false },
        ],
        acceptedAnswers: [],
      },
      {
        where: 'Line 6',
        kind: 'multiple',
        content: 'Which of these are in Asia?',
        options: [
          { label: 'Viet Nam', isCorrect: true },
          { label: 'Japan', isCorrect: true },
          { label: 'Peru', isCorrect: false },
        ],
        acceptedAnswers: [],
      },
      {
        where: 'Line 12',
        kind: 'true_false',
        content: 'The Mekong flows through Viet Nam.',
        options: [
          { label: 'True', isCorrect: true },
          { label: 'False', isCorrect: false },
        ],
        acceptedAnswers: [],
      },
      {
        where: 'Line 14',
        kind: 'true_false',
        content: 'The Pacific is the smallest ocean.',
        options: [
          { label: 'True', isCorrect: false },
          { label: 'False', isCorrect: true },
        ],
        acceptedAnswers: [],
      },
      {
        where: 'Line 16',
        kind: 'typed',
        content: 'Name the longest river in Viet Nam.',
        options: [],
        acceptedAnswers: ['Mekong', 'Mê Kông', 'Cửu Long'],
      },
      {
        where: 'Line 18',
        kind: 'single',
        content: 'The capital of Japan is _____ and it lies on Honshu.',
        options: [
          { label: 'Tokyo', isCorrect: true },
          { label: 'Kyoto', isCorrect: false },
          { label: 'Osaka', isCorrect: false },
        ],
        acceptedAnswers: [],
      },
    ]);
  });

  it('decodes the escapes of special characters and \\n, in questions and answers', () => {
    const draft = readGift(
      String.raw`What does 2 \= 1 \+ 1 mean in the set \{1\, 2\}? Answer\: true\~false \# {=Equality\: 2 \= 1 + 1 ~A \{set\}}` +
        '\n\n' +
        String.raw`Line one\nLine two {T}`,
    );
    expect(draft.questions[0]!.content).toBe(
      String.raw`What does 2 = 1 \+ 1 mean in the set {1\, 2}? Answer: true~false #`,
    );
    expect(draft.questions[0]!.options.map((o) => o.label)).toEqual(['Equality: 2 = 1 + 1', 'A {set}']);
    expect(draft.questions[1]!.content).toBe('Line one\nLine two');
  });

  it('keeps [html] questions as their text only, never as markup, scripts dropped with their content', () => {
    const draft = readGift('[html]<p>Is <b>5 &gt; 3</b>&nbsp;?</p><script>alert(1)</script> {T}');
    expect(draft.questions[0]!.content).toBe('Is 5 > 3 ?');
  });

  it('leaves out matching, numerical, essay and description with a warning naming their line', () => {
    const draft = readGift(`Match the countries to capitals. {
  =Viet Nam -> Hà Nội
  =Japan -> Tokyo
}

What is 2 + 2? {#4}

Write about your summer holiday. {}

This part of the quiz is about rivers.

Is water wet? {T}`);
    expect(draft.questions.map((q) => q.content)).toEqual(['Is water wet?']);
    expect(english(draft.warnings)).toEqual([
      'Line 1: matching questions are not supported — skipped',
      'Line 6: numerical questions are not supported — skipped',
      'Line 8: essay questions are not supported — skipped',
      'Line 10: a description without answers is not a question — skipped',
    ]);
  });

  it('skips a question with no right answer or an empty one, and keeps the rest', () => {
    const draft = readGift('Pick one. {~a ~b}\n\nPick again. {=a ~}\n\nFine? {=yes ~no}');
    expect(draft.questions.map((q) => q.content)).toEqual(['Fine?']);
    expect(english(draft.warnings)).toEqual([
      'Line 1: no answer is marked correct — skipped',
      'Line 3: an answer is empty — skipped',
    ]);
  });

  it('refuses a file whose braces or title are not closed, naming the line', () => {
    expect(() => readGift('Fine? {T}\n\n// comment\nBroken {=a ~b\n\nNext {T}')).toThrow(
      refusal('Line 4', "the answers opened with '{' are not closed with '}'."),
    );
    expect(() => readGift('::Title without end What? {T}')).toThrow(
      refusal('Line 1', "the title is not closed with '::'."),
    );
  });

  it('reads Windows line ends and a byte-order mark, and finds nothing in a file of comments', () => {
    expect(placed(readGift('\uFEFFIs it? {T}\r\n\r\nAnd this? {F}\r\n').questions).map((q) => q.where)).toEqual([
      'Line 1',
      'Line 3',
    ]);
    expect(readGift('// only\n// comments\n')).toMatchObject({ questions: [], warnings: [] });
  });
});

describe("GIFT's $CATEGORY", () => {
  const withCategories = (...paths: string[]) =>
    readGift([...paths.map((path) => `$CATEGORY: ${path}`), '', 'Is water wet? {T}'].join('\n'));

  it('sets the quiz category its path names, its own name first, then the categories above it', () => {
    expect(readGift(everyKind).about).toEqual({ category: 'Geography' });
    expect(withCategories('Geography').about).toEqual({ category: 'Geography' });
    expect(withCategories('$course$/top/science').about).toEqual({ category: 'Science' });
    expect(withCategories('$course$/top/History/Mathematics').about).toEqual({ category: 'Mathematics' });
    expect(withCategories('$course$/top/Science/Physics').about).toEqual({ category: 'Science' });
    expect(withCategories('$system$/top/Default for Lớp 5/Khoa học/Vật lý').about).toEqual({ category: 'Science' });
    expect(withCategories('Toan hoc').warnings).toEqual([]);
    expect(withCategories('Toan hoc').about).toEqual({ category: 'Mathematics' });
  });

  it('takes the first line that names a category, and says nothing of the others', () => {
    const draft = withCategories('$course$/top/Physics', '$course$/top/History', '$course$/top/Sports');
    expect(draft.about).toEqual({ category: 'History' });
    expect(draft.warnings).toEqual([]);
  });

  it('sets no category, and warns at the first path, when no line names one of ours', () => {
    const draft = readGift(
      'Is it? {T}\n\n$CATEGORY: $course$/top/Hóa học 10//11/Chương 1\n\nAnd this? {~a ~b}\n\n$CATEGORY: Biology',
    );
    expect(draft.about).toBeUndefined();
    expect(english(draft.warnings)).toEqual([
      "Line 3: the category 'Hóa học 10/11/Chương 1' is not one of the quiz categories, so it is not used",
      'Line 5: no answer is marked correct — skipped',
    ]);
  });

  it('says nothing of a path with only the top or a default category, which names nothing', () => {
    const draft = withCategories('$course$/top', '$course$/top/Default for Lớp 5');
    expect(draft.about).toBeUndefined();
    expect(draft.warnings).toEqual([]);
  });
});

describe('GIFT answers as Moodle weighs them', () => {
  it('reads several = among ~ as one question where any of them is right, as Moodle does', () => {
    const [question] = readGift('Which is a prime? {=2 =3 ~4}').questions;
    expect(question).toMatchObject({
      kind: 'single',
      options: [
        { label: '2', isCorrect: true },
        { label: '3', isCorrect: true },
        { label: '4', isCorrect: false },
      ],
    });
  });

  it('writes every question [plain], and a typed star as an escaped star, so both read back as written', () => {
    const quiz = generatedQuiz(3, ['typed']);
    quiz.questions = [{ ...quiz.questions[0]!, content: '<b>&uarr;</b>', acceptedAnswers: ['2*3', '[html]x'] }];
    const text = writeGift(quiz).body.toString();
    expect(text).toContain(String.raw`[plain]<b>&uarr;</b> {` + '\n' + String.raw`=2\*3 =[plain][html]x`);
    expect(readGift(text).questions[0]).toMatchObject({
      content: '<b>&uarr;</b>',
      acceptedAnswers: ['2*3', '[html]x'],
    });
  });
});

describe('reading a hostile GIFT file', () => {
  it('gets through many blank lines inside one brace that is never closed without going back over them', () => {
    // Each blank line used to look through the whole block again: 200,000 of them took minutes.
    expect(() => readGift(`Q {\n${'a\n\n'.repeat(200_000)}`)).toThrow(
      refusal('Line 1', "the answers opened with '{' are not closed with '}'."),
    );
  });
});

describe('writing GIFT', () => {
  const carried = ['single', 'multiple', 'true_false', 'typed'] as const;
  const read = (q: Pick<ExportQuestion, 'kind' | 'content' | 'options' | 'acceptedAnswers' | 'explanation'>) => ({
    kind: q.kind,
    content: q.content,
    options: q.options,
    acceptedAnswers: q.acceptedAnswers,
    explanation: q.explanation,
  });
  /** What a question comes back as: its texts as Moodle shows them, formulas between `\(…\)`; answers as typed. */
  const givenBack = (q: ExportQuestion) => ({
    ...read(q),
    content: asMoodleGivesBack(q.content),
    options: q.options.map((o) => ({ ...o, label: asMoodleGivesBack(o.label) })),
    explanation: asMoodleGivesBack(q.explanation),
  });

  it('reads back as the same questions, escapes and line breaks included, over many generated quizzes', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const quiz = generatedQuiz(seed, carried);
      const file = writeGift(quiz);
      expect(english(file.leftOut)).toEqual(notCarriedBy(quiz));
      const { questions, warnings } = checkDraft(readGift(file.body.toString()));
      expect(warnings, `seed ${seed}`).toEqual([]);
      expect(questions.map(read), `seed ${seed}`).toEqual(quiz.questions.map(givenBack));
    }
  });

  it('leaves out ordering questions and polls with a comment line where they were', () => {
    const quiz = generatedQuiz(7, ['single']);
    quiz.questions = [
      { ...quiz.questions[0]!, kind: 'ordering' },
      { ...quiz.questions[0]!, kind: 'poll' },
      quiz.questions[0]!,
    ];
    const file = writeGift(quiz);
    expect(english(file.leftOut)).toEqual([
      'Question 1: ordering questions cannot be written in GIFT — left out',
      'Question 2: polls cannot be written in GIFT — left out',
    ]);
    const text = file.body.toString();
    expect(text).toContain('// Question 1: ordering questions cannot be written in GIFT — left out');
    expect(readGift(text).questions).toHaveLength(1);
  });
});
