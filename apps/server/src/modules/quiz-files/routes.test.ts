import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { TransferLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import type { ImportPreview } from '@quiz/contract/transfer';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeUser, multipart, myQuizCount } from '../../../test/factories';
import { generatedQuiz } from '../../../test/generated-quizzes';
import { writeKahoot } from './kahoot';
import { writeXlsx } from './xlsx';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const fixture = (name: string) =>
  readFile(path.resolve(import.meta.dirname, '../../../test/fixtures/quiz-files', name));

async function importFile(
  auth: Record<string, string>,
  fields: Record<string, string>,
  file?: { data: Buffer | string; name: string },
) {
  const body = multipart(
    fields,
    file
      ? [{ field: 'file', filename: file.name, type: 'application/octet-stream', data: Buffer.from(file.data) }]
      : [],
  );
  return t.app.inject({ method: 'POST', url: '/api/quizzes/import', ...body, headers: { ...body.headers, ...auth } });
}

const giftQuestions = (n: number) =>
  Array.from({ length: n }, (_, i) => `Question ${i + 1}: ${i} + 1 = ? {=${i + 1} ~${i + 2}}`).join('\n\n');

describe('POST /api/quizzes/import?preview', () => {
  it('previews a GIFT file: every kind it carries, in order, and a warning naming the line of what it leaves out', async () => {
    const { auth } = await makeUser(t.app);
    const res = await importFile(
      auth,
      { preview: 'true' },
      { data: await fixture('khoa-hoc.gift'), name: 'khoa-hoc.gift' },
    );
    expect(res.statusCode).toBe(200);
    const preview = res.json().data as ImportPreview;
    expect(preview.format).toBe('gift');
    expect(preview.title).toBe('khoa hoc');
    // Its `$CATEGORY: Khoa học` is the Science category by its Vietnamese name.
    expect(preview.category).toBe('Science');
    expect(preview.questions.map((q) => q.kind)).toEqual(['single', 'true_false', 'multiple', 'typed', 'single']);
    expect(preview.questions[0]).toMatchObject({
      where: 'Line 4',
      content: 'Nước sôi ở bao nhiêu độ C (ở mực nước biển)?',
      options: [
        { label: '100', isCorrect: true },
        { label: '90', isCorrect: false },
        { label: '80', isCorrect: false },
        { label: '120', isCorrect: false },
      ],
    });
    expect(preview.questions[3]!.acceptedAnswers).toEqual(['Hà Nội', 'Ha Noi']);
    expect(preview.questions[4]!.content).toBe('Kim loại nào dẫn điện tốt nhất: bạc hay đồng?');
    expect(preview.warnings).toEqual(['Line 22: matching questions are not supported — skipped']);
    // The same warnings and places as records, for the web to word in its reader's language.
    expect(preview.notes).toEqual([{ where: { line: 22 }, key: 'matchingNotSupported', ending: 'skipped' }]);
    expect(preview.questions[0]!.place).toEqual({ line: 4 });
    expect(await myQuizCount(t.app, auth)).toBe(0);
  });

  it('writes the warnings and a refusal’s sentence in the language asked for, and refuses an unknown one', async () => {
    const { auth } = await makeUser(t.app);
    const gift = { data: await fixture('khoa-hoc.gift'), name: 'khoa-hoc.gift' };
    const vi = await importFile(auth, { preview: 'true', lang: 'vi' }, gift);
    expect(vi.statusCode).toBe(200);
    expect(vi.json().data.warnings).toEqual(['Dòng 22: không hỗ trợ câu hỏi ghép đôi — bỏ qua']);
    expect(vi.json().data.questions[0]).toMatchObject({
      where: 'Dòng 4',
      content: 'Nước sôi ở bao nhiêu độ C (ở mực nước biển)?',
    });
    const broken = await importFile(
      auth,
      { preview: 'true', lang: 'vi' },
      { data: '::Title {=a ~b}\n\n::Open', name: 'x.gift' },
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^Dòng \d+: tiêu đề chưa được đóng bằng '::'\.$/);
    const unknown = await importFile(auth, { preview: 'true', lang: 'fr' }, gift);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(Messages.languageInvalid);
  });

  it('tells Aiken and CSV from their content, whatever the file is called', async () => {
    const { auth } = await makeUser(t.app);
    const aiken = await importFile(
      auth,
      { preview: 'true' },
      { data: await fixture('capitals.aiken.txt'), name: 'a.txt' },
    );
    expect(aiken.statusCode).toBe(200);
    expect(aiken.json().data).toMatchObject({ format: 'aiken', title: 'Imported quiz' });
    expect((aiken.json().data as ImportPreview).questions[1]!.options.find((o) => o.isCorrect)?.label).toBe('Tokyo');

    const csv = await importFile(
      auth,
      { preview: 'true' },
      { data: await fixture('template.csv'), name: 'export.dat' },
    );
    expect(csv.statusCode).toBe(200);
    const preview = csv.json().data as ImportPreview;
    expect(preview.format).toBe('csv');
    expect(preview.questions.map((q) => [q.kind, q.timeLimit, q.points])).toEqual([
      ['single', 20, 'standard'],
      ['true_false', null, 'standard'],
      ['ordering', null, 'double'],
      ['typed', null, 'standard'],
      ['multiple', null, 'standard'],
    ]);
  });

  it('reads Moodle XML by its content: its kinds, its title, and a warning for what it leaves out', async () => {
    const { auth } = await makeUser(t.app);
    const data = await fixture('dia-ly.moodle.xml');
    const res = await importFile(auth, { preview: 'true' }, { data, name: 'export.txt' });
    expect(res.statusCode).toBe(200);
    const preview = res.json().data as ImportPreview;
    expect(preview).toMatchObject({ format: 'moodle', title: 'Địa lý Việt Nam' });
    expect(preview.questions.map((q) => q.kind)).toEqual(['single', 'multiple', 'true_false', 'typed']);
    expect(preview.questions[0]!.content).toBe('Thủ đô của Việt Nam là thành phố nào?');
    expect(preview.warnings.some((w) => /matching questions are not supported — skipped$/.test(w))).toBe(true);
  });

  it('refuses XML that declares entities (XXE, billion laughs) before reading any of it', async () => {
    const { auth } = await makeUser(t.app);
    const xxe =
      '<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<quiz>&xxe;</quiz>\n';
    const laughs =
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">' +
      Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('') +
      ']>\n<quiz>&lol9;</quiz>\n';
    for (const data of [xxe, laughs]) {
      const res = await importFile(auth, { preview: 'true' }, { data, name: 'bank.xml' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Line 2: the file declares a DOCTYPE or entities/);
    }
  });

  it('reads a workbook in our template, and one in Kahoot!’s layout as Kahoot!, both by their content', async () => {
    const { auth } = await makeUser(t.app);
    const quiz = generatedQuiz(11);
    const xlsx = await importFile(auth, { preview: 'true' }, { data: (await writeXlsx(quiz)).body, name: 'a.bin' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.json().data.format).toBe('xlsx');
    expect(xlsx.json().data.questions).toHaveLength(quiz.questions.length);

    const kahootQuiz = generatedQuiz(12, ['single', 'multiple', 'true_false']);
    const kahoot = await importFile(
      auth,
      { preview: 'true' },
      { data: (await writeKahoot(kahootQuiz)).body, name: 'kahoot.xlsx' },
    );
    expect(kahoot.statusCode).toBe(200);
    expect(kahoot.json().data.format).toBe('kahoot');
  });

  it('refuses a zip bomb sent as a spreadsheet before unpacking it, and a damaged one', async () => {
    const { auth } = await makeUser(t.app);
    const bomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(60 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(TransferLimits.fileMaxBytes);
    const res = await importFile(auth, { preview: 'true' }, { data: bomb, name: 'quiz.xlsx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This file unpacks to more than 50 MB and cannot be read.');
    const cut = (await writeXlsx(generatedQuiz(1))).body.subarray(0, 400);
    const damaged = await importFile(auth, { preview: 'true' }, { data: cut, name: 'quiz.xlsx' });
    expect([damaged.statusCode, damaged.json().message]).toEqual([400, 'This file is damaged and cannot be read.']);
  });

  it('tells a long Vietnamese file’s format whatever byte its first 64 KB end on, and a .gift name settles GIFT', async () => {
    const { auth } = await makeUser(t.app);
    const bank = Array.from(
      { length: 450 },
      (_, i) =>
        `Câu ${i + 1}: Thủ đô của nước Cộng hòa Xã hội Chủ nghĩa Việt Nam là thành phố nào trong các thành phố sau đây? {=Hà Nội ~Huế ~Đà Nẵng}`,
    );
    const data = Buffer.from(bank.join('\n\n'));
    expect(data.length).toBeGreaterThan(64 * 1024);
    const res = await importFile(auth, { preview: 'true' }, { data, name: 'ngan-hang.txt' });
    expect([res.statusCode, res.json().data?.format]).toEqual([200, 'gift']);
    const named = await importFile(
      auth,
      { preview: 'true' },
      { data: 'Question, which planet is largest? {=Jupiter ~Mars}', name: 'planets.gift' },
    );
    expect([named.statusCode, named.json().data?.format]).toEqual([200, 'gift']);
  });

  it('lists the first 200 warnings of a file with very many, then how many more', async () => {
    const { auth } = await makeUser(t.app);
    const file = ['Good? {=yes ~no}', ...Array.from({ length: 300 }, () => 'Just a sentence.')].join('\n\n');
    const res = await importFile(auth, { preview: 'true' }, { data: file, name: 'a.gift' });
    const { warnings } = res.json().data as ImportPreview;
    expect(warnings).toHaveLength(201);
    expect(warnings.at(-1)).toBe('…and 100 more');
    expect((res.json().data as ImportPreview).notes?.at(-1)).toEqual({ key: 'andMore', params: { count: 100 } });
  });

  it('uses the default time when a file’s own is out of range, and saves the description cleared in the form', async () => {
    const { auth } = await makeUser(t.app);
    const json = JSON.stringify({
      format: 'quiz-adventure',
      version: 1,
      quiz: {
        title: 'Khoa học tự nhiên',
        description: 'Ôn tập',
        timeLimit: 600,
        questions: [{ kind: 'true_false', content: 'Nước sôi ở 100 °C.', options: [{ isCorrect: true }, {}] }],
      },
    });
    const preview = await importFile(auth, { preview: 'true' }, { data: json, name: 'a.json' });
    expect(preview.json().data).toMatchObject({ timeLimit: 30, description: 'Ôn tập' });
    expect(preview.json().data.warnings).toEqual([
      'Quiz: its time per question (600 s) is not between 5 and 300 seconds — 30 s is used',
    ]);
    // A time JSON reads as Infinity is said as the file has it.
    const endless = await importFile(
      auth,
      { preview: 'true' },
      { data: json.replace('"timeLimit":600', '"timeLimit":1e400'), name: 'a.json' },
    );
    expect(endless.json().data.warnings).toEqual([
      'Quiz: its time per question (Infinity s) is not between 5 and 300 seconds — 30 s is used',
    ]);
    const saved = await importFile(auth, { description: '' }, { data: json, name: 'a.json' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({ title: 'Khoa học tự nhiên', description: null, timeLimit: 30 });
  });

  it('reads a UTF-16 text file with its byte order mark (Excel’s Unicode Text)', async () => {
    const { auth } = await makeUser(t.app);
    const text = 'Question\tOption 1\tOption 2\tCorrect\r\nĐâu là số chẵn?\t3\t4\t2\r\n';
    const data = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const res = await importFile(auth, { preview: 'true' }, { data, name: 'sheet.txt' });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as ImportPreview).questions[0]!.content).toBe('Đâu là số chẵn?');
  });

  it('reads the file as the format asked for, skipping its broken questions by line, and refuses one with none', async () => {
    const { auth } = await makeUser(t.app);
    const broken = 'Which is even?\nA. 3\nC. 4\nANSWER: C\n';
    const read = await importFile(
      auth,
      { preview: 'true', format: 'aiken' },
      { data: `What is 1 + 1?\nA. 2\nB. 3\n\nANSWER: A\n\n${broken}`, name: 'quiz.txt' },
    );
    expect(read.statusCode).toBe(200);
    const preview = read.json().data as ImportPreview;
    expect(preview.questions.map((q) => q.content)).toEqual(['What is 1 + 1?']);
    expect(preview.warnings).toEqual(['Line 9: option C comes where option B should be — skipped']);
    const refused = await importFile(auth, { preview: 'true', format: 'aiken' }, { data: broken, name: 'quiz.txt' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.file).toBe('Line 3: option C comes where option B should be — skipped');
  });
});

describe('POST /api/quizzes/import (save)', () => {
  it('saves the chosen questions as a new private quiz with the fields from the preview form', async () => {
    const { auth } = await makeUser(t.app);
    const res = await importFile(
      auth,
      { title: 'Khoa học lớp 5', category: 'Science', timeLimit: '45', keep: '0,1,3' },
      { data: await fixture('khoa-hoc.gift'), name: 'khoa-hoc.gift' },
    );
    expect(res.statusCode).toBe(201);
    const quiz = res.json().data as {
      _id: string;
      title: string;
      source: string;
      isPublic: boolean;
      category: string;
      timeLimit: number;
      questions: { kind: string; content: string; acceptedAnswers?: string[] }[];
    };
    expect(quiz).toMatchObject({
      title: 'Khoa học lớp 5',
      source: 'import',
      isPublic: false,
      category: 'Science',
      timeLimit: 45,
    });
    expect(quiz.questions.map((q) => q.kind)).toEqual(['single', 'true_false', 'typed']);
    const read = await t.app.inject({ method: 'GET', url: `/api/quizzes/${quiz._id}`, headers: auth });
    expect(read.json().data.questions[2].acceptedAnswers).toEqual(['Hà Nội', 'Ha Noi']);
  });

  it('takes the chosen questions as a repeated field too, and makes the quiz public when asked', async () => {
    const { auth } = await makeUser(t.app);
    const boundary = '----qa-keep';
    const part = (head: string, body: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; ${head}\r\n\r\n${body}\r\n`;
    const payload =
      part('name="keep"', '1') +
      part('name="keep"', '0') +
      part('name="isPublic"', 'true') +
      part(
        'name="file"; filename="capitals.txt"',
        'Q one?\nA. x\nB. y\nANSWER: A\nQ two?\nA. x\nB. y\nANSWER: B\nQ three?\nA. x\nB. y\nANSWER: A\n',
      ) +
      `--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/import',
      payload,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.isPublic).toBe(true);
    expect(res.json().data.questions.map((q: { content: string }) => q.content)).toEqual(['Q one?', 'Q two?']);
  });

  it('takes a hundred questions chosen one field each', async () => {
    const { auth } = await makeUser(t.app);
    const keep = Array.from({ length: 100 }, (_, i) => ['keep', String(i * 2)] as const);
    const boundary = '----qa-many';
    const payload = Buffer.concat([
      ...keep.map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.gift"\r\n\r\n`),
      Buffer.from(giftQuestions(200)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/import',
      payload,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.questions).toHaveLength(100);
    expect(res.json().data.questions[1].content).toBe('Question 3: 2 + 1 = ?');
  });

  it('saves nothing from a file it cannot read, and names the first problem’s line', async () => {
    const { auth } = await makeUser(t.app);
    const res = await importFile(auth, {}, { data: 'Good one? {=yes ~no}\n\nBroken one? {=a ~b\n', name: 'x.gift' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Line 3: /);
    expect(await myQuizCount(t.app, auth)).toBe(0);
  });

  it("answers 'No questions found' when nothing in the file can be a question here", async () => {
    const { auth } = await makeUser(t.app);
    const res = await importFile(auth, {}, { data: 'Match them. {=a -> 1 =b -> 2 =c -> 3}\n', name: 'x.gift' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.importNoQuestions);
    expect(res.json().fieldErrors.file).toBe('Line 1: matching questions are not supported — skipped');
  });

  it('refuses what is not a quiz file: no file, an empty one, binary, an unknown format or format name', async () => {
    const { auth } = await makeUser(t.app);
    expect((await importFile(auth, { preview: 'true' })).json().message).toBe(Messages.importFileRequired);
    expect((await importFile(auth, {}, { data: '', name: 'a.gift' })).json().message).toBe(Messages.importFileRequired);
    const binary = await importFile(auth, {}, { data: Buffer.from([0xc3, 0x28, 0xa0, 0xa1]), name: 'a.gift' });
    expect([binary.statusCode, binary.json().message]).toEqual([400, Messages.importNotText]);
    const prose = await importFile(auth, {}, { data: 'Dear class,\nsee you tomorrow.\n', name: 'letter.txt' });
    expect([prose.statusCode, prose.json().message]).toEqual([400, Messages.importFormatUnknown]);
    const named = await importFile(auth, { format: 'docx' }, { data: 'Q? {=a ~b}', name: 'a.gift' });
    expect([named.statusCode, named.json().fieldErrors.format]).toEqual([400, Messages.importFormatUnknown]);
    const empty = await t.app.inject({ method: 'POST', url: '/api/quizzes/import', headers: auth, payload: {} });
    expect([empty.statusCode, empty.json().message]).toEqual([400, Messages.importFileRequired]);
  });

  it('refuses a file over 5 MB with 413 and a file of more than 500 questions with 400', async () => {
    const { auth } = await makeUser(t.app);
    const big = await importFile(
      auth,
      { preview: 'true' },
      { data: Buffer.alloc(5 * 1024 * 1024 + 1, 'a'), name: 'a.gift' },
    );
    expect([big.statusCode, big.json().message]).toEqual([413, Messages.importTooLarge]);
    const many = await importFile(auth, { preview: 'true' }, { data: giftQuestions(501), name: 'many.gift' });
    expect([many.statusCode, many.json().message]).toEqual([400, Messages.importTooManyQuestions]);
  });

  it('previews 500 questions, but saves at most 100 of them: the teacher chooses', async () => {
    const { auth } = await makeUser(t.app);
    const file = { data: giftQuestions(500), name: 'bank.gift' };
    const preview = await importFile(auth, { preview: 'true' }, file);
    expect((preview.json().data as ImportPreview).questions).toHaveLength(500);
    const all = await importFile(auth, {}, file);
    expect([all.statusCode, all.json().message]).toEqual([400, Messages.importPickedTooMany]);
    const keep = Array.from({ length: 100 }, (_, i) => i + 400).join(',');
    const chosen = await importFile(auth, { keep }, file);
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().data.questions).toHaveLength(100);
    expect(chosen.json().data.questions[0].content).toBe('Question 401: 400 + 1 = ?');
  });

  it('refuses a choice of questions that are not in the file, or of none, and a title the editor would refuse', async () => {
    const { auth } = await makeUser(t.app);
    const file = { data: 'One? {=a ~b}\n\nTwo? {=a ~b}\n', name: 'two.gift' };
    expect((await importFile(auth, { keep: '0,2' }, file)).json().message).toBe(Messages.importQuestionUnknown);
    expect((await importFile(auth, { keep: 'first' }, file)).json().message).toBe(Messages.importQuestionUnknown);
    expect((await importFile(auth, { keep: '' }, file)).json().message).toBe(Messages.importChooseQuestions);
    const short = await importFile(auth, { title: 'Quiz' }, file);
    expect([short.statusCode, short.json().fieldErrors.title]).toEqual([400, Messages.titleTooShort]);
    expect(await myQuizCount(t.app, auth)).toBe(0);
  });

  it('keeps imported markup as the text it is when the file says plain, and as its text only otherwise', async () => {
    const { auth } = await makeUser(t.app);
    const file = '[plain]Is <script>alert(1)</script> safe? {T}\n\nIs <script>alert(1)</script> safe? {T}\n';
    const res = await importFile(auth, {}, { data: file, name: 'html.gift' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.questions.map((q: { content: string }) => q.content)).toEqual([
      'Is <script>alert(1)</script> safe?',
      'Is safe?',
    ]);
  });

  it('lets only a signed-in person import', async () => {
    const res = await importFile({}, { preview: 'true' }, { data: 'One? {=a ~b}', name: 'a.gift' });
    expect(res.statusCode).toBe(401);
  });
});
