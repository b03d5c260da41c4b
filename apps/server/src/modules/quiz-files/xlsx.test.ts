import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { english, placed, refusal } from '../../../test/quiz-file-notes';
import { QuestionKinds } from '@quiz/contract/limits';
import { csvTemplate } from '@quiz/contract/transfer';
import { checkDraft } from './check';
import { readCsv, templateRowsOf, writeCsv } from './csv';
import { ImportError, type Draft } from './draft';
import {
  exportQuestion as question,
  exportQuizOf,
  generatedQuiz,
  notCarriedBy,
  richQuestions,
} from '../../../test/generated-quizzes';
import type { ExportQuestion, ExportQuiz } from './quiz-file';
import { readKahoot, readXlsx, writeXlsx } from './xlsx';

async function workbookOf(rows: ExcelJS.CellValue[][], build?: (sheet: ExcelJS.Worksheet) => void) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const [i, row] of rows.entries()) if (row.length > 0) sheet.getRow(i + 1).values = row;
  build?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function sheetOf(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const header = csvTemplate.split('\r\n')[0]!.split(',');

describe('readXlsx', () => {
  it('reads every kind from a workbook in our template, cells as the sheet shows them, rows numbered as it does', async () => {
    const data = await workbookOf(
      [
        [],
        header,
        ['Thủ đô của Việt Nam?', '', 'Hà Nội', 'Huế', 'Đà Nẵng', '', '', '', 1, '', 20, '', 'Từ năm $1010$.'],
        ['Which are in Asia?', 'multiple', 'Viet Nam', 'Japan', 'Peru', '', '', '', '1, 3', '', '', 'double'],
        ['Sông Mê Kông chảy qua Việt Nam.', 'true_false', '', '', '', '', '', '', true, '', '', ''],
        ['Longest river in Viet Nam?', 'typed', '', '', '', '', '', '', '', 'Mekong | Mê Kông', '', ''],
        ['Oldest first', 'ordering', 'Thời đồ đá', 'Thời đồ đồng', 'Thời đồ sắt', '', '', '', '', '', '', ''],
        ['Mùa yêu thích?', 'poll', 'Xuân', 'Hạ', 'Thu', 'Đông', '', '', '', '', '', 'none'],
      ],
      (sheet) => {
        // Rich text, a formula with its result, and a link: what the sheet shows is what is read.
        sheet.getCell('A9').value = {
          richText: [{ text: 'Số nào ' }, { text: 'lớn nhất', font: { bold: true } }, { text: '?' }],
        };
        sheet.getCell('C9').value = { formula: '1+1', result: 2 };
        sheet.getCell('D9').value = { text: 'mười', hyperlink: 'https://vi.wikipedia.org/wiki/10' };
        sheet.getCell('I9').value = 2;
      },
    );
    const draft = await readXlsx(data);
    expect(draft.warnings).toEqual([]);
    expect(placed(draft.questions).map((q) => [q.where, q.kind])).toEqual([
      ['Row 3', 'single'],
      ['Row 4', 'multiple'],
      ['Row 5', 'true_false'],
      ['Row 6', 'typed'],
      ['Row 7', 'ordering'],
      ['Row 8', 'poll'],
      ['Row 9', 'single'],
    ]);
    expect(placed(draft.questions)[0]).toMatchObject({
      content: 'Thủ đô của Việt Nam?',
      options: [
        { label: 'Hà Nội', isCorrect: true },
        { label: 'Huế', isCorrect: false },
        { label: 'Đà Nẵng', isCorrect: false },
      ],
      timeLimit: 20,
      explanation: 'Từ năm $1010$.',
    });
    expect(draft.questions[1]!.explanation).toBeUndefined();
    expect(draft.questions[1]!.options.map((o) => o.isCorrect)).toEqual([true, false, true]);
    expect(draft.questions[2]!.options).toEqual([
      { label: 'True', isCorrect: true },
      { label: 'False', isCorrect: false },
    ]);
    expect(draft.questions[3]!.acceptedAnswers).toEqual(['Mekong', 'Mê Kông']);
    expect(placed(draft.questions)[6]).toMatchObject({
      content: 'Số nào lớn nhất?',
      options: [
        { label: '2', isCorrect: false },
        { label: 'mười', isCorrect: true },
      ],
    });
    expect(checkDraft(draft)).toMatchObject({ warnings: [], questions: { length: 7 } });
  });

  it("reads '1,3' that Excel turned into the number 1.3 (a comma as the decimal mark) as options 1 and 3", async () => {
    const data = await workbookOf([header, ['Số nguyên tố?', 'multiple', '2', '4', '5', '', '', '', 1.3]]);
    const draft = await readXlsx(data);
    expect(draft.questions[0]!.options.map((o) => o.isCorrect)).toEqual([true, false, true]);
  });

  it('refuses a sheet that is neither our template nor a Kahoot! one, naming its first row', async () => {
    const data = await workbookOf([[], [], ['Tên', 'Lớp'], ['An', '6A']]);
    await expect(readXlsx(data)).rejects.toThrow(
      refusal('Row 3', "the first row must name the columns, one of them 'Question'."),
    );
    await expect(readKahoot(data)).rejects.toThrow(ImportError);
  });

  it('refuses a workbook that is not one, in a plain sentence', async () => {
    const data = await workbookOf([header]);
    await expect(readXlsx(data.subarray(0, data.length - 100))).rejects.toMatchObject({
      statusCode: 400,
      message: 'This file is damaged and cannot be read.',
    });
  });
});

const quiz = (questions: ExportQuestion[], withAnswers = true) => exportQuizOf(questions, { withAnswers });

describe('writeXlsx', () => {
  it("writes one worksheet 'Quiz' of the CSV file's rows, the header bold, the seconds as numbers", async () => {
    const exported = quiz([
      question({ timeLimit: 45, image: { url: '/uploads/questions/x.webp', alt: 'Bản đồ' } }),
      question({ kind: 'typed', options: [], acceptedAnswers: ['Hà Nội', 'Ha Noi'], points: 'double' }),
    ]);
    const file = await writeXlsx(exported);
    expect({ ...file, leftOut: english(file.leftOut) }).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
      leftOut: ['Question 1: its picture is not included'],
    });
    const sheet = await sheetOf(file.body);
    expect(sheet.name).toBe('Quiz');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBeGreaterThan(sheet.getColumn(2).width!);
    const shown: string[][] = [];
    sheet.eachRow((row) => shown.push(header.map((_, i) => row.getCell(i + 1).text)));
    expect(shown).toEqual(templateRowsOf(exported));
    expect(sheet.getCell('K2').value).toBe(45);
  });
});

