import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import type { QuizInput } from '@quiz/contract/quizzes';
import { leftOutHeader } from '@quiz/contract/transfer';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeAdmin, makeUser, multipart } from '../../../test/factories';
import { asMoodleGivesBack } from '../../../test/generated-quizzes';
import { fileNameOf } from './export';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const everyKind: QuizInput['questions'] = [
  {
    kind: 'single',
    content: 'Thủ đô của Việt Nam?',
    options: [{ label: 'Hà Nội', isCorrect: true }, { label: 'Huế' }],
  },
  {
    kind: 'multiple',
    content: 'Which are prime?',
    options: [{ label: '2', isCorrect: true }, { label: '4' }, { label: '5', isCorrect: true }],
  },
  { kind: 'true_false', content: 'The Sun is a star.', options: [{ isCorrect: true }, { isCorrect: false }] },
  { kind: 'typed', content: 'Longest river?', acceptedAnswers: ['Mê Kông', 'Mekong'], matchDiacritics: true },
  {
    kind: 'ordering',
    content: 'Smallest first',
    options: [{ label: 'one' }, { label: 'two' }, { label: 'three' }],
    timeLimit: 40,
    points: 'double',
  },
  { kind: 'poll', content: 'Which topic next?', options: [{ label: 'Rivers' }, { label: 'Mountains' }] },
];

async function makeQuiz(auth: Record<string, string>, overrides: Partial<QuizInput> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quizzes',
    headers: auth,
    payload: { title: 'Địa lý Việt Nam', category: 'Geography', questions: everyKind, ...overrides },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
}

