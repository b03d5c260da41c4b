import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { english, inEnglish, placed } from '../../../test/quiz-file-notes';
import { checkDraft } from './check';
import type { SheetRow } from './csv';
import { isKahootSheet, kahootHeader, kahootTime, readKahootRows, writeKahoot } from './kahoot';
import { exportQuestion as question, exportQuizOf, generatedQuiz } from '../../../test/generated-quizzes';
import type { ExportQuestion } from './quiz-file';
import { readKahoot, readXlsx } from './xlsx';

const header = kahootHeader;

async function workbookOf(rows: ExcelJS.CellValue[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const [i, row] of rows.entries()) if (row.length > 0) sheet.getRow(i + 1).values = row;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const long =
  'Câu hỏi này dài hơn giới hạn 120 ký tự của Kahoot!, nhưng trình soạn thảo của chúng ta cho phép tới 1000 ký tự, nên nó được giữ nguyên.';

// Laid out as Kahoot!'s 'Kahoot! quiz template': its logo row, heading and instructions, a blank row, the header on
// row 8, the questions numbered from row 9, and the template's numbered empty rows after them.
const kahootSheet: ExcelJS.CellValue[][] = [
  [],
  ['', 'Quiz template'],
  ['', 'Add questions, at least two answer alternatives, time limit and choose correct answers (at least one).'],
  ['', 'Remember: questions have a limit of 120 characters and answers can have 75 characters max.'],
  ['', "See an example question below (don't forget to overwrite this with your first question!)"],
  ['', "And remember, if you're not using Excel you need to export to .xlsx format before you upload to Kahoot!"],
  [],
  ['', ...header],
  [1, 'Thủ đô của Việt Nam là gì?', 'Huế', 'Hà Nội', 'Đà Nẵng', 'Hải Phòng', 20, 2],
  [2, 'Những thành phố nào ở miền Bắc?', 'Hà Nội', 'Cần Thơ', 'Hải Phòng', '', 30, '1,3'],
  [3, 'Sông Mê Kông chảy qua Việt Nam.', 'true', 'FALSE', '', '', 10, '1'],
  [4, 'Phở là món ăn của nước nào?', 'Nhật Bản', 'Việt Nam', '', 'Ý', 60, '1, 4'],
  [5, long, 'Đúng', 'Sai', '', '', 240, 1],
  [6, 'Bầu trời màu gì?', true, false, '', '', 5, 2],
  [7],
  [8],
];

describe('readKahootRows', () => {
  it("reads Kahoot!'s template: kinds from the correct answers, empty answers dropped, its limits not enforced", async () => {
    const draft = await readXlsx(await workbookOf(kahootSheet));
    expect(draft.warnings).toEqual([]);
    // The template's own heading is not a title.
    expect(draft.about).toBeUndefined();
    expect(placed(draft.questions)).toEqual([
      {
        where: 'Row 9',
        kind: 'single',
        content: 'Thủ đô của Việt Nam là gì?',
        options: [
          { label: 'Huế', isCorrect: false },
          { label: 'Hà Nội', isCorrect: true },
          { label: 'Đà Nẵng', isCorrect: false },
          { label: 'Hải Phòng', isCorrect: false },
        ],
        acceptedAnswers: [],
        timeLimit: 20,
      },
      {
        where: 'Row 10',
        kind: 'multiple',
        content: 'Những thành phố nào ở miền Bắc?',
        options: [
          { label: 'Hà Nội', isCorrect: true },
          { label: 'Cần Thơ', isCorrect: false },
          { label: 'Hải Phòng', isCorrect: true },
        ],
        acceptedAnswers: [],
        timeLimit: 30,
      },
      {
        where: 'Row 11',
        kind: 'true_false',
        content: 'Sông Mê Kông chảy qua Việt Nam.',
        options: [
          { label: 'True', isCorrect: true },
          { label: 'False', isCorrect: false },
        ],
        acceptedAnswers: [],
        timeLimit: 10,
      },
      {
        where: 'Row 12',
        kind: 'multiple',
        content: 'Phở là món ăn của nước nào?',
        // Answer 4 is still answer 4 when answer 3 is empty.
        options: [
          { label: 'Nhật Bản', isCorrect: true },
          { label: 'Việt Nam', isCorrect: false },
          { label: 'Ý', isCorrect: true },
        ],
        acceptedAnswers: [],
        timeLimit: 60,
      },
      {
        where: 'Row 13',
        kind: 'single',
        content: long,
        options: [
          { label: 'Đúng', isCorrect: true },
          { label: 'Sai', isCorrect: false },
        ],
        acceptedAnswers: [],
        timeLimit: 240,
      },
      {
        where: 'Row 14',
        kind: 'true_false',
        content: 'Bầu trời màu gì?',
        options: [
          { label: 'True', isCorrect: false },
          { label: 'False', isCorrect: true },
        ],
        acceptedAnswers: [],
        timeLimit: 5,
      },
    ]);
    expect(long.length).toBeGreaterThan(120);
    expect(checkDraft(draft)).toMatchObject({ warnings: [], questions: { length: 6 } });
  });

  it('finds the header and its columns by how their names start, in any case, and takes the title above it', () => {
    const rows: SheetRow[] = [
      { line: 1, fields: ['', 'Lịch sử lớp 8'] },
      {
        line: 3,
        fields: ['#', 'TIME LIMIT', 'correct answers', 'Answer 2', 'QUESTION (max 95 characters)', 'answer 1'],
      },
      { line: 4, fields: ['1', '90', '2', 'Năm 1945', 'Cách mạng tháng Tám năm nào?', 'Năm 1930'] },
    ];
    expect(isKahootSheet(rows)).toBe(true);
    expect(inEnglish(readKahootRows(rows)!)).toEqual({
      about: { title: 'Lịch sử lớp 8' },
      questions: [
        {
          where: 'Row 4',
          kind: 'single',
          content: 'Cách mạng tháng Tám năm nào?',
          options: [
            { label: 'Năm 1930', isCorrect: false },
            { label: 'Năm 1945', isCorrect: true },
          ],
          acceptedAnswers: [],
          timeLimit: 90,
        },
      ],
      warnings: [],
    });
  });

  it('is not a Kahoot! sheet without the three columns: our own template is not one', () => {
    const ours: SheetRow[] = [
      { line: 1, fields: ['Question', 'Kind', 'Option 1', 'Option 2', 'Correct'] },
      { line: 2, fields: ['Is it?', '', 'Yes', 'No', '1'] },
    ];
    expect(isKahootSheet(ours)).toBe(false);
    expect(readKahootRows(ours)).toBeNull();
  });

  it('skips a row it cannot make a question of, saying why, and keeps the others', () => {
    const rows: SheetRow[] = [
      { line: 8, fields: ['', ...header] },
      { line: 9, fields: ['1', 'Không chọn đáp án?', 'A', 'B', '', '', '20', ''] },
      { line: 10, fields: ['2', 'Đáp án trống?', 'A', 'B', '', '', '20', '3'] },
      { line: 11, fields: ['3', 'Chậm?', 'A', 'B', '', '', 'mười', '1'] },
      { line: 12, fields: ['4', 'Được?', 'A', 'B', '', '', '', '1'] },
    ];
    const draft = readKahootRows(rows)!;
    expect(placed(draft.questions).map((q) => q.where)).toEqual(['Row 12']);
    expect(draft.questions[0]!.timeLimit).toBeUndefined();
    expect(english(draft.warnings)).toEqual([
      'Row 9: no correct answer is chosen — skipped',
      "Row 10: the correct answer '3' is not the number of one of its answers — skipped",
      "Row 11: the time limit 'mười' is not a whole number of seconds — skipped",
    ]);
  });

  it("refuses, as Kahoot!'s format, a workbook without Kahoot!'s header", async () => {
    const data = await workbookOf([['Question', 'Option 1', 'Option 2', 'Correct']]);
    await expect(readKahoot(data)).rejects.toThrow(
      "Row 1: no row names Kahoot!'s columns: Question, Answer 1 … and Correct answer(s).",
    );
  });
});

const quiz = (questions: ExportQuestion[]) => exportQuizOf(questions, { timeLimit: 45 });

const sheetOf = async (data: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) =>
    rows.push(Array.from({ length: 8 }, (_, i) => row.getCell(i + 1).text)),
  );
  return rows;
};