/** What a draft should hold of a question, in the draft's shape. */
const asDrafted = (q: ExportQuestion) => ({
  kind: q.kind,
  content: q.content,
  options: q.kind === 'typed' ? [] : q.options,
  acceptedAnswers: q.kind === 'typed' ? q.acceptedAnswers : [],
  timeLimit: q.timeLimit,
  points: q.points,
  explanation: q.explanation,
});
const drafted = (draft: Draft) =>
  draft.questions.map((q) => ({
    kind: q.kind,
    content: q.content,
    options: q.options,
    acceptedAnswers: q.acceptedAnswers,
    timeLimit: q.timeLimit ?? null,
    points: q.points,
    explanation: q.explanation ?? '',
  }));

const formats = [
  ['CSV', async (q: ExportQuiz) => readCsv(writeCsv(q).body.toString('utf8')), writeCsv],
  ['XLSX', async (q: ExportQuiz) => readXlsx((await writeXlsx(q)).body), writeXlsx],
] as const;

describe('our template, written and read again', () => {
  it.each(formats)(
    '%s: 50 generated quizzes come back as the same questions, nothing left out',
    async (_, again, write) => {
      for (let seed = 1; seed <= 50; seed++) {
        const exported = generatedQuiz(seed, QuestionKinds, { pictures: true });
        const draft = await again(exported);
        expect(draft.warnings, `seed ${seed}`).toEqual([]);
        expect(drafted(draft), `seed ${seed}`).toEqual(exported.questions.map(asDrafted));
        // And every one is a question the editor accepts.
        expect(checkDraft(draft), `seed ${seed}`).toMatchObject({
          warnings: [],
          questions: { length: exported.questions.length },
        });
        // Only our JSON carries pictures and 'Diacritics must match'.
        expect(english((await write(exported)).leftOut), `seed ${seed}`).toEqual(notCarriedBy(exported));
      }
    },
  );

  it.each(formats)('%s: math, code, dollars and explanations come back exactly as written', async (_, again) => {
    const exported = quiz(richQuestions());
    const draft = await again(exported);
    expect(draft.warnings).toEqual([]);
    expect(drafted(draft)).toEqual(exported.questions.map(asDrafted));
    expect(checkDraft(draft)).toMatchObject({ warnings: [], questions: { length: exported.questions.length } });
  });

  it.each(formats)(
    '%s without the answer key: nothing is marked correct and no answer is accepted',
    async (_, again) => {
      // Even options still marked correct, and accepted answers still there, are not written.
      const every = quiz(
        [
          question({}),
          question({
            kind: 'multiple',
            options: [
              { label: 'Hà Nội', isCorrect: true },
              { label: 'Hải Phòng', isCorrect: true },
              { label: 'Paris', isCorrect: false },
            ],
          }),
          question({
            kind: 'true_false',
            options: [
              { label: 'True', isCorrect: true },
              { label: 'False', isCorrect: false },
            ],
          }),
          question({ kind: 'typed', options: [], acceptedAnswers: ['Hà Nội'] }),
          question({ kind: 'ordering', options: ['Một', 'Hai', 'Ba'].map((label) => ({ label, isCorrect: false })) }),
          question({ kind: 'poll', options: ['Xuân', 'Hạ'].map((label) => ({ label, isCorrect: false })) }),
        ],
        false,
      );
      for (const q of every.questions) q.explanation = 'It tells the answer: Hà Nội.';
      const correctAt = header.indexOf('Correct');
      const acceptedAt = header.indexOf('Accepted answers');
      const explanationAt = header.indexOf('Explanation');
      expect(
        templateRowsOf(every)
          .slice(1)
          .map((row) => row[correctAt]! + row[acceptedAt]! + row[explanationAt]!),
      ).toEqual(Array(6).fill(''));
      const draft = await again(every);
      expect(draft.questions.map((q) => q.kind)).toEqual(['typed', 'ordering', 'poll']);
      for (const q of draft.questions) {
        expect(q.options.some((o) => o.isCorrect)).toBe(false);
        expect(q.acceptedAnswers).toEqual([]);
        expect(q.explanation).toBeUndefined();
      }
    },
  );
});
