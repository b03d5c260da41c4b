import { describe, expect, it } from 'vitest';
import { english, placed, refusal } from '../../../test/quiz-file-notes';
import { QuestionKinds } from '@quiz/contract/limits';
import { csvTemplate } from '@quiz/contract/transfer';
import { readCsv, writeCsv } from './csv';
import { checkDraft } from './check';
import { exportQuestion as question, exportQuizOf, richQuestions } from '../../../test/generated-quizzes';
import type { ExportQuestion } from './quiz-file';

// Our template, as Excel or Google Sheets would save it.
const template = [
  'Question,Kind,Option 1,Option 2,Option 3,Option 4,Correct,Accepted answers,Time,Points',
  'Thủ đô của Việt Nam?,,Hà Nội,Huế,Đà Nẵng,,1,,20,',
  'Which are in Asia?,,Viet Nam,Japan,Peru,,"1, 3",,,double',
  'The Mekong flows through Viet Nam.,true_false,,,,,True,,,',
  'Longest river in Viet Nam?,typed,,,,,,Mekong | Mê Kông,,',
  'Oldest first,ordering,Stone age,Bronze age,Iron age,,,,,',
  'Favourite season?,poll,Spring,Summer,Autumn,Winter,,,,none',
  '"A ""quoted"", multi-line',
  'question?",single,"yes, really",no,,,1,,,',
].join('\r\n');

describe('readCsv', () => {
  it('reads every kind from our template, with time and points, rows numbered as a spreadsheet shows them', () => {
    const draft = readCsv(template);
    expect(draft.warnings).toEqual([]);
    expect(placed(draft.questions).map((q) => [q.where, q.kind])).toEqual([
      ['Row 2', 'single'],
      ['Row 3', 'multiple'],
      ['Row 4', 'true_false'],
      ['Row 5', 'typed'],
      ['Row 6', 'ordering'],
      ['Row 7', 'poll'],
      ['Row 8', 'single'],
    ]);
    expect(placed(draft.questions)[0]).toMatchObject({
      content: 'Thủ đô của Việt Nam?',
      options: [
        { label: 'Hà Nội', isCorrect: true },
        { label: 'Huế', isCorrect: false },
        { label: 'Đà Nẵng', isCorrect: false },
      ],
      timeLimit: 20,
    });
    expect(draft.questions[1]!.options.map((o) => o.isCorrect)).toEqual([true, false, true]);
    expect(draft.questions[1]!.points).toBe('double');
    expect(draft.questions[2]!.options).toEqual([
      { label: 'True', isCorrect: true },
      { label: 'False', isCorrect: false },
    ]);
    expect(draft.questions[3]!.acceptedAnswers).toEqual(['Mekong', 'Mê Kông']);
    expect(draft.questions[4]!.options.map((o) => o.label)).toEqual(['Stone age', 'Bronze age', 'Iron age']);
    expect(placed(draft.questions)[6]).toMatchObject({
      content: 'A "quoted", multi-line\nquestion?',
      options: [
        { label: 'yes, really', isCorrect: true },
        { label: 'no', isCorrect: false },
      ],
    });
    // And every one of them is a question the editor accepts.
    expect(checkDraft(draft)).toMatchObject({ warnings: [], questions: { length: 7 } });
  });

  it('reads semicolon-separated files (Excel in many languages), columns in any order and case, blank rows skipped', () => {
    const draft = readCsv('\uFEFFcorrect;OPTION 2;option 1;question\n\n2;Yes;No;Is it?\n');
    expect(placed(draft.questions)).toEqual([
      {
        where: 'Row 3',
        kind: 'single',
        content: 'Is it?',
        options: [
          { label: 'No', isCorrect: false },
          { label: 'Yes', isCorrect: true },
        ],
        acceptedAnswers: [],
      },
    ]);
  });

  it('skips a row it cannot make a question of, saying why, and keeps the others', () => {
    const draft = readCsv(
      [
        'Question,Kind,Option 1,Option 2,Correct,Time,Points',
        'Match these,matching,a,b,1,,',
        'Pick,,a,b,3,,',
        'Pick,single,a,b,"1,2",,',
        'True?,true_false,,,yes,,',
        'Slow,,a,b,1,ten,',
        'Worth?,,a,b,1,,triple',
        'Fine?,,yes,no,1,,',
      ].join('\n'),
    );
    expect(placed(draft.questions).map((q) => q.where)).toEqual(['Row 8']);
    expect(english(draft.warnings)).toEqual([
      "Row 2: the kind 'matching' is not one of single, multiple, true_false, typed, ordering, poll — skipped",
      'Row 3: Correct must name options by number, from 1 to 2 — skipped',
      'Row 4: a single-choice question has one correct option (the kind for several is multiple) — skipped',
      "Row 5: a true/false question's Correct must be True or False — skipped",
      "Row 6: the time 'ten' is not a whole number of seconds — skipped",
      "Row 7: the points 'triple' are not one of standard, double, none — skipped",
    ]);
  });

  it('refuses a file without a header naming Question, or with a quote left open, naming the row', () => {
    expect(() => readCsv('What?,a,b\n')).toThrow(
      refusal('Row 1', "the first row must name the columns, one of them 'Question'."),
    );
    expect(() => readCsv('Question,Option 1\nFine,a\n"Open,b\n')).toThrow(
      refusal('Row 3', 'a quoted field is not closed with a quote.'),
    );
  });
});

