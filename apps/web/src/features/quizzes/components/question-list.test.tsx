import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Messages } from '@quiz/contract/messages';
import { emptyQuestion, emptyQuiz, type QuestionDraft, type QuizFormValues } from './quiz-form-values';
import {
  fill,
  onSubmit,
  openQuestion,
  pictureUrl,
  question,
  questionHeader,
  renderForm,
  setKind,
  setTitle,
  setUpQuizFormTests,
  submit,
  submitted,
} from './quiz-form-test-kit';

setUpQuizFormTests();

/** A valid single-choice question, its first option correct. */
const written = (content: string, overrides: Partial<QuestionDraft> = {}): QuestionDraft => ({
  ...emptyQuestion(),
  content,
  options: ['A', 'B'].map((label, j) => ({ label: `${content} ${label}`, isCorrect: j === 0 })),
  ...overrides,
});

const quizOf = (...questions: QuestionDraft[]): QuizFormValues => ({
  ...emptyQuiz(),
  title: 'A quiz to arrange',
  questions,
});

const questionText = (n: number) => within(question(n)).queryByRole('textbox', { name: `Question ${n} text` });
const groups = () => screen.getAllByRole('group', { name: /^Question \d+$/ });
const contents = () =>
  groups().map(
    (_, i) => (within(question(i + 1)).getByLabelText(`Question ${i + 1} text`) as HTMLTextAreaElement).value,
  );
const button = (name: string) => screen.getByRole('button', { name });