describe('writeKahoot', () => {
  it("lays the quiz out as Kahoot!'s template: title, blank row, header, questions numbered from 1", async () => {
    const file = await writeKahoot(
      quiz([
        question({ timeLimit: 25 }),
        question({ kind: 'typed', options: [], acceptedAnswers: ['Hà Nội'] }),
        question({
          kind: 'multiple',
          content: 'Thành phố nào ở miền Bắc?',
          options: [
            { label: 'Hà Nội', isCorrect: true },
            { label: 'Cần Thơ', isCorrect: false },
            { label: 'Hải Phòng', isCorrect: true },
          ],
          timeLimit: 300,
          image: { url: '/uploads/questions/x.webp', alt: 'Bản đồ' },
        }),
      ]),
    );
    expect(file).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      // Apart from our own template's 'title.xlsx' (issue 35).
      extension: 'kahoot.xlsx',
    });
    expect(await sheetOf(file.body)).toEqual([
      ['', 'Địa lý Việt Nam', '', '', '', '', '', ''],
      ['', '', '', '', '', '', '', ''],
      ['', ...header],
      ['1', 'Thủ đô của Việt Nam?', 'Hà Nội', 'Huế', '', '', '30', '1'],
      ['2', 'Thành phố nào ở miền Bắc?', 'Hà Nội', 'Cần Thơ', 'Hải Phòng', '', '240', '1,3'],
    ]);
    expect(english(file.leftOut)).toEqual([
      'Question 2: typed questions cannot be written in a Kahoot! spreadsheet — left out',
      'Question 3: its picture is not included',
    ]);
  });

  it('leaves out the kinds Kahoot! has not and questions of more than 4 answers, naming each', async () => {
    const five = ['Một', 'Hai', 'Ba', 'Bốn', 'Năm'].map((label, i) => ({ label, isCorrect: i === 0 }));
    const file = await writeKahoot(
      quiz([
        question({ kind: 'ordering', options: five.map((o) => ({ ...o, isCorrect: false })) }),
        question({ kind: 'poll', options: five.slice(0, 2).map((o) => ({ ...o, isCorrect: false })) }),
        question({ options: five }),
        question({}),
      ]),
    );
    expect(english(file.leftOut)).toEqual([
      'Question 1: ordering questions cannot be written in a Kahoot! spreadsheet — left out',
      'Question 2: poll questions cannot be written in a Kahoot! spreadsheet — left out',
      'Question 3: it has more than 4 answers, more than a Kahoot! question holds — left out',
    ]);
    expect((await sheetOf(file.body)).slice(3).map((row) => row[0])).toEqual(['1']);
  });

  it.each([
    [1, 5],
    [5, 5],
    [6, 10],
    [25, 30],
    [45, 60],
    [100, 120],
    [121, 240],
    [300, 240],
  ])('rounds %i seconds up to the %i Kahoot! allows', (seconds, allowed) => {
    expect(kahootTime(seconds)).toBe(allowed);
  });

  it("takes the quiz's time, rounded up, for a question without its own", async () => {
    const file = await writeKahoot(quiz([question({})]));
    expect((await sheetOf(file.body))[3]![6]).toBe('60');
  });
});