describe('the CSV template offered for download', () => {
  it('reads back as one example question of each kind and one with math, explanations included, nothing left out', () => {
    const draft = readCsv(csvTemplate);
    expect(draft.warnings).toEqual([]);
    expect(draft.questions.map((q) => q.kind)).toEqual([...QuestionKinds, 'single']);
    const { questions, warnings } = checkDraft(draft);
    expect(warnings).toEqual([]);
    expect(questions).toHaveLength(QuestionKinds.length + 1);
    expect(questions[0]!.explanation).toBe('Two and two make four.');
    expect(questions.at(-1)).toMatchObject({
      content: 'Which number is $x$ if $x^2 = 9$ and $x > 0$?',
      options: [{ label: '$-3$' }, { label: '$3$', isCorrect: true }, { label: '$\\sqrt{3}$' }, { label: '$9$' }],
      explanation: '$3^2 = 9$ and $3 > 0$.',
    });
  });
});

const everyKind: ExportQuestion[] = [
  question({ timeLimit: 20 }),
  question({
    kind: 'multiple',
    content: 'Which are in Asia?',
    options: [
      { label: 'Viet Nam', isCorrect: true },
      { label: 'Peru', isCorrect: false },
      { label: 'Japan', isCorrect: true },
    ],
    points: 'double',
    explanation: 'Peru is in South America, $\\approx 10^4$ km away.',
  }),
  question({
    kind: 'true_false',
    content: 'Sông Mê Kông chảy qua Việt Nam.',
    options: [
      { label: 'True', isCorrect: true },
      { label: 'False', isCorrect: false },
    ],
  }),
  question({ kind: 'typed', content: 'Longest river?', options: [], acceptedAnswers: ['Mekong', 'Mê Kông'] }),
  question({
    kind: 'ordering',
    content: 'A "quoted", multi-line\nquestion',
    options: ['Stone age', 'Bronze age', 'Iron age'].map((label) => ({ label, isCorrect: false })),
  }),
  question({
    kind: 'poll',
    content: 'Favourite season?',
    options: ['Spring', 'Summer'].map((label) => ({ label, isCorrect: false })),
    points: 'none',
  }),
];

const quiz = (questions: ExportQuestion[], withAnswers = true) => exportQuizOf(questions, { withAnswers });

