import { untilTypeset } from '../../../test-utils/until-typeset';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakeApi } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { PrintQuizPage } from './print-quiz-page';

const option = (id: string, label: string, isCorrect?: boolean) => ({
  _id: id,
  label,
  ...(isCorrect === undefined ? {} : { isCorrect }),
});
const common = { timeLimit: null, points: 'standard', image: null };

/** The quiz as GET /quizzes/{id} answers its owner: the answer key included, ordering items in their order. */
const quiz = {
  _id: 'q1',
  title: 'Địa lý Việt Nam',
  description: 'Ôn tập cuối kỳ',
  category: 'Geography',
  isPublic: true,
  timeLimit: 30,
  source: 'manual',
  createdBy: { _id: 'owner', username: 'lan', displayName: 'Cô Lan' },
  seesAnswerKey: true,
  mayDownloadAnswerKey: true,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
  averageRating: 0,
  ratingsCount: 0,
  questionCount: 4,
  questions: [
    {
      ...common,
      _id: 'a',
      kind: 'single',
      content: 'Thủ đô của Việt Nam?',
      options: [option('a1', 'Huế', false), option('a2', 'Hà Nội', true)],
      image: { url: '/uploads/questions/map.webp', alt: 'Bản đồ Việt Nam' },
    },
    {
      ...common,
      _id: 'b',
      kind: 'typed',
      content: 'Sông dài nhất?',
      options: [],
      acceptedAnswers: ['Mê Kông', 'Mekong'],
    },
    {
      ...common,
      _id: 'c',
      kind: 'ordering',
      content: 'Từ bắc vào nam',
      options: [option('c1', 'Hà Nội'), option('c2', 'Huế'), option('c3', 'Cần Thơ')],
    },
    {
      ...common,
      _id: 'd',
      kind: 'multiple',
      content: 'Thành phố ven biển?',
      options: [option('d1', 'Đà Nẵng', true), option('d2', 'Hà Nội', false), option('d3', 'Nha Trang', true)],
    },
  ],
};

/** A maths worksheet: a quadratic, its roots as options, and why (the owner's copy has the explanation). */
const maths = {
  ...quiz,
  title: 'Quadratics',
  questionCount: 1,
  questions: [
    {
      ...common,
      _id: 'm',
      kind: 'single',
      content: 'Solve $$x^2 + 3x - 4 = 0$$ for $x > 0$.',
      options: [option('m1', '$x = -4$', false), option('m2', '$x = 1$', true)],
      explanation: 'It factors as $(x + 4)(x - 1) = 0$.',
    },
  ],
};

/** The server's answer for `viewer`: the owner sees the key (the flags say so); anyone else does not. */
function renderPrint(path: string, viewer: 'owner' | 'other' = 'owner', shown: object = quiz) {
  const data = viewer === 'owner' ? shown : { ...shown, seesAnswerKey: false, mayDownloadAnswerKey: false };
  fakeApi([['GET', '/quizzes/q1', () => ({ success: true, data })]]);
  renderWithApp(
    <Routes>
      <Route path="/quiz/:id/print" element={<PrintQuizPage />} />
    </Routes>,
    path,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the printable worksheet', () => {
  it('numbers the questions with lettered options, pictures, writing space and instructions, and no answers', async () => {
    storeTestSession({ _id: 'owner', username: 'lan' });
    renderPrint('/quiz/q1/print');
    expect(await screen.findByRole('heading', { name: 'Địa lý Việt Nam' })).toBeTruthy();
    expect(screen.getByText('Name: ______________________')).toBeTruthy();
    const first = screen.getByText('1. Thủ đô của Việt Nam?').closest('li')!;
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A. Huế', 'B. Hà Nội']);
    expect(screen.getByRole('img', { name: 'Bản đồ Việt Nam' })).toBeTruthy();
    expect(screen.getByText('Write your answer.')).toBeTruthy();
    expect(screen.getByLabelText('Space for the answer')).toBeTruthy();
    // The owner's copy has the ordering items in the correct order; the worksheet never lists them so.
    const ordering = screen.getByText('3. Từ bắc vào nam').closest('li')!;
    const items = within(ordering)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect([...items].sort()).toEqual(['____  Cần Thơ', '____  Hà Nội', '____  Huế'].sort());
    expect(items).not.toEqual(['____  Hà Nội', '____  Huế', '____  Cần Thơ']);
    expect(screen.queryByText(/Answer key/)).toBeNull();
    expect(screen.queryByText(/Mê Kông/)).toBeNull();
  });

  it('adds the answer key on a page of its own for the owner', async () => {
    storeTestSession({ _id: 'owner', username: 'lan' });
    renderPrint('/quiz/q1/print?answers=1');
    const key = (await screen.findByRole('heading', { name: 'Answer key — Địa lý Việt Nam' })).closest('section')!;
    expect(key.className).toContain('break-before-page');
    const worksheet = screen.getByText('4. Thành phố ven biển?').closest('li')!;
    expect(within(worksheet).getByText('C. Nha Trang')).toBeTruthy();
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1. B. Hà Nội',
      '2. Mê Kông / Mekong',
      '3. 1. Hà Nội   2. Huế   3. Cần Thơ',
      '4. A. Đà Nẵng, C. Nha Trang',
    ]);
  });

  it('never shows the key to someone else, even when asked for it', async () => {
    storeTestSession({ _id: 'student', username: 'minh' });
    renderPrint('/quiz/q1/print?answers=1', 'other');
    expect(await screen.findByRole('heading', { name: 'Địa lý Việt Nam' })).toBeTruthy();
    expect(screen.queryByText(/Answer key/)).toBeNull();
  });

  it('typesets math on the worksheet, and prints why under each answer of the key', async () => {
    storeTestSession({ _id: 'owner', username: 'lan' });
    renderPrint('/quiz/q1/print?answers=1', 'owner', maths);
    const key = (await screen.findByRole('heading', { name: 'Answer key — Quadratics' })).closest('section')!;
    const question = screen.getByText(/^1\./, { selector: 'div' }).closest('li')!;
    await untilTypeset(() => expect(question.querySelectorAll('.katex math')).toHaveLength(4));
    expect(question.querySelector('.katex-display')).not.toBeNull();
    const answer = within(key).getByRole('listitem');
    await untilTypeset(() => expect(answer.querySelectorAll('.katex')).toHaveLength(2));
    expect(answer.textContent).toMatch(/^1\. B\. /);
    expect(within(answer).getByText('Why:').parentElement!.querySelector('annotation')?.textContent).toBe(
      '(x + 4)(x - 1) = 0',
    );
  });

  it('leaves the explanation off the worksheet itself', async () => {
    storeTestSession({ _id: 'owner', username: 'lan' });
    renderPrint('/quiz/q1/print', 'owner', maths);
    expect(await screen.findByRole('heading', { name: 'Quadratics' })).toBeTruthy();
    expect(screen.queryByText(/Why/)).toBeNull();
  });
});
