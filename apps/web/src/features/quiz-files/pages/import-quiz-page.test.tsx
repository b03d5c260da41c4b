import { untilTypeset } from '../../../test-utils/until-typeset';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import type { ImportPreview } from '@quiz/contract/transfer';
import { chooseLanguage } from '../../../i18n';
import { json } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { ImportQuizPage } from './import-quiz-page';

const questionsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    where: `Line ${i * 2 + 1}`,
    kind: 'single' as const,
    content: `Question text ${i + 1}`,
    options: [
      { label: 'Yes', isCorrect: true },
      { label: 'No', isCorrect: false },
    ],
    acceptedAnswers: [],
    matchDiacritics: false,
    timeLimit: null,
    points: 'standard' as const,
    // The first question brings a picture (our JSON's zip).
    image: i === 0 ? { alt: 'A map of Viet Nam' } : null,
  }));

const previewOf = (n: number, title = 'Khoa học'): ImportPreview => ({
  format: 'gift',
  title,
  description: null,
  category: 'Science',
  timeLimit: 30,
  timedAttempts: false,
  questions: questionsOf(n),
  warnings: ['Line 9: matching questions are not supported — skipped'],
});

/** What each POST /quizzes/import sent: its form fields and the file's name. */
const sent: Record<string, string>[] = [];

function renderPage(reply: (form: Record<string, string>) => Promise<Response> | Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const form = init?.body as FormData;
      const fields: Record<string, string> = {};
      form.forEach((value, name) => {
        fields[name] = typeof value === 'string' ? value : value.name;
      });
      sent.push(fields);
      return reply(fields);
    }),
  );
  renderWithApp(
    <Routes>
      <Route path="/import" element={<ImportQuizPage />} />
      <Route path="/quiz/:id" element={<p>Quiz page</p>} />
    </Routes>,
    '/import',
  );
}

const choose = (name: string) =>
  fireEvent.change(screen.getByLabelText('Quiz file'), { target: { files: [new File(['x'], name)] } });

beforeEach(() => {
  storeTestSession({ _id: 'me', username: 'lan' });
  sent.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the import page', () => {
  it('previews the file, lets the teacher leave questions out, and saves only the chosen ones', async () => {
    renderPage((form) =>
      form.preview
        ? json(200, { success: true, data: previewOf(3) })
        : json(201, { success: true, message: Messages.quizCreated, data: { _id: 'q-new' } }),
    );
    choose('bank.gift');
    expect(await screen.findByRole('heading', { name: 'Questions (3 of 3 chosen)' })).toBeTruthy();
    expect(screen.getByText('Line 9: matching questions are not supported — skipped')).toBeTruthy();
    expect(screen.getAllByText(/^Picture: /).map((line) => line.textContent)).toEqual(['Picture: A map of Viet Nam']);
    expect(sent[0]).toMatchObject({ preview: 'true', file: 'bank.gift' });

    fireEvent.click(screen.getByLabelText('Import question 2'));
    expect(screen.getByRole('heading', { name: 'Questions (2 of 3 chosen)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Khoa học lớp 5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 questions' }));
    expect(await screen.findByText('Quiz page')).toBeTruthy();
    expect(sent[1]).toMatchObject({ title: 'Khoa học lớp 5', keep: '0,2', isPublic: 'false', file: 'bank.gift' });
    expect(sent[1]!.preview).toBeUndefined();
  });

  it('previews math and code typeset, and the explanation a file brings', async () => {
    const preview = previewOf(2);
    preview.questions[0] = {
      ...preview.questions[0]!,
      content: 'What does this print?\n\n```python\nprint(2 ** 3)\n```',
      options: [
        { label: '$2^3$', isCorrect: true },
        { label: '`6`', isCorrect: false },
      ],
      explanation: '`**` raises to a power: $2^3 = 8$.',
    };
    renderPage(() => json(200, { success: true, data: preview }));
    choose('code.json');
    const first = (await screen.findByLabelText('Import question 1')).closest('li')!;
    await untilTypeset(() => expect(first.querySelector('pre.rich-code')?.textContent).toBe('print(2 ** 3)\n'));
    await untilTypeset(() => expect(first.querySelectorAll('.katex math')).toHaveLength(2));
    const why = within(first).getByText('Why').parentElement!;
    expect(why.querySelector('code')?.textContent).toBe('**');
    const second = screen.getByLabelText('Import question 2').closest('li')!;
    expect(within(second).queryByText('Why')).toBeNull();
  });

  it('says which questions count double or for no points', async () => {
    const preview = previewOf(3);
    preview.questions[1]!.points = 'double';
    preview.questions[2]!.points = 'none';
    renderPage(() => json(200, { success: true, data: preview }));
    choose('bank.gift');
    expect(await screen.findByText('double points')).toBeTruthy();
    expect(screen.getByText('no points')).toBeTruthy();
  });

  it('words the warnings and places from their records in the reader’s language, as it changes', async () => {
    const preview: ImportPreview = {
      ...previewOf(1),
      questions: previewOf(1).questions.map((q) => ({ ...q, where: 'Line 1', place: { line: 3 } })),
      warnings: ['Line 9: (the server’s words)'],
      notes: [{ where: { line: 9 }, key: 'matchingNotSupported', ending: 'skipped' }],
    };
    renderPage(() => json(200, { success: true, data: preview }));
    choose('bank.gift');
    expect(await screen.findByText('Line 9: matching questions are not supported — skipped')).toBeTruthy();
    expect(screen.getByText('Line 3')).toBeTruthy();
    try {
      await act(() => chooseLanguage('vi'));
      expect(await screen.findByText('Dòng 9: không hỗ trợ câu hỏi ghép đôi — bỏ qua')).toBeTruthy();
      expect(screen.getByText('Dòng 3')).toBeTruthy();
    } finally {
      await act(() => chooseLanguage('en'));
      localStorage.clear();
    }
  });

  it('chooses the first 100 of a bigger file and will not save more than 100', async () => {
    renderPage(() => json(200, { success: true, data: previewOf(120) }));
    choose('big.gift');
    expect(await screen.findByRole('heading', { name: 'Questions (100 of 120 chosen)' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Import question 101'));
    expect(screen.getByText(Messages.importPickedTooMany)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import 101 questions' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Select none' }));
    expect((screen.getByRole('button', { name: 'Import 0 questions' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the file's first problem, and never a late preview of an earlier file over a newer one's", async () => {
    let releaseFirst: (response: Response) => void = () => {};
    renderPage((form) => {
      if (form.file === 'slow.gift') return new Promise<Response>((resolve) => (releaseFirst = resolve));
      if (form.file === 'broken.gift') {
        const message = "Line 4: the answers opened with '{' are not closed with '}'.";
        return json(400, { success: false, code: 'validation_failed', message, fieldErrors: { file: message } });
      }
      return json(200, { success: true, data: previewOf(2, 'The newer file') });
    });
    choose('broken.gift');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Line 4: the answers opened with '{' are not closed with '}'.",
    );
    choose('slow.gift');
    choose('new.gift');
    expect(await screen.findByRole('heading', { name: 'Questions (2 of 2 chosen)' })).toBeTruthy();
    releaseFirst(json(200, { success: true, data: previewOf(5, 'The older file') }));
    await waitFor(() => expect(sent).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('The newer file');
    expect(screen.getByRole('heading', { name: 'Questions (2 of 2 chosen)' })).toBeTruthy();
  });
});