describe('writeCsv', () => {
  it("writes our template: the download's header, a row a question, RFC 4180 quoting, CRLF, UTF-8 with a BOM", () => {
    const file = writeCsv(quiz(everyKind));
    expect(file).toMatchObject({ contentType: 'text/csv; charset=utf-8', extension: 'csv', leftOut: [] });
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.body.toString('utf8')).toBe(
      '\uFEFF' +
        [
          csvTemplate.split('\r\n')[0],
          'Thủ đô của Việt Nam?,single,Hà Nội,Huế,,,,,1,,20,standard,',
          'Which are in Asia?,multiple,Viet Nam,Peru,Japan,,,,"1, 3",,,double,"Peru is in South America, $\\approx 10^4$ km away."',
          'Sông Mê Kông chảy qua Việt Nam.,true_false,,,,,,,True,,,standard,',
          'Longest river?,typed,,,,,,,,Mekong | Mê Kông,,standard,',
          '"A ""quoted"", multi-line\nquestion",ordering,Stone age,Bronze age,Iron age,,,,,,,standard,',
          'Favourite season?,poll,Spring,Summer,,,,,,,,none,',
          '',
        ].join('\r\n'),
    );
  });

  it('reads back as the same questions', () => {
    const draft = readCsv(writeCsv(quiz(everyKind)).body.toString('utf8'));
    expect(draft.warnings).toEqual([]);
    expect(
      draft.questions.map(({ kind, content, options, acceptedAnswers }) => ({
        kind,
        content,
        options,
        acceptedAnswers,
      })),
    ).toEqual(
      everyKind.map(({ kind, content, options, acceptedAnswers }) => ({ kind, content, options, acceptedAnswers })),
    );
    expect(draft.questions.map((q) => q.explanation ?? '')).toEqual(everyKind.map((q) => q.explanation));
  });

  it('gives back math, code, dollars and explanations exactly as written', () => {
    const rich = richQuestions();
    const { questions, warnings } = checkDraft(readCsv(writeCsv(quiz(rich)).body.toString('utf8')));
    expect(warnings).toEqual([]);
    expect(
      questions.map(({ content, options, acceptedAnswers, explanation }) => ({
        content,
        options,
        acceptedAnswers,
        explanation,
      })),
    ).toEqual(
      rich.map(({ content, options, acceptedAnswers, explanation }) => ({
        content,
        options,
        acceptedAnswers,
        explanation,
      })),
    );
  });

  it('reads a file made before the Explanation column as questions without one', () => {
    const { questions } = checkDraft(readCsv(template));
    expect(questions).toHaveLength(7);
    expect(questions.every((q) => q.explanation === '')).toBe(true);
  });

  it('without the answer key, leaves Correct, Accepted answers and Explanation empty: nothing tells the answer', () => {
    const text = writeCsv(quiz(everyKind, false)).body.toString('utf8');
    expect(text.split('\r\n').slice(1, 5)).toEqual([
      'Thủ đô của Việt Nam?,single,Hà Nội,Huế,,,,,,,20,standard,',
      'Which are in Asia?,multiple,Viet Nam,Peru,Japan,,,,,,,double,',
      'Sông Mê Kông chảy qua Việt Nam.,true_false,,,,,,,,,,standard,',
      'Longest river?,typed,,,,,,,,,,standard,',
    ]);
    const draft = readCsv(text);
    expect(draft.questions.some((q) => q.options.some((o) => o.isCorrect) || q.acceptedAnswers.length > 0)).toBe(false);
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula, not before a number, and reads it back without', () => {
    const risky = question({
      content: '=HYPERLINK("http://example.com","Bấm vào đây")',
      options: [
        { label: '@SUM(1+1)', isCorrect: true },
        { label: '-2', isCorrect: false },
        { label: '+84 912', isCorrect: false },
      ],
    });
    const text = writeCsv(quiz([risky])).body.toString('utf8');
    expect(text.split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://example.com"",""Bấm vào đây"")",single,'@SUM(1+1),-2,'+84 912,,,,1,,,standard,`,
    );
    expect(readCsv(text).questions[0]).toMatchObject({ content: risky.content, options: risky.options });
  });

  it('names each question whose picture it leaves out', () => {
    const picture = { url: '/uploads/questions/0b9f3c1e-6f7a-4c8e-9d2b-3a4e5f6a7b8c.webp', alt: 'Bản đồ' };
    const file = writeCsv(quiz([question({}), question({ image: picture }), question({ image: picture })]));
    expect(english(file.leftOut)).toEqual([
      'Question 2: its picture is not included',
      'Question 3: its picture is not included',
    ]);
  });
});
