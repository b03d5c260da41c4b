import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterSplash, expect, signUp, storeSession, test, tinyPng } from './support/fixtures';
import { vi } from './support/locales';

const fixture = (name: string) => readFile(new URL(`../apps/server/test/fixtures/quiz-files/${name}`, import.meta.url));

test('A teacher imports a GIFT file, leaves one question out, saves it and plays it solo', async ({
  page,
  loggedIn: _teacher,
}) => {
  await test.step('the chooser leads to the import page, which reads the file into a preview', async () => {
    await page.goto('/dashboard');
    await afterSplash(page);
    await page.getByRole('button', { name: 'Create New Quiz' }).click();
    await page.getByRole('link', { name: 'Import from a file' }).click();
    await expect(page).toHaveURL(/\/import$/);

    await page
      .getByLabel('Quiz file')
      .setInputFiles({ name: 'notes.gift', mimeType: 'text/plain', buffer: Buffer.from('Broken? {=a ~b\n') });
    await expect(page.getByRole('alert')).toContainText('Line 1:');

    await page
      .getByLabel('Quiz file')
      .setInputFiles({ name: 'khoa-hoc.gift', mimeType: 'text/plain', buffer: await fixture('khoa-hoc.gift') });
    await expect(page.getByRole('heading', { name: 'Questions (5 of 5 chosen)' })).toBeVisible();
    await expect(page.getByText('Line 22: matching questions are not supported — skipped')).toBeVisible();
    await expect(page.getByText('Mặt Trời là một ngôi sao.')).toBeVisible();
  });

  await test.step('the teacher leaves out the true/false question, names the quiz and imports the rest', async () => {
    await page.getByLabel('Import question 2').uncheck();
    await expect(page.getByRole('heading', { name: 'Questions (4 of 5 chosen)' })).toBeVisible();
    await page.getByLabel('Title').fill('Khoa học lớp 5');
    await page.getByLabel('Category').selectOption('Science');
    await page.getByRole('button', { name: 'Import 4 questions' }).click();
    await expect(page.getByText('Quiz created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/quiz\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Khoa học lớp 5' })).toBeVisible();
    await expect(page.getByText('Mặt Trời là một ngôi sao.')).toHaveCount(0);
  });

  await test.step('the teacher plays it solo and every imported answer key grades right', async () => {
    await page.getByRole('link', { name: 'Take Quiz Solo' }).click();
    await page.getByRole('radio', { name: '100' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Sao Thổ' }).click();
    await page.getByRole('checkbox', { name: 'Sao Mộc' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Your answer').fill('ha noi');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'bạc', exact: true }).click();
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
    await expect(page.getByText('4/4')).toBeVisible();
  });

  await test.step('the teacher exports it as an Excel workbook that a spreadsheet library opens with its rows', async () => {
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Khoa học lớp 5' })).toBeVisible();
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export quiz' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Excel (our template, XLSX)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('khoa-hoc-lop-5.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const rows: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push(row.getCell(1).text));
    expect(rows).toEqual([
      'Question',
      'Nước sôi ở bao nhiêu độ C (ở mực nước biển)?',
      'Những hành tinh nào có vành đai?',
      'Thủ đô của Việt Nam là thành phố nào?',
      'Kim loại nào dẫn điện tốt nhất: bạc hay đồng?',
    ]);
    await page.keyboard.press('Escape');
  });

  await test.step('the teacher prints the worksheet with its answer key', async () => {
    await page.getByRole('link', { name: 'Print with answer key' }).click();
    await expect(page).toHaveURL(/\/print\?answers=1$/);
    await expect(page.getByText('1. Nước sôi ở bao nhiêu độ C (ở mực nước biển)?')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Answer key — Khoa học lớp 5' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });
});

test('A teacher reading in Vietnamese gets the file’s problems and warnings in Vietnamese', async ({
  browser,
  request,
}) => {
  const page = await (await browser.newContext({ locale: 'vi-VN' })).newPage();
  await storeSession(page, (await signUp(request)).record);
  await page.goto('/import');
  await afterSplash(page);
  await expect(page.getByRole('heading', { name: vi('transfer.import.title') })).toBeVisible();
  await page
    .getByLabel(vi('transfer.import.fileAria'))
    .setInputFiles({ name: 'notes.gift', mimeType: 'text/plain', buffer: Buffer.from('Broken? {=a ~b\n') });
  await expect(page.getByRole('alert')).toContainText("Dòng 1: các đáp án mở bằng '{' chưa được đóng bằng '}'.");
  await page
    .getByLabel(vi('transfer.import.fileAria'))
    .setInputFiles({ name: 'khoa-hoc.gift', mimeType: 'text/plain', buffer: await fixture('khoa-hoc.gift') });
  await expect(page.getByText('Dòng 22: không hỗ trợ câu hỏi ghép đôi — bỏ qua')).toBeVisible();
  await expect(page.getByText('Dòng 4', { exact: true })).toBeVisible();
  await page.context().close();
});

test('A teacher hands a quiz with a picture to a colleague as a .zip, and the picture comes with it', async ({
  page,
  browser,
  request,
}) => {
  const alt = 'A map of Viet Nam with Huế marked';
  const author = await signUp(request, { displayName: 'Cô Lan' });
  const headers = { authorization: `Bearer ${author.token}` };
  const uploaded = await request.post('/api/uploads/question-image', {
    headers,
    multipart: { image: { name: 'map.png', mimeType: 'image/png', buffer: tinyPng } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
  const created = await request.post('/api/quizzes', {
    headers,
    data: {
      title: 'Bản đồ Việt Nam',
      category: 'Geography',
      questions: [
        {
          content: 'Which city is marked on the map?',
          options: [
            { label: 'Huế', isCorrect: true },
            { label: 'Đà Nẵng', isCorrect: false },
          ],
          image: { url, alt },
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const quizId = ((await created.json()) as { data: { _id: string } }).data._id;

  const zip = await test.step('the author exports it as Quiz Adventure JSON and gets a .zip', async () => {
    await storeSession(page, author.record);
    await page.goto(`/quiz/${quizId}`);
    await afterSplash(page);
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export quiz' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Quiz Adventure (JSON, in a .zip with its pictures)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ban-do-viet-nam.zip');
    return readFile(await download.path());
  });

  await test.step('a colleague imports the .zip: the preview names the picture, and the quiz shows it', async () => {
    const colleague = await (await browser.newContext()).newPage();
    await storeSession(colleague, (await signUp(request, { displayName: 'Thầy Minh' })).record);
    await colleague.goto('/import');
    await afterSplash(colleague);
    await colleague
      .getByLabel('Quiz file')
      .setInputFiles({ name: 'ban-do-viet-nam.zip', mimeType: 'application/zip', buffer: zip });
    await expect(colleague.getByRole('heading', { name: 'Questions (1 of 1 chosen)' })).toBeVisible();
    await expect(colleague.getByText(`Picture: ${alt}`)).toBeVisible();
    await colleague.getByRole('button', { name: 'Import 1 question' }).click();
    await expect(colleague.getByText('Quiz created successfully!')).toBeVisible();
    await expect(colleague.getByRole('heading', { name: 'Bản đồ Việt Nam' })).toBeVisible();
    await colleague.getByRole('link', { name: 'Take Quiz Solo' }).click();
    await expect(colleague.getByRole('img', { name: alt })).toBeVisible();
    await colleague.context().close();
  });
});

test('A teacher imports files other tools wrote: the picture comes, what cannot come is listed, and the key is right', async ({
  page,
  loggedIn: _teacher,
}) => {
  const teachers = (name: string) => fixture(`teachers/${name}`);

  await test.step('a Moodle bank: the picture in its text comes with the question, and the preview says what stays', async () => {
    await page.goto('/import');
    await afterSplash(page);
    await page.getByLabel('Quiz file').setInputFiles({
      name: 'media.xml',
      mimeType: 'application/xml',
      buffer: await teachers('6-media.moodle.xml'),
    });
    await expect(page.getByRole('heading', { name: 'Questions (6 of 6 chosen)' })).toBeVisible();
    await expect(page.getByText('Picture: Bản đồ')).toBeVisible();
    await expect(page.getByText('Question 2: the sound in its text is left out')).toBeVisible();
    await expect(page.getByText('Question 3: the pictures in its answers are left out')).toBeVisible();
    await page.getByLabel('Title').fill('Flags and maps');
    await page.getByRole('button', { name: 'Import 6 questions' }).click();
    await expect(page.getByText('Quiz created successfully!')).toBeVisible();
    await page.getByRole('link', { name: 'Take Quiz Solo' }).click();
    await expect(page.getByRole('img', { name: 'Bản đồ' })).toBeVisible();
  });

  await test.step('a GIFT file with partial credits: they are listed, and only the full-credit answer is right', async () => {
    await page.goto('/import');
    await page.getByLabel('Quiz file').setInputFiles({
      name: 'credit.gift',
      mimeType: 'text/plain',
      buffer: await teachers('1-credit.gift'),
    });
    await expect(page.getByRole('heading', { name: 'Questions (4 of 4 chosen)' })).toBeVisible();
    await expect(
      page.getByText(
        "Line 3: the answer 'Cat' is worth 50 % of the marks, and only fully correct answers are accepted here — left out",
      ),
    ).toBeVisible();
    await expect(
      page.getByText("Line 3: the answer '*' uses Moodle's wildcard *, which is not supported — left out"),
    ).toBeVisible();
    await page.getByLabel('Title').fill('Partial credit');
    await page.getByRole('button', { name: 'Import 4 questions' }).click();
    await expect(page.getByText('Quiz created successfully!')).toBeVisible();

    // 'Cat' earned half marks in Moodle and '*' anything: here both are wrong; the rest are answered right.
    await page.getByRole('link', { name: 'Take Quiz Solo' }).click();
    await page.getByLabel('Your answer').fill('Cat');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Your answer').fill('Nazareth');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Nazareth', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Two', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Three', exact: true }).click();
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
    await expect(page.getByText('3/4')).toBeVisible();
  });
});