describe('QuizForm: the list of questions', () => {
  it('shows one question open and the others as one line each, with their number, kind and text', () => {
    renderForm(quizOf(written('Capital of France?'), written('Largest ocean?', { kind: 'multiple' }), written('')));
    expect(questionText(1)).toBeTruthy();
    expect(questionText(2)).toBeNull();
    expect(questionText(3)).toBeNull();
    expect(questionHeader(1).getAttribute('aria-expanded')).toBe('true');
    expect(questionHeader(2).getAttribute('aria-expanded')).toBe('false');
    expect(questionHeader(2).textContent).toContain('Multiple select');
    expect(questionHeader(2).textContent).toContain('Largest ocean?');
    expect(questionHeader(3).textContent).toContain('No text yet');

    openQuestion(2);
    expect(questionText(2)).toBeTruthy();
    expect(questionText(1)).toBeNull();
    expect(
      within(question(1)).getByRole('button', { name: /^Question 1 Single choice Capital of France\?/ }),
    ).toBeTruthy();

    // The open question's header closes it.
    openQuestion(2);
    expect(questionText(2)).toBeNull();
  });

  it('shows a lone question open, with no header button', () => {
    renderForm();
    expect(questionText(1)).toBeTruthy();
    expect(within(question()).queryByRole('button', { name: /^Question 1/ })).toBeNull();
    expect(within(question()).queryByRole('button', { name: /^Delete question/ })).toBeNull();
  });

  it('opens a newly added question with its text focused, and closes the one written before', async () => {
    renderForm();
    fill('Question 1 text', 'Which planet is closest to the Sun?');
    fireEvent.click(button('Add Question'));
    expect(questionText(2)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(questionText(2)));
    expect(questionText(1)).toBeNull();
    expect(questionHeader(1).textContent).toContain('Which planet is closest to the Sun?');
    // Its fields are filled by their labels, as the e2e journeys do.
    fill('Question 2 text', 'Which planet is red?', 2);
    fill('Question 2 option 1', 'Mars', 2);
    expect((within(question(2)).getByLabelText('Question 2 option 1') as HTMLInputElement).value).toBe('Mars');
  });

  it('moves a question up and down, keeping it open and the focus on its button, and saves that order', async () => {
    renderForm(quizOf(written('First'), written('Second'), written('Third')));
    openQuestion(3);
    fireEvent.click(button('Move question 3 up'));
    expect(contents()).toEqual(['First', 'Third', 'Second']);
    expect(questionText(2)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(button('Move question 2 up')));
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Question 3 is now question 2')).toBe(true);

    fireEvent.click(button('Move question 2 up'));
    expect(contents()).toEqual(['Third', 'First', 'Second']);
    // At the top already: the button stays, and nothing moves.
    expect(button('Move question 1 up').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Move question 1 up'));
    expect(contents()).toEqual(['Third', 'First', 'Second']);

    fireEvent.click(button('Move question 1 down'));
    expect(contents()).toEqual(['First', 'Third', 'Second']);
    submit();
    const input = await submitted();
    expect(input.questions.map((q) => q.content)).toEqual(['First', 'Third', 'Second']);
  });

  it('duplicates a question after it, open, with everything but its saved ids (its picture too)', async () => {
    const image = { url: pictureUrl, alt: 'A map' };
    const saved = written('Capital of France?', {
      _id: 'q1',
      kind: 'multiple',
      options: [
        { _id: 'o1', label: 'Paris', isCorrect: true },
        { _id: 'o2', label: 'Lyon', isCorrect: false },
      ],
      timeLimit: 45,
      points: 'double',
      image,
    });
    renderForm(quizOf(saved, written('Largest ocean?', { _id: 'q2' })));
    fireEvent.click(button('Duplicate question 1'));
    expect(groups()).toHaveLength(3);
    expect(questionText(2)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(questionText(2)));
    expect(questionText(1)).toBeNull();
    expect(within(question(2)).getByRole('img', { name: 'A map' })).toBeTruthy();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Question 2 is a copy of question 1')).toBe(
      true,
    );

    // The copy is a new question (no saved ids: toEqual fails on an id that is there) and changing it leaves the
    // original as it was.
    fill('Question 2 text', 'Capital of Spain?', 2);
    fill('Question 2 option 1', 'Madrid', 2);
    submit();
    const input = await submitted();
    expect(input.questions).toEqual([
      {
        _id: 'q1',
        kind: 'multiple',
        content: 'Capital of France?',
        options: [
          { _id: 'o1', label: 'Paris', isCorrect: true },
          { _id: 'o2', label: 'Lyon', isCorrect: false },
        ],
        timeLimit: 45,
        points: 'double',
        image,
      },
      {
        kind: 'multiple',
        content: 'Capital of Spain?',
        options: [
          { label: 'Madrid', isCorrect: true },
          { label: 'Lyon', isCorrect: false },
        ],
        timeLimit: 45,
        points: 'double',
        image,
      },
      expect.objectContaining({ _id: 'q2', content: 'Largest ocean?' }),
    ]);
  });

  it('deletes a question at once and offers Undo where it was, which puts it back with its saved id', async () => {
    renderForm(
      quizOf(written('First', { _id: 'q1' }), written('Second', { _id: 'q2' }), written('Third', { _id: 'q3' })),
    );
    openQuestion(2);
    fireEvent.click(button('Delete question 2'));
    expect(contents()).toEqual(['First', 'Third']);
    expect(screen.getByText('Question 2 deleted')).toBeTruthy();
    const undo = button('Undo');
    await waitFor(() => expect(document.activeElement).toBe(undo));
    expect(document.getElementById(undo.getAttribute('aria-describedby')!)?.textContent).toBe('Question 2 deleted');

    fireEvent.click(undo);
    expect(contents()).toEqual(['First', 'Second', 'Third']);
    expect(screen.queryByText('Question 2 deleted')).toBeNull();
    expect(questionText(2)).toBeTruthy();
    submit();
    const input = await submitted();
    expect(input.questions.map((q) => q._id)).toEqual(['q1', 'q2', 'q3']);
  });

  it('forgets the deleted question once the list changes again, and saves without it', async () => {
    renderForm(quizOf(written('First'), written('Second')));
    openQuestion(2);
    fireEvent.click(button('Delete question 2'));
    expect(button('Undo')).toBeTruthy();
    // The last question left is open, and cannot be deleted.
    expect(questionText(1)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete question 1' })).toBeNull();
    fireEvent.click(button('Duplicate question 1'));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    submit();
    const input = await submitted();
    expect(input.questions.map((q) => q.content)).toEqual(['First', 'First']);
  });

  it('opens the first question with an error after a failed submit, and marks the closed ones that need fixing', async () => {
    renderForm();
    setTitle('Two questions');
    fill('Question 1 text', 'Which planet is red?');
    ['Mars', 'Venus'].forEach((label, j) => fill(`Question 1 option ${j + 1}`, label));
    fireEvent.click(within(question()).getByRole('button', { name: 'Remove option 4' }));
    fireEvent.click(within(question()).getByRole('button', { name: 'Remove option 3' }));
    fireEvent.click(within(question()).getByLabelText('Option 1 is correct'));
    fireEvent.click(button('Add Question'));
    openQuestion(1);
    expect(questionText(2)).toBeNull();

    submit();
    expect(await within(question(2)).findByText(Messages.questionRequired)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(Messages.checkRequiredFields);
    expect(questionText(2)).toBeTruthy();
    expect(questionText(1)).toBeNull();
    // "Please check all required fields" leads to the field: it has the focus.
    await waitFor(() => expect(document.activeElement).toBe(questionText(2)));
    expect(questionHeader(1).textContent).not.toContain('needs fixing');

    // Question 2 still wrong, question 1 open again: its line says so.
    openQuestion(1);
    await waitFor(() => expect(questionHeader(2).textContent).toContain('needs fixing'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives every correct-answer mark a target of at least 44 × 44 px, which marks it when tapped', () => {
    renderForm();
    const target = (mark: HTMLElement) => mark.closest('label')!;
    const radio = within(question()).getByRole('radio', { name: 'Option 2 is correct' });
    expect(target(radio).className).toMatch(/\bmin-h-11\b/);
    expect(target(radio).className).toMatch(/\bmin-w-11\b/);
    fireEvent.click(target(radio));
    expect((radio as HTMLInputElement).checked).toBe(true);

    setKind('multiple');
    const checkbox = within(question()).getByRole('checkbox', { name: 'Option 1 is correct' });
    expect(target(checkbox).className).toMatch(/\bmin-h-11\b.*\bmin-w-11\b|\bmin-w-11\b.*\bmin-h-11\b/);

    setKind('true_false');
    for (const name of ['True', 'False']) {
      const mark = within(question()).getByRole('radio', { name });
      expect(target(mark).className).toMatch(/\bmin-h-11\b.*\bmin-w-11\b|\bmin-w-11\b.*\bmin-h-11\b/);
    }
  });

  it("gives an ordering question's items the row's full width on a phone, their buttons under them", () => {
    renderForm();
    setKind('ordering');
    const item = within(question()).getByLabelText('Question 1 item 1');
    const moveUp = within(question()).getByRole('button', { name: 'Move item 1 up' });
    const row = moveUp.parentElement!.parentElement!;
    expect(row.contains(item)).toBe(true);
    expect(row.className).toMatch(/\bflex-col\b/);
    expect(row.className).toMatch(/\bsm:flex-row\b/);
    expect(moveUp.parentElement!.contains(item)).toBe(false);
  });
});