describe('a Kahoot! spreadsheet, written and read again', () => {
  it('gives back the questions it can hold over many generated quizzes: HTML-like text, entities, math and all', async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const generated = generatedQuiz(seed, ['single', 'multiple', 'true_false']);
      const held = generated.questions.filter((q) => q.options.length <= 4);
      const draft = await readXlsx((await writeKahoot(generated)).body);
      expect(draft.warnings, `seed ${seed}`).toEqual([]);
      const asRead = ({ kind, content, options }: Pick<ExportQuestion, 'kind' | 'content' | 'options'>) => ({
        kind,
        content,
        options,
      });
      // Kahoot! tells the kinds by how many answers are correct: a multiple with one correct comes back single.
      const told = held.map((q) => ({
        ...q,
        kind: q.kind === 'multiple' && q.options.filter((o) => o.isCorrect).length === 1 ? ('single' as const) : q.kind,
      }));
      expect(draft.questions.map(asRead), `seed ${seed}`).toEqual(told.map(asRead));
    }
  });

  it('gives back the single, multiple and true/false questions and the title', async () => {
    const questions = [
      question({ timeLimit: 20 }),
      question({
        kind: 'multiple',
        content: 'Những số nào là số nguyên tố? (2, 3, "4")',
        options: ['2', '3', '"4"', '5'].map((label) => ({ label, isCorrect: label !== '"4"' })),
        timeLimit: 90,
      }),
      question({
        kind: 'true_false',
        content: 'Vịnh Hạ Long ở Quảng Ninh.\nĐúng hay sai?',
        options: [
          { label: 'True', isCorrect: true },
          { label: 'False', isCorrect: false },
        ],
        timeLimit: 10,
      }),
      question({
        kind: 'true_false',
        content: 'Huế là thủ đô hiện nay.',
        options: [
          { label: 'True', isCorrect: false },
          { label: 'False', isCorrect: true },
        ],
        timeLimit: 5,
      }),
    ];
    const draft = await readXlsx((await writeKahoot(quiz(questions))).body);
    expect(draft.about).toEqual({ title: 'Địa lý Việt Nam' });
    expect(draft.warnings).toEqual([]);
    expect(
      draft.questions.map(({ kind, content, options, timeLimit }) => ({ kind, content, options, timeLimit })),
    ).toEqual(questions.map(({ kind, content, options, timeLimit }) => ({ kind, content, options, timeLimit })));
  });
});