const exportOf = (quizId: string, format: string, auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/quizzes/${quizId}/export?format=${format}`, headers: auth });

describe('GET /api/quizzes/{id}/export', () => {
  it('gives the owner a JSON download named after the title that imports back as the same quiz', async () => {
    const { auth } = await makeUser(t.app);
    const quizId = await makeQuiz(auth);
    const res = await exportOf(quizId, 'json', auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="dia-ly-viet-nam.json"');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(decodeURIComponent(String(res.headers[leftOutHeader])))).toEqual([]);

    const body = multipart({}, [{ field: 'file', filename: 'x.json', type: 'application/json', data: res.rawPayload }]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/import',
      ...body,
      headers: { ...body.headers, ...auth },
    });
    expect(imported.statusCode).toBe(201);
    const strip = (quiz: { questions: Record<string, unknown>[] }) =>
      quiz.questions.map(({ _id, options, ...q }) => ({
        ...q,
        options: (options as { label: string; isCorrect: boolean }[] | undefined)?.map(({ label, isCorrect }) => ({
          label,
          isCorrect,
        })),
      }));
    const original = await t.app.inject({ method: 'GET', url: `/api/quizzes/${quizId}`, headers: auth });
    expect(imported.json().data).toMatchObject({ title: 'Địa lý Việt Nam', category: 'Geography' });
    expect(strip(imported.json().data)).toEqual(strip(original.json().data));
  });

  it('writes GIFT with a comment line for each kind GIFT cannot hold, and lists them in the header', async () => {
    const { auth } = await makeUser(t.app);
    const quizId = await makeQuiz(auth);
    const res = await exportOf(quizId, 'gift', auth);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Thủ đô của Việt Nam? {\n=Hà Nội\n~Huế\n}');
    expect(res.body).toContain('// Question 5: ordering questions cannot be written in GIFT — left out');
    expect(JSON.parse(decodeURIComponent(String(res.headers[leftOutHeader])))).toEqual([
      "Question 4: its 'Diacritics must match' setting is not carried",
      'Question 5: ordering questions cannot be written in GIFT — left out',
      'Question 6: polls cannot be written in GIFT — left out',
    ]);
    // The list in Vietnamese when asked; the file itself is the same.
    const vi = await t.app.inject({ url: `/api/quizzes/${quizId}/export?format=gift&lang=vi`, headers: auth });
    expect(JSON.parse(decodeURIComponent(String(vi.headers[leftOutHeader])))).toEqual([
      "Câu 4: không mang theo thiết lập 'Phải viết đúng dấu' của câu hỏi",
      'Câu 5: không thể ghi câu hỏi sắp xếp sang GIFT — không đưa vào',
      'Câu 6: không thể ghi thăm dò ý kiến sang GIFT — không đưa vào',
    ]);
    expect(vi.body).toBe(res.body);
    const aiken = await exportOf(quizId, 'aiken', auth);
    expect(aiken.body).toBe(
      'Thủ đô của Việt Nam?\nA. Hà Nội\nB. Huế\nANSWER: A\n\nThe Sun is a star.\nA. True\nB. False\nANSWER: A\n',
    );
  });

  it('writes Moodle XML that imports back with every kind Moodle has, the poll listed as left out', async () => {
    const { auth } = await makeUser(t.app);
    const quizId = await makeQuiz(auth);
    const res = await exportOf(quizId, 'moodle', auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="dia-ly-viet-nam.xml"');
    expect(JSON.parse(decodeURIComponent(String(res.headers[leftOutHeader])))).toEqual([
      "Question 4: its 'Diacritics must match' setting is not carried",
      'Question 6: polls cannot be written in Moodle XML — left out',
    ]);
    const body = multipart({ preview: 'true' }, [
      { field: 'file', filename: 'x.xml', type: 'application/xml', data: res.rawPayload },
    ]);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/import',
      ...body,
      headers: { ...body.headers, ...auth },
    });
    expect(preview.json().data.questions.map((q: { kind: string }) => q.kind)).toEqual([
      'single',
      'multiple',
      'true_false',
      'typed',
      'ordering',
    ]);
  });

  it('gives others a public quiz without its answer key, and only in formats that can hold questions without one', async () => {
    const owner = await makeUser(t.app);
    const quizId = await makeQuiz(owner.auth, { isPublic: true });
    const other = await makeUser(t.app);
    for (const auth of [other.auth, {}]) {
      const res = await exportOf(quizId, 'json', auth);
      expect(res.statusCode).toBe(200);
      const file = res.json() as {
        answerKey: boolean;
        quiz: { questions: { options: { label: string; isCorrect: boolean }[]; acceptedAnswers: string[] }[] };
      };
      expect(file.answerKey).toBe(false);
      expect(file.quiz.questions.flatMap((q) => q.options).some((o) => o.isCorrect)).toBe(false);
      expect(file.quiz.questions[3]!.acceptedAnswers).toEqual([]);
      // Whether diacritics must match is part of the key, too.
      expect(file.quiz.questions[3]).toMatchObject({ matchDiacritics: false });
      // The items of the ordering question are all there, never in the answer's order.
      const items = file.quiz.questions[4]!.options.map((o) => o.label);
      expect([...items].sort()).toEqual(['one', 'three', 'two']);
      expect(items).not.toEqual(['one', 'two', 'three']);
      const gift = await exportOf(quizId, 'gift', auth);
      expect([gift.statusCode, gift.json().message]).toEqual([403, Messages.exportNeedsAnswers]);
    }
  });

  it('gives others the ordering items in the order the quiz page shows them, on every download', async () => {
    const owner = await makeUser(t.app);
    const quizId = await makeQuiz(owner.auth, { isPublic: true });
    const other = await makeUser(t.app);
    const page = await t.app.inject({ method: 'GET', url: `/api/quizzes/${quizId}`, headers: other.auth });
    const shown = (page.json().data.questions[4].options as { label: string }[]).map((o) => o.label);
    expect(shown).not.toEqual(['one', 'two', 'three']);
    for (const auth of [other.auth, {}, other.auth]) {
      const file = (await exportOf(quizId, 'json', auth)).json() as {
        quiz: { questions: { options: { label: string }[] }[] };
      };
      expect(file.quiz.questions[4]!.options.map((o) => o.label)).toEqual(shown);
    }
  });

  it('gives anyone a public quiz as an Excel workbook of our template, rows without the key', async () => {
    const owner = await makeUser(t.app);
    const quizId = await makeQuiz(owner.auth, { isPublic: true });
    const res = await exportOf(quizId, 'xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="dia-ly-viet-nam.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows).toHaveLength(everyKind.length + 1);
    expect(rows[1]!.slice(0, 4)).toEqual(['Thủ đô của Việt Nam?', 'single', 'Hà Nội', 'Huế']);
    expect(rows.slice(1).every((row) => row[8] === '' && row[9] === '')).toBe(true);
    // The Kahoot! spreadsheet is a workbook too, under a name of its own.
    const kahoot = await exportOf(quizId, 'kahoot', owner.auth);
    expect(kahoot.headers['content-disposition']).toBe('attachment; filename="dia-ly-viet-nam.kahoot.xlsx"');
    const csv = await exportOf(quizId, 'csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('Thủ đô của Việt Nam?,single,Hà Nội,Huế');
  });

  it('answers 404 for a private quiz to anyone but its owner and admins, and 400 for a format it does not know', async () => {
    const owner = await makeUser(t.app);
    const quizId = await makeQuiz(owner.auth);
    const other = await makeUser(t.app);
    expect((await exportOf(quizId, 'json', other.auth)).statusCode).toBe(404);
    expect((await exportOf(quizId, 'json')).statusCode).toBe(404);
    const unknown = await exportOf(quizId, 'docx', owner.auth);
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, Messages.exportFormatUnknown]);
    expect((await exportOf('not-a-uuid', 'json', owner.auth)).statusCode).toBe(400);
  });
});

describe('math, code and explanations in every format that carries them', () => {
  const taught: QuizInput['questions'] = [
    {
      kind: 'single',
      content: 'Solve $x^2+3x-4=0$ for $x > 0$: $$\\frac{1}{2}$$?',
      options: [{ label: '$x = 1$', isCorrect: true }, { label: '$\\sqrt{2}$' }],
      explanation: '$(x-1)(x+4) = 0$, and only $1 > 0$.',
    },
    {
      kind: 'true_false',
      content: 'A ticket costs $5 and a meal $10.',
      options: [{ isCorrect: true }, { isCorrect: false }],
      explanation: 'Prices: $5 + $10 = $15.',
    },
    {
      kind: 'single',
      content: 'What does it print?\n```python\nd = {"a": 1}\nif d:\n    print(d["a"])\n```',
      options: [{ label: '`1`', isCorrect: true }, { label: '`a{b}`' }],
    },
  ];
  const previewOf = async (auth: Record<string, string>, name: string, data: Buffer) => {
    const body = multipart({ preview: 'true' }, [{ field: 'file', filename: name, type: 'text/plain', data }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/import',
      ...body,
      headers: { ...body.headers, ...auth },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.questions as { content: string; options: { label: string }[]; explanation: string }[];
  };
  const texts = (q: { content: string; options: { label?: string }[]; explanation?: string }) => [
    q.content,
    ...q.options.flatMap((o) => o.label ?? []),
    q.explanation ?? '',
  ];

  it('come back from our JSON, CSV and XLSX exactly as written, and from GIFT and Moodle XML as Moodle writes math', async () => {
    const { auth } = await makeUser(t.app);
    const quizId = await makeQuiz(auth, { questions: taught });
    const original = (await t.app.inject({ url: `/api/quizzes/${quizId}`, headers: auth })).json().data.questions;
    for (const [format, name] of [
      ['json', 'q.json'],
      ['csv', 'q.csv'],
      ['xlsx', 'q.xlsx'],
      ['gift', 'q.gift'],
      ['moodle', 'q.xml'],
    ]) {
      const file = await exportOf(quizId, format!, auth);
      expect(file.statusCode, format).toBe(200);
      const questions = await previewOf(auth, name!, file.rawPayload);
      const asWritten = format === 'gift' || format === 'moodle' ? asMoodleGivesBack : (text: string) => text;
      expect(questions.map(texts), format).toEqual(original.map(texts).map((q: string[]) => q.map(asWritten)));
    }
    const gift = await exportOf(quizId, 'gift', auth);
    expect(gift.body).toContain(String.raw`####\\((x-1)(x+4) \= 0\\), and only \\(1 &gt; 0\\).`);
    // Saved from the file, the explanations are the new quiz's.
    const json = await exportOf(quizId, 'json', auth);
    const body = multipart({}, [
      { field: 'file', filename: 'q.json', type: 'application/json', data: json.rawPayload },
    ]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/import',
      ...body,
      headers: { ...body.headers, ...auth },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.questions.map(texts)).toEqual(original.map(texts));
  });

  it('never give the explanation to someone downloading a quiz without its answer key', async () => {
    const owner = await makeUser(t.app);
    const quizId = await makeQuiz(owner.auth, { questions: taught, isPublic: true });
    const file = (await exportOf(quizId, 'json')).json() as { quiz: { questions: { explanation: string }[] } };
    expect(file.quiz.questions.map((q) => q.explanation)).toEqual(['', '', '']);
    expect((await exportOf(quizId, 'csv')).body).not.toContain('Prices');
    const mine = (await exportOf(quizId, 'json', owner.auth)).json() as typeof file;
    expect(mine.quiz.questions.map((q) => q.explanation)).toEqual([taught[0]!.explanation, taught[1]!.explanation, '']);
  });
});

