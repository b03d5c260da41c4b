import { describe, expect, it } from 'vitest';
import { QuestionKinds } from '@quiz/contract/limits';
import { csvTemplate } from '@quiz/contract/transfer';
import { readCsv } from './csv';
import { ImportError } from './draft';
import { checkDraft } from './check';

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
    expect(draft.questions.map((q) => [q.where, q.kind])).toEqual([
      ['Row 2', 'single'],
      ['Row 3', 'multiple'],
      ['Row 4', 'true_false'],
      ['Row 5', 'typed'],
      ['Row 6', 'ordering'],
      ['Row 7', 'poll'],
      ['Row 8', 'single'],
    ]);
    expect(draft.questions[0]).toMatchObject({
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
    expect(draft.questions[6]).toMatchObject({
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
    expect(draft.questions).toEqual([
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
    expect(draft.questions.map((q) => q.where)).toEqual(['Row 8']);
    expect(draft.warnings).toEqual([
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
      new ImportError('Row 1', "the first row must name the columns, one of them 'Question'."),
    );
    expect(() => readCsv('Question,Option 1\nFine,a\n"Open,b\n')).toThrow(
      new ImportError('Row 3', 'a quoted field is not closed with a quote.'),
    );
  });
});

describe('the CSV template offered for download', () => {
  it('reads back as one example question of each kind, with nothing left out', () => {
    const draft = readCsv(csvTemplate);
    expect(draft.warnings).toEqual([]);
    expect(draft.questions.map((q) => q.kind)).toEqual([...QuestionKinds]);
    const { questions, warnings } = checkDraft(draft);
    expect(warnings).toEqual([]);
    expect(questions).toHaveLength(QuestionKinds.length);
  });
});
