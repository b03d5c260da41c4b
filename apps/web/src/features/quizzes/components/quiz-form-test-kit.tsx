/** Rendering the quiz form in tests and filling it in as a person would (shared by its test files). */
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { QuestionKind } from '@quiz/contract/limits';
import type { QuizInput } from '@quiz/contract/quizzes';
import { renderWithApp } from '../../../test-utils/render';
import { QuizForm } from './quiz-form';
import { emptyQuiz, type QuizFormValues } from './quiz-form-values';

export const onSubmit = vi.fn<(input: QuizInput) => Promise<unknown>>();

export function renderForm(initial: QuizFormValues = emptyQuiz()) {
  return renderWithApp(
    <QuizForm
      initial={initial}
      submitLabel="Create Quiz"
      pendingLabel="Creating..."
      pending={false}
      onSubmit={onSubmit}
    />,
  );
}

export const question = (n = 1) => screen.getByRole('group', { name: `Question ${n}` });
/** A question's header: with several questions, the button that opens it (and closes the others). */
export const questionHeader = (n = 1) =>
  within(question(n)).getByRole('button', { name: new RegExp(`^Question ${n}\\b`) });
export const openQuestion = (n: number) => fireEvent.click(questionHeader(n));
export const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
export const fill = (label: string, value: string, n = 1) => type(within(question(n)).getByLabelText(label), value);
export const setTitle = (value: string) => type(screen.getByLabelText('Title'), value);
export const setKind = (kind: QuestionKind, n = 1) => type(within(question(n)).getByLabelText('Question type'), kind);
export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Quiz' }));
export const submitted = async () => {
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]![0];
};

export const pictureUrl = '/uploads/questions/3f8e2a4c-1b2d-4e5f-8a9b-0c1d2e3f4a5b.webp';

/** The hooks every quiz form test file needs: a fresh onSubmit, a spy on error toasts, no stubs left behind. */
export function setUpQuizFormTests() {
  beforeAll(() => {
    // happy-dom's selects have no `size`, which react-hook-form reads to tell an untouched select from one edited before
    // the form was ready (a browser answers 0): without it every select would be read back as its first option.
    if (HTMLSelectElement.prototype.size === undefined) {
      Object.defineProperty(HTMLSelectElement.prototype, 'size', {
        configurable: true,
        get(this: HTMLSelectElement) {
          return Number(this.getAttribute('size') ?? 0);
        },
      });
    }
  });
  beforeEach(() => {
    localStorage.clear();
    onSubmit.mockReset().mockResolvedValue(undefined);
    vi.spyOn(toast, 'error');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