describe('the file name of an export', () => {
  it('is the title in plain ASCII', () => {
    expect(fileNameOf('Khoa học lớp 5: Đất & Nước!', 'gift')).toBe('khoa-hoc-lop-5-dat-nuoc.gift');
    expect(fileNameOf('日本語', 'json')).toBe('quiz.json');
  });
});

describe("'Allow others to download with answers'", () => {
  it('gives everyone a public quiz’s answer key once its owner ticks it, and never a private one’s', async () => {
    const owner = await makeUser(t.app);
    const quizId = await makeQuiz(owner.auth, { isPublic: true, allowAnswerDownload: true });
    const other = await makeUser(t.app);
    const gift = await exportOf(quizId, 'gift', other.auth);
    expect(gift.statusCode).toBe(200);
    expect(gift.body).toContain('=Hà Nội');
    const json = await exportOf(quizId, 'json');
    expect(json.json().answerKey).toBe(true);

    const read = await t.app.inject({ method: 'GET', url: `/api/quizzes/${quizId}`, headers: owner.auth });
    expect(read.json().data.allowAnswerDownload).toBe(true);
    const privateId = await makeQuiz(owner.auth, { isPublic: false, allowAnswerDownload: true });
    expect((await exportOf(privateId, 'json', other.auth)).statusCode).toBe(404);
  });

  it('tells each reader what the policy lets them do with the key, from the cache too', async () => {
    const owner = await makeUser(t.app);
    const other = await makeUser(t.app);
    const downloadable = await makeQuiz(owner.auth, { isPublic: true, allowAnswerDownload: true });
    const closed = await makeQuiz(owner.auth, { isPublic: true });
    const flags = async (quizId: string, auth?: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/quizzes/${quizId}`, headers: auth ?? {} });
      const { seesAnswerKey, mayDownloadAnswerKey } = res.json().data;
      return { seesAnswerKey, mayDownloadAnswerKey };
    };
    // A second read by another reader comes from the quiz cache; the owner's never does.
    for (let read = 0; read < 2; read++) {
      expect(await flags(downloadable, other.auth)).toEqual({ seesAnswerKey: false, mayDownloadAnswerKey: true });
      expect(await flags(downloadable)).toEqual({ seesAnswerKey: false, mayDownloadAnswerKey: true });
      expect(await flags(closed, other.auth)).toEqual({ seesAnswerKey: false, mayDownloadAnswerKey: false });
    }
    expect(await flags(closed, owner.auth)).toEqual({ seesAnswerKey: true, mayDownloadAnswerKey: true });
    const admin = await makeAdmin(t.app);
    expect(await flags(closed, admin.auth)).toEqual({ seesAnswerKey: true, mayDownloadAnswerKey: true });
  });

  it('lets an admin export any quiz with its key', async () => {
    const owner = await makeUser(t.app);
    const quizId = await makeQuiz(owner.auth);
    const admin = await makeAdmin(t.app);
    const res = await exportOf(quizId, 'gift', admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('=Hà Nội');
  });
});
