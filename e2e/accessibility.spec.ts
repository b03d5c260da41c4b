/**
 * WCAG 2.2 AA as axe-core checks it (issue 20): every route, in English and in Tiếng Việt, at desktop and phone
 * width, with no serious or critical finding — the public pages, a signed-in person's, the admin panel, a class with
 * its homework and gradebook, and a live game from the lobby to its report.
 */
import type { Browser } from '@playwright/test';
import { languageCodes, languageNames, type Language } from '@quiz/contract/languages';
import { adminSession } from './support/admin';
import { addRoster, cardSession, loginCards, makeClass } from './support/classes';
import { Audit } from './support/audit';
import { afterSplash, expect, signUp, storeSession, test } from './support/fixtures';
import { infoPages } from './support/info-pages';
import { text } from './support/locales';
import { answer, hostsQuiz, openRoom } from './support/live';
import { homeworkQuiz, publishQuiz } from './support/quizzes';

/** The browser's language: a first visit follows it (decision 020). */
const browserLocales: Record<Language, string> = { en: 'en-US', vi: 'vi-VN' };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function pageFor(browser: Browser, record: string, language: Language) {
  const page = await (await browser.newContext({ locale: browserLocales[language] })).newPage();
  await storeSession(page, record);
  return page;
}

/**
 * Each audit walks every route at two widths, waiting for animations to settle: about 3.5 minutes on a 2-core CI
 * machine, too close to test.slow()'s 4.5 for comfort.
 */
const auditTimeoutMs = 8 * 60_000;

// The audits are independent of each other: Playwright's workers share them out. Only `npm run test:all` runs them
// (`npx playwright test --grep @audit` alone).
const auditTag = { tag: '@audit' };
test.describe.configure({ mode: 'parallel' });

