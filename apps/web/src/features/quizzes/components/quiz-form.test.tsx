import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Messages } from '@quiz/contract/messages';
import type { QuestionKind } from '@quiz/contract/limits';
import type { Quiz } from '@quiz/contract/quizzes';
import { quizToFormValues } from './quiz-form-values';
import {
  fill,
  onSubmit,
  openQuestion,
  pictureUrl,
  question,
  renderForm,
  setKind,
  setTitle,
  setUpQuizFormTests,
  submit,
  submitted,
} from './quiz-form-test-kit';

setUpQuizFormTests();

const itemValues = () =>
  within(question())
    .getAllByLabelText(/^Question 1 item \d$/)
    .map((input) => (input as HTMLInputElement).value);

describe('QuizForm', () => {
  it('starts with one single-choice question of 4 options, with the quiz’s time and standard points', () => {
    renderForm();
    const q = within(question());
    expect((q.getByLabelText('Question type') as HTMLSelectElement).value).toBe('single');
    expect(q.getAllByRole('radio', { name: /^Option \d is correct$/ })).toHaveLength(4);
    expect(q.getByLabelText('Question 1 option 4')).toBeTruthy();
    expect((q.getByLabelText('Seconds for this question') as HTMLInputElement).value).toBe('');
    expect(q.getByText("Empty: the quiz's 30 seconds")).toBeTruthy();
    expect((q.getByLabelText('Points') as HTMLSelectElement).value).toBe('standard');
    expect(q.getByLabelText('Add picture')).toBeTruthy();
  });

  it('shows the fields of each kind when the question type changes, keeping the text and the option labels', () => {
    renderForm();
    fill('Question 1 text', 'Planets');
    ['Mercury', 'Venus', 'Earth', 'Mars'].forEach((label, j) => fill(`Question 1 option ${j + 1}`, label));

    setKind('multiple');
    let q = within(question());
    // The question's fields are rebuilt for the new kind; the focus stays on the type select.
    expect(document.activeElement).toBe(q.getByLabelText('Question type'));
    expect(q.getAllByRole('checkbox', { name: /^Option \d is correct$/ })).toHaveLength(4);
    expect((q.getByLabelText('Question 1 option 2') as HTMLInputElement).value).toBe('Venus');
    expect((q.getByLabelText('Question 1 text') as HTMLTextAreaElement).value).toBe('Planets');

    setKind('poll');
    q = within(question());
    expect(q.queryByLabelText(/is correct/)).toBeNull();
    expect((q.getByLabelText('Question 1 option 4') as HTMLInputElement).value).toBe('Mars');
    expect(q.getByText('Options — a poll has no correct answer')).toBeTruthy();

    setKind('ordering');
    q = within(question());
    expect(itemValues()).toEqual(['Mercury', 'Venus', 'Earth', 'Mars']);
    expect(q.getByRole('button', { name: 'Move Venus up' })).toBeTruthy();
    expect(q.getByRole('button', { name: 'Move Venus down' })).toBeTruthy();

    setKind('true_false');
    q = within(question());
    expect(q.getByRole('radio', { name: 'True' })).toBeTruthy();
    expect(q.getByRole('radio', { name: 'False' })).toBeTruthy();
    expect(q.queryByLabelText('Question 1 option 1')).toBeNull();

    setKind('typed');
    q = within(question());
    expect(q.getByLabelText('Accepted answer 1')).toBeTruthy();
    const diacritics = q.getByRole('checkbox', { name: 'Diacritics must match' }) as HTMLInputElement;
    expect(diacritics.checked).toBe(false);
    expect(q.getByText("Off: 'Ha Noi' is accepted for 'Hà Nội'")).toBeTruthy();

    setKind('single');
    expect((within(question()).getByLabelText('Question 1 text') as HTMLTextAreaElement).value).toBe('Planets');
    expect(within(question()).getAllByRole('radio', { name: /^Option \d is correct$/ })).toHaveLength(4);
  });

  it('seeds a typed answer from the correct option', () => {
    renderForm();
    fill('Question 1 option 2', 'Hà Nội');
    fireEvent.click(within(question()).getByLabelText('Option 2 is correct'));
    setKind('typed');
    expect((within(question()).getByLabelText('Accepted answer 1') as HTMLInputElement).value).toBe('Hà Nội');
  });

  it('reports the missing fields of a single-choice question at each field, as the e2e journey expects', async () => {
    renderForm();
    setTitle('Plan');
    submit();
    expect(await screen.findByText(Messages.titleTooShort)).toBeTruthy();
    expect(screen.getByText(Messages.questionRequired)).toBeTruthy();
    expect(screen.getByText(Messages.correctAnswerRequired)).toBeTruthy();
    expect(screen.getAllByText(Messages.optionRequired)).toHaveLength(4);
    expect(toast.error).toHaveBeenCalledWith(Messages.checkRequiredFields);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(within(question()).getByLabelText('Option 1 is correct'));
    await waitFor(() => expect(screen.queryByText(Messages.correctAnswerRequired)).toBeNull());
  });

  it('asks a multiple-select question for at least one correct answer, until one is ticked', async () => {
    renderForm();
    setTitle('Solar system');
    fill('Question 1 text', 'Which are planets?');
    setKind('multiple');
    ['Mars', 'Pluto', 'Venus', 'Moon'].forEach((label, j) => fill(`Question 1 option ${j + 1}`, label));
    submit();
    expect(await within(question()).findByText(Messages.correctAnswerRequired)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(Messages.checkRequiredFields);

    fireEvent.click(within(question()).getByRole('checkbox', { name: 'Option 3 is correct' }));
    await waitFor(() => expect(screen.queryByText(Messages.correctAnswerRequired)).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks a typed-answer question for an accepted answer, and clears the message once one is typed', async () => {
    renderForm();
    setTitle('Capitals');
    fill('Question 1 text', 'Capital of Vietnam?');
    setKind('typed');
    submit();
    expect(await within(question()).findByText(Messages.acceptedAnswersRequired)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(Messages.checkRequiredFields);

    fill('Accepted answer 1', 'Hà Nội');
    await waitFor(() => expect(screen.queryByText(Messages.acceptedAnswersRequired)).toBeNull());
  });

  it('adds and removes accepted answers, at most 10, each at most 80 characters', () => {
    renderForm();
    setKind('typed');
    const q = () => within(question());
    const add = () => q().getByRole('button', { name: 'Add accepted answer' });
    fill('Accepted answer 1', 'Hà Nội');
    fireEvent.click(add());
    fill('Accepted answer 2', 'Hanoi');
    fireEvent.click(add());
    fill('Accepted answer 3', 'Thăng Long');
    fireEvent.click(q().getByRole('button', { name: 'Remove accepted answer 2' }));
    expect(
      q()
        .getAllByLabelText(/^Accepted answer \d+$/)
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Hà Nội', 'Thăng Long']);
    expect((q().getByLabelText('Accepted answer 1') as HTMLInputElement).maxLength).toBe(80);
    for (let k = 0; k < 8; k++) fireEvent.click(add());
    expect(q().getAllByLabelText(/^Accepted answer \d+$/)).toHaveLength(10);
    expect((add() as HTMLButtonElement).disabled).toBe(true);
  });

  it('reorders ordering items with Move up and Move down, and sends them in that order', async () => {
    renderForm();
    setTitle('Planet order');
    fill('Question 1 text', 'From the Sun outwards');
    setKind('ordering');
    const q = within(question());
    expect(itemValues()).toEqual(['', '', '', '']);
    fireEvent.click(q.getByRole('button', { name: 'Remove item 4' }));
    expect(q.queryByRole('button', { name: /^Remove item/ })).toBeNull();
    ['Venus', 'Mercury', 'Earth'].forEach((label, j) => fill(`Question 1 item ${j + 1}`, label));

    const up = q.getByRole('button', { name: 'Move Mercury up' });
    fireEvent.click(up);
    expect(itemValues()).toEqual(['Mercury', 'Venus', 'Earth']);
    await waitFor(() => expect(document.activeElement).toBe(q.getByRole('button', { name: 'Move Mercury up' })));
    expect(q.getByRole('status').textContent).toBe('Mercury is now at position 1 of 3');
    // At the top already: nothing moves.
    fireEvent.click(q.getByRole('button', { name: 'Move Mercury up' }));
    expect(itemValues()).toEqual(['Mercury', 'Venus', 'Earth']);

    fireEvent.click(q.getByRole('button', { name: 'Add item' }));
    fill('Question 1 item 4', 'Mars');
    fireEvent.click(q.getByRole('button', { name: 'Move Earth down' }));
    expect(itemValues()).toEqual(['Mercury', 'Venus', 'Mars', 'Earth']);
    fireEvent.click(q.getByRole('button', { name: 'Move Earth up' }));
    expect(itemValues()).toEqual(['Mercury', 'Venus', 'Earth', 'Mars']);

    submit();
    const input = await submitted();
    expect(input.questions[0]).toEqual({
      kind: 'ordering',
      content: 'From the Sun outwards',
      timeLimit: null,
      points: 'standard',
      image: null,
      options: [{ label: 'Mercury' }, { label: 'Venus' }, { label: 'Earth' }, { label: 'Mars' }],
    });
  });

  const cases: { kind: QuestionKind; fillIn(): void; expected: Record<string, unknown> }[] = [
    {
      kind: 'single',
      fillIn() {
        ['Paris', 'Lyon'].forEach((label, j) => fill(`Question 1 option ${j + 1}`, label));
        fireEvent.click(within(question()).getByRole('button', { name: 'Remove option 4' }));
        fireEvent.click(within(question()).getByRole('button', { name: 'Remove option 3' }));
        fireEvent.click(within(question()).getByLabelText('Option 1 is correct'));
      },
      expected: {
        options: [
          { label: 'Paris', isCorrect: true },
          { label: 'Lyon', isCorrect: false },
        ],
      },
    },
    {
      kind: 'multiple',
      fillIn() {
        ['Paris', 'Lyon', 'Berlin', 'Nice'].forEach((label, j) => fill(`Question 1 option ${j + 1}`, label));
        fireEvent.click(within(question()).getByRole('button', { name: 'Add option' }));
        fill('Question 1 option 5', 'Rome');
        fireEvent.click(within(question()).getByLabelText('Option 2 is correct'));
        fireEvent.click(within(question()).getByLabelText('Option 4 is correct'));
      },
      expected: {
        options: [
          { label: 'Paris', isCorrect: false },
          { label: 'Lyon', isCorrect: true },
          { label: 'Berlin', isCorrect: false },
          { label: 'Nice', isCorrect: true },
          { label: 'Rome', isCorrect: false },
        ],
      },
    },
    {
      kind: 'true_false',
      fillIn() {
        fireEvent.click(within(question()).getByRole('radio', { name: 'False' }));
      },
      expected: {
        options: [
          { label: 'True', isCorrect: false },
          { label: 'False', isCorrect: true },
        ],
      },
    },
    {
      kind: 'typed',
      fillIn() {
        fill('Accepted answer 1', ' Hà Nội ');
        fireEvent.click(within(question()).getByRole('button', { name: 'Add accepted answer' }));
        fill('Accepted answer 2', 'Hanoi');
        fireEvent.click(within(question()).getByRole('checkbox', { name: 'Diacritics must match' }));
      },
      expected: { acceptedAnswers: ['Hà Nội', 'Hanoi'], matchDiacritics: true },
    },
    {
      kind: 'ordering',
      fillIn() {
        ['One', 'Two', 'Three', 'Four'].forEach((label, j) => fill(`Question 1 item ${j + 1}`, label));
        fireEvent.click(within(question()).getByRole('button', { name: 'Remove item 4' }));
      },
      expected: { options: [{ label: 'One' }, { label: 'Two' }, { label: 'Three' }] },
    },
    {
      kind: 'poll',
      fillIn() {
        ['Tea', 'Coffee', 'Water', 'Juice'].forEach((label, j) => fill(`Question 1 option ${j + 1}`, label));
      },
      expected: {
        options: ['Tea', 'Coffee', 'Water', 'Juice'].map((label) => ({ label, isCorrect: false })),
      },
    },
  ];

  it.each(cases)('submits a valid $kind question with its own fields, time and points', async (c) => {
    renderForm();
    setTitle('A quiz of every kind');
    fill('Question 1 text', 'The question');
    setKind(c.kind);
    c.fillIn();
    fill('Seconds for this question', '45');
    fill('Points', 'double');
    submit();
    const input = await submitted();
    expect(toast.error).not.toHaveBeenCalled();
    expect(input).toEqual({
      title: 'A quiz of every kind',
      description: null,
      category: 'Other',
      isPublic: false,
      allowAnswerDownload: false,
      timedAttempts: false,
      timeLimit: 30,
      questions: [
        { kind: c.kind, content: 'The question', timeLimit: 45, points: 'double', image: null, ...c.expected },
      ],
    });
  });

  it('sends an empty time as the quiz’s (null) and refuses one out of range', async () => {
    renderForm();
    setTitle('Timing');
    fill('Question 1 text', 'Quick one');
    setKind('true_false');
    fireEvent.click(within(question()).getByRole('radio', { name: 'True' }));
    fill('Seconds for this question', '2');
    fill('Points', 'none');
    submit();
    expect(await screen.findByText(Messages.questionTimeInvalid)).toBeTruthy();
    fill('Seconds for this question', '');
    await waitFor(() => expect(screen.queryByText(Messages.questionTimeInvalid)).toBeNull());
    submit();
    const input = await submitted();
    expect(input.questions[0]).toMatchObject({ kind: 'true_false', timeLimit: null, points: 'none' });
  });

  it("sends 'Timed solo attempts' when ticked, and says what it means", async () => {
    renderForm();
    setTitle('A timed quiz');
    fill('Question 1 text', 'The question');
    ['Paris', 'Lyon', 'Nice', 'Lille'].forEach((label, j) => fill(`Question 1 option ${j + 1}`, label));
    fireEvent.click(within(question()).getByLabelText('Option 1 is correct'));
    const timed = screen.getByRole('checkbox', { name: 'Timed solo attempts' });
    expect(timed.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(timed.getAttribute('aria-describedby')!)?.textContent).toContain('extra time');
    fireEvent.click(timed);
    submit();
    expect(await submitted()).toMatchObject({ timedAttempts: true });
  });

  it("offers 'Allow others to download with answers' only for a public quiz, and sends it", async () => {
    renderForm();
    expect(screen.queryByLabelText('Allow others to download with answers')).toBeNull();
    setTitle('A quiz to share');
    fill('Question 1 text', 'The question');
    ['Paris', 'Lyon', 'Nice', 'Lille'].forEach((label, j) => fill(`Question 1 option ${j + 1}`, label));
    fireEvent.click(within(question()).getByLabelText('Option 1 is correct'));
    fireEvent.click(screen.getByLabelText('Make this quiz public'));
    fireEvent.click(await screen.findByLabelText('Allow others to download with answers'));
    submit();
    expect(await submitted()).toMatchObject({ isPublic: true, allowAnswerDownload: true });
  });

  it('edits a saved quiz of every kind, keeping the ids so answers stay linked', async () => {
    const base = { timeLimit: null, points: 'standard' as const, image: null };
    const quiz: Quiz = {
      _id: 'quiz-1',
      allowAnswerDownload: false,
      seesAnswerKey: true,
      mayDownloadAnswerKey: true,
      title: 'Saved quiz',
      description: 'All kinds',
      category: 'Geography',
      isPublic: true,
      timeLimit: 20,
      timedAttempts: false,
      source: 'manual',
      createdBy: { _id: 'me', username: 'ann', displayName: 'Ann' },
      createdAt: '2025-05-01T10:00:00.000Z',
      updatedAt: '2025-05-01T10:00:00.000Z',
      averageRating: 0,
      ratingsCount: 0,
      questionCount: 3,
      questions: [
        {
          _id: 'q1',
          kind: 'typed',
          content: 'Capital of Vietnam?',
          options: [],
          acceptedAnswers: ['Hà Nội', 'Hanoi'],
          matchDiacritics: true,
          ...base,
          timeLimit: 60,
          image: { url: pictureUrl, alt: 'A map' },
        },
        {
          _id: 'q2',
          kind: 'ordering',
          content: 'Order them',
          options: [
            { _id: 'o1', label: 'First', isCorrect: false },
            { _id: 'o2', label: 'Second', isCorrect: false },
            { _id: 'o3', label: 'Third', isCorrect: false },
          ],
          ...base,
        },
        {
          _id: 'q3',
          kind: 'true_false',
          content: 'The Earth is round',
          options: [
            { _id: 't', label: 'True', isCorrect: true },
            { _id: 'f', label: 'False', isCorrect: false },
          ],
          ...base,
          points: 'double',
        },
      ],
    };
    renderForm(quizToFormValues(quiz));
    expect((within(question(1)).getByLabelText('Accepted answer 2') as HTMLInputElement).value).toBe('Hanoi');
    expect((within(question(1)).getByLabelText('Diacritics must match') as HTMLInputElement).checked).toBe(true);
    expect((within(question(1)).getByLabelText('Seconds for this question') as HTMLInputElement).value).toBe('60');
    expect(within(question(1)).getByRole('img', { name: 'A map' })).toBeTruthy();
    // One question open at a time: the first, until another is chosen.
    openQuestion(3);
    expect((within(question(3)).getByRole('radio', { name: 'True' }) as HTMLInputElement).checked).toBe(true);
    expect((within(question(3)).getByLabelText('Points') as HTMLSelectElement).value).toBe('double');

    submit();
    const input = await submitted();
    expect(input.questions).toEqual([
      {
        _id: 'q1',
        kind: 'typed',
        content: 'Capital of Vietnam?',
        acceptedAnswers: ['Hà Nội', 'Hanoi'],
        matchDiacritics: true,
        ...base,
        timeLimit: 60,
        image: { url: pictureUrl, alt: 'A map' },
      },
      {
        _id: 'q2',
        kind: 'ordering',
        content: 'Order them',
        options: [
          { _id: 'o1', label: 'First' },
          { _id: 'o2', label: 'Second' },
          { _id: 'o3', label: 'Third' },
        ],
        ...base,
      },
      {
        _id: 'q3',
        kind: 'true_false',
        content: 'The Earth is round',
        options: [
          { _id: 't', label: 'True', isCorrect: true },
          { _id: 'f', label: 'False', isCorrect: false },
        ],
        ...base,
        points: 'double',
      },
    ]);
  });
});