// Every route in each language: the Vietnamese texts are longer and must fit and read as well.
for (const language of languageCodes) {
  const name = languageNames[language];
  test.describe(name, () => {
    test.use({ locale: browserLocales[language] });

    test(`The public pages have no serious accessibility findings (${name})`, auditTag, async ({ page, request }) => {
      test.setTimeout(auditTimeoutMs);
      const quiz = await publishQuiz(request);
      const audit = new Audit();
      for (const path of [
        '/',
        '/login',
        '/register',
        '/play',
        '/forgot-password',
        '/reset-password',
        '/verify-email',
        '/help/verify-email',
        `/quiz/${quiz.id}`,
        `/embed/quiz/${quiz.id}`,
        ...infoPages,
        '/not-found',
      ]) {
        await audit.page(page, path);
      }
      audit.expectClean();
    });

    test(
      `A signed-in person's pages and the admin panel have no serious accessibility findings (${name})`,
      auditTag,
      async ({ page, request }) => {
        test.setTimeout(auditTimeoutMs);
        const quiz = await publishQuiz(request);
        const me = await signUp(request);
        await storeSession(page, me.record);
        const mine = await hostsQuiz(request, me.token);
        const submitted = await request.post(`/api/quizzes/${quiz.id}/submit`, {
          headers: auth(me.token),
          data: { answers: [], timeSpent: 12 },
        });
        expect(submitted.status()).toBe(201);
        const submissionId = ((await submitted.json()) as { submission: { _id: string } }).submission._id;
        // A timed quiz: its start (the extra time) and an attempt's results with their timing.
        const timed = await publishQuiz(request, { timedAttempts: true });
        const started = await request.post(`/api/quizzes/${timed.id}/attempts`, {
          headers: auth(me.token),
          data: { extraTime: 1.5 },
        });
        const timedSubmitted = await request.post(`/api/quizzes/${timed.id}/submit`, {
          headers: auth(me.token),
          data: { answers: [], attemptId: ((await started.json()) as { attempt: { _id: string } }).attempt._id },
        });
        expect(timedSubmitted.status()).toBe(201);
        const timedSubmissionId = ((await timedSubmitted.json()) as { submission: { _id: string } }).submission._id;

        const audit = new Audit();
        for (const path of [
          '/dashboard',
          '/profile',
          '/create-quiz',
          `/edit-quiz/${mine.id}`,
          '/upload',
          '/import',
          '/create-ai-quiz',
          `/take-quiz/${quiz.id}`,
          `/results/${submissionId}`,
          `/take-quiz/${timed.id}`,
          `/results/${timedSubmissionId}`,
          '/create-room',
          '/join-room',
          '/friends',
          '/achievements',
        ]) {
          await audit.page(page, path);
        }
        // The worksheet's Print button turns from disabled to enabled (a colour transition) once the quiz is read.
        await audit.page(page, `/quiz/${mine.id}/print?answers=1`, (p) =>
          expect(p.getByRole('button', { name: text(language, 'transfer.print.print') })).toBeEnabled(),
        );
        // A timed attempt under way: its clock beside the question.
        await page.goto(`/take-quiz/${timed.id}`);
        await afterSplash(page);
        await page.getByRole('button', { name: text(language, 'submissions.timed.start') }).click();
        await expect(page.getByRole('timer')).toBeVisible();
        await audit.screen(page, 'a timed attempt');
        const adminPage = await pageFor(page.context().browser()!, (await adminSession(request)).record, language);
        await audit.page(adminPage, '/admin', (p) =>
          expect(p.getByRole('heading', { name: text(language, 'admin.title') })).toBeVisible(),
        );
        audit.expectClean();
      },
    );

    test(
      `A class's pages, for its teacher and its students, have no serious accessibility findings (${name})`,
      auditTag,
      async ({ browser, request }) => {
        test.setTimeout(auditTimeoutMs);
        const owner = await signUp(request);
        const student = await signUp(request);
        const made = await request.post('/api/classes', {
          headers: auth(owner.token),
          data: { name: 'Lớp 5A', subject: 'Toán', admission: 'approval' },
        });
        const klass = ((await made.json()) as { data: { _id: string; code: string } }).data;
        await request.post(`/api/classes/${klass._id}/roster`, {
          headers: auth(owner.token),
          data: { names: 'Nguyễn Văn An\nTrần Thị Bình\nLê Minh Châu' },
        });
        // One asking to join, so the teacher's page shows its requests too.
        expect(
          (await request.post('/api/classes/join', { headers: auth(student.token), data: { code: klass.code } })).ok(),
        ).toBe(true);

        const teacher = await pageFor(browser, owner.record, language);
        const learner = await pageFor(browser, student.record, language);
        const visitor = await (await browser.newContext({ locale: browserLocales[language] })).newPage();
        const audit = new Audit();
        await audit.page(teacher, '/dashboard?tab=classes', (p) => expect(p.getByText('Lớp 5A').first()).toBeVisible());
        await audit.page(teacher, `/classes/${klass._id}`, (p) =>
          expect(p.getByText('Nguyễn Văn An').first()).toBeVisible(),
        );
        await audit.page(teacher, `/classes/${klass._id}/cards`, (p) =>
          expect(p.getByText('Trần Thị Bình').first()).toBeVisible(),
        );
        await audit.page(learner, '/dashboard?tab=classes', (p) => expect(p.getByText('Lớp 5A').first()).toBeVisible());
        await audit.page(learner, `/class/join?code=${klass.code}`);
        await audit.page(visitor, '/class');
        await visitor.getByLabel(text(language, 'classes.code.label')).fill(klass.code);
        await visitor.getByRole('button', { name: text(language, 'classes.signIn.next') }).click();
        await visitor.getByRole('button', { name: 'Lê Minh Châu', exact: true }).click();
        await expect(visitor.getByLabel(text(language, 'classes.signIn.secret'))).toBeVisible();
        await audit.screen(visitor, 'the login card’s secret');
        audit.expectClean();
      },
    );

    test(
      `A class's homework and gradebook, for its teacher and its students, have no serious accessibility findings (${name})`,
      auditTag,
      async ({ browser, request }) => {
        test.setTimeout(auditTimeoutMs);
        const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
        const owner = await signUp(request);
        const klass = await makeClass(request, owner.token, { name: 'Lớp 5A', subject: 'Toán' });
        await addRoster(request, owner.token, klass._id, ['Nguyễn Văn An', 'Trần Thị Bình']);
        // Homework due tomorrow: An (a login card) has handed it in, so the gradebook and the report have a score;
        // Bình has it still to do.
        const quiz = await homeworkQuiz(request, owner.token);
        const dueAt = Date.now() + 24 * 3600_000;
        const assigned = await request.post('/api/assignments', {
          headers: auth(owner.token),
          data: {
            quizId: quiz.id,
            classIds: [klass._id],
            dueAt: new Date(dueAt).toISOString(),
            closesAt: new Date(dueAt + 2 * 24 * 3600_000).toISOString(),
          },
        });
        expect(assigned.status()).toBe(201);
        const assignmentId = ((await assigned.json()) as { data: { _id: string }[] }).data[0]!._id;
        const cards = await loginCards(request, owner.token, klass._id);
        const card = (who: string) => cards.find((c) => c.name === who)!;
        const an = await cardSession(request, klass.code, card('Nguyễn Văn An'));
        const read = await request.get(`/api/quizzes/${quiz.id}`, { headers: auth(owner.token) });
        const { questions } = ((await read.json()) as { data: { questions: { _id: string; kind: string }[] } }).data;
        const handedIn = await request.post(`/api/quizzes/${quiz.id}/submit`, {
          headers: auth(an.token),
          data: {
            answers: [{ questionId: questions.find((q) => q.kind === 'typed')!._id, text: '0.5' }],
            timeSpent: 40,
            assignmentId,
          },
        });
        expect(handedIn.status()).toBe(201);
        const submissionId = ((await handedIn.json()) as { submission: { _id: string } }).submission._id;

        const teacher = await pageFor(browser, owner.record, language);
        const anPage = await pageFor(browser, an.record, language);
        const binh = await pageFor(
          browser,
          (await cardSession(request, klass.code, card('Trần Thị Bình'))).record,
          language,
        );
        const audit = new Audit();
        await audit.page(teacher, `/classes/${klass._id}`, (p) =>
          expect(p.getByRole('region', { name: t('assignments.class.title') }).getByText(quiz.title)).toBeVisible(),
        );
        // The Assign dialog from the class page, its quiz picked: the form of dates and rules.
        await teacher.getByRole('button', { name: t('assignments.class.assign') }).click();
        const picker = teacher.getByRole('dialog', { name: t('assignments.picker.title') });
        await picker.getByRole('button', { name: new RegExp(quiz.title) }).click();
        await expect(
          teacher.getByRole('dialog', { name: t('assignments.form.title', { quiz: quiz.title }) }),
        ).toBeVisible();
        await audit.screen(teacher, 'the assign dialog');
        await audit.page(teacher, `/classes/${klass._id}/gradebook`, (p) =>
          expect(p.getByRole('rowheader', { name: 'Nguyễn Văn An' })).toBeVisible(),
        );
        // A homework cell's menu, open.
        await teacher
          .getByRole('button', { name: t('gradebook.menu.label', { name: 'Trần Thị Bình', title: quiz.title }) })
          .click();
        await expect(teacher.getByRole('menuitem', { name: t('gradebook.menu.excuse') })).toBeVisible();
        await audit.screen(teacher, "a gradebook cell's menu");
        await audit.page(teacher, `/assignments/${assignmentId}/report`, (p) =>
          expect(
            p.getByRole('heading', { name: t('gradebook.reportPage.title', { title: quiz.title }) }),
          ).toBeVisible(),
        );
        // A student's To do, the homework's banner above the first question, and a hand-in's results.
        await audit.page(binh, '/dashboard', (p) =>
          expect(p.getByRole('list', { name: t('assignments.todo.openLabel') }).getByText(quiz.title)).toBeVisible(),
        );
        await audit.page(binh, `/take-quiz/${quiz.id}?assignment=${assignmentId}`, async (p) => {
          await expect(p.getByRole('region', { name: t('assignments.banner.label') })).toBeVisible();
          await expect(p.getByText(t('submissions.take.position', { number: 1, total: 3 }))).toBeVisible();
        });
        await audit.page(anPage, `/results/${submissionId}`, (p) =>
          expect(p.getByRole('link', { name: t('assignments.banner.backToTodo') })).toBeVisible(),
        );
        audit.expectClean();
      },
    );

    test(
      `A live game has no serious accessibility findings, from the lobby and the presenter screen to the report (${name})`,
      auditTag,
      async ({ browser, request }) => {
        test.slow();
        const host = await signUp(request);
        const student = await signUp(request);
        const quiz = await hostsQuiz(request, host.token);
        const code = await openRoom(request, host.token, quiz.id, 30);
        expect((await request.post(`/api/rooms/${code}/join`, { headers: auth(student.token) })).ok()).toBe(true);

        const teacher = await pageFor(browser, host.record, language);
        const player = await pageFor(browser, student.record, language);
        const guest = await (await browser.newContext({ locale: browserLocales[language] })).newPage();
        const audit = new Audit();

        await audit.page(teacher, `/room/${code}`, (p) =>
          expect(p.getByText(text(language, 'lobby.youAreHost'))).toBeVisible(),
        );
        await audit.page(teacher, `/room/${code}/present`, (p) => expect(p.getByText(code).first()).toBeVisible());
        await audit.page(player, `/room/${code}`, (p) =>
          expect(p.getByRole('list', { name: text(language, 'lobby.participantsLabel') })).toBeVisible(),
        );
        await audit.page(guest, `/play?code=${code}`, (p) =>
          expect(p.getByRole('button', { name: text(language, 'play.join'), exact: true })).toBeVisible(),
        );

        expect((await request.post(`/api/rooms/${code}/start`, { headers: auth(host.token) })).ok()).toBe(true);
        await player.goto(`/quiz-game/${code}`);
        await afterSplash(player);
        await expect(player.getByText(text(language, 'game.questionOf', { number: 1, total: 2 }))).toBeVisible({
          timeout: 30_000,
        });
        await audit.screen(player, 'a question of a live game');
        await answer(player, 'Which is the largest ocean?', 'Pacific', 1, language);
        await answer(player, 'Which sea has no coastline?', 'Sargasso Sea', 2, language);
        const ended = await request.post(`/api/rooms/${code}/end`, { headers: auth(host.token) });
        if (!ended.ok()) {
          const room = await request.get(`/api/rooms/${code}`, { headers: auth(host.token) });
          expect(((await room.json()) as { data: { status: string } }).data.status).toBe('completed');
        }
        await expect(player.getByText(text(language, 'results.finalLeaderboard'))).toBeVisible({ timeout: 30_000 });
        await audit.screen(player, "a live game's final leaderboard");
        await audit.page(player, `/room/${code}/review`, (p) =>
          expect(p.getByText('Which is the largest ocean?')).toBeVisible(),
        );
        await audit.page(teacher, `/room/${code}/report`, (p) => expect(p.getByText(quiz.title).first()).toBeVisible());
        audit.expectClean();
      },
    );
  });
}
