import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@quiz/contract/messages';
import type { Quiz } from '@quiz/contract/quizzes';
import { quizToFormValues } from './quiz-form-values';
import {
  fill,
  onSubmit,
  question,
  renderForm,
  setKind,
  setTitle,
  setUpQuizFormTests,
  submit,
  submitted,
  type,
} from './quiz-form-test-kit';

// MathLive's visual editor needs a real browser: here, as where its chunk fails to load, the LaTeX box remains.
vi.mock('mathlive', () => ({ MathfieldElement: undefined }));

setUpQuizFormTests();

const explanationLabel = 'Explanation (shown after answering)';
const field = (label: string) => within(question()).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
/** The words of the error a field points to (aria-describedby). */
const errorOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

function writeQuestion(content: string) {
  setTitle('Quadratic equations');
  fill('Question 1 text', content);
  ['$x = 2$', '$x = -2$', '$x = 4$', '$x = 0$'].forEach((label, j) => fill(`Question 1 option ${j + 1}`, label));
  fireEvent.click(within(question()).getByLabelText('Option 1 is correct'));
}

/** Puts the caret in a field, then opens its formula dialog as a click would (the button takes the focus). */
async function openFormulaDialog(element: HTMLInputElement | HTMLTextAreaElement, place: string, caret: number) {
  element.focus();
  element.setSelectionRange(caret, caret);
  const button = within(question()).getByRole('button', { name: `Insert a formula into ${place}` });
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Insert a formula' });
  return { dialog, latex: (await within(dialog).findByLabelText('LaTeX')) as HTMLTextAreaElement };
}

const savedQuiz = (explanation: string): Quiz => ({
  _id: 'quiz-1',
  allowAnswerDownload: false,
  seesAnswerKey: true,
  mayDownloadAnswerKey: true,
  title: 'Saved quiz',
  description: '',
  category: 'Other',
  isPublic: false,
  timeLimit: 30,
  timedAttempts: false,
  source: 'manual',
  createdBy: { _id: 'me', username: 'ann', displayName: 'Ann' },
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
  averageRating: 0,
  ratingsCount: 0,
  questionCount: 1,
  questions: [
    {
      _id: 'q1',
      kind: 'true_false',
      content: 'Water is $\\ce{H2O}$',
      options: [
        { _id: 't', label: 'True', isCorrect: true },
        { _id: 'f', label: 'False', isCorrect: false },
      ],
      timeLimit: null,
      points: 'standard',
      image: null,
      explanation,
    },
  ],
});

describe('QuizForm: rich text, formulas and explanations', () => {
  it('sends each question’s explanation with it, as written', async () => {
    renderForm();
    writeQuestion('Solve $x^2 - 4 = 0$ for $x > 0$');
    fill(explanationLabel, 'Factor it: $(x-2)(x+2) = 0$, and keep the **positive** root.');
    submit();
    const input = await submitted();
    expect(input.questions[0]).toMatchObject({
      content: 'Solve $x^2 - 4 = 0$ for $x > 0$',
      explanation: 'Factor it: $(x-2)(x+2) = 0$, and keep the **positive** root.',
    });
  });

  it('shows a saved explanation when the quiz is edited, and sends none once it is cleared', async () => {
    renderForm(quizToFormValues(savedQuiz('Two hydrogen atoms and one oxygen atom.')));
    expect(field(explanationLabel).value).toBe('Two hydrogen atoms and one oxygen atom.');
    fill(explanationLabel, '');
    submit();
    const input = await submitted();
    expect(input.questions[0]).not.toHaveProperty('explanation');
    expect(input.questions[0]).toMatchObject({ _id: 'q1', content: 'Water is $\\ce{H2O}$' });
  });

  it('shows a formula that is not closed, a command that is not allowed or an unknown one, at its own field', async () => {
    renderForm();
    writeQuestion('Solve $x^2 + 1 = 0');
    fill('Question 1 option 2', '$\\href{https://example.com}{click}$');
    fill(explanationLabel, 'Because $\\foo$');
    fill(`Question 1 option 3`, 'Costs $5');
    submit();

    const text = field('Question 1 text');
    await waitFor(() => expect(errorOf(text)).toBe(Messages.formulaUnclosed('$')));
    expect(errorOf(text)).toContain('A formula is not closed');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field('Question 1 option 2'))).toBe('\\href is not allowed in a formula');
    expect(errorOf(field(explanationLabel))).toBe(Messages.formulaUnknownCommand('\\foo'));
    // A dollar before a number is a dollar.
    expect(field('Question 1 option 3').getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    fill('Question 1 text', 'Solve $x^2 + 1 = 0$');
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBeNull());
  });

  it('previews a text only once it has a mark, typeset as players will see it', async () => {
    renderForm();
    fill('Question 1 text', 'What is the capital of France?');
    fill('Question 1 option 1', 'Paris');
    expect(within(question()).queryByRole('group', { name: /^Preview of/ })).toBeNull();

    fill('Question 1 text', 'Which is **larger**: $\\frac{1}{2}$ or $0.4$?');
    const preview = await within(question()).findByRole('group', { name: 'Preview of the text of question 1' });
    await waitFor(() => expect(preview.querySelector('.katex math')).toBeTruthy());
    expect(preview.querySelector('strong')?.textContent).toBe('larger');

    fill('Question 1 option 2', 'Python: `print(1)`');
    const option = await within(question()).findByRole('group', { name: 'Preview of option 2 of question 1' });
    await waitFor(() => expect(option.querySelector('code')?.textContent).toBe('print(1)'));
    expect(within(question()).queryByRole('group', { name: 'Preview of option 1 of question 1' })).toBeNull();

    fill('Question 1 text', 'Plain again');
    await waitFor(() =>
      expect(within(question()).queryByRole('group', { name: 'Preview of the text of question 1' })).toBeNull(),
    );
  });

  it('inserts a formula written in the dialog at the caret of its field, and puts the caret after it', async () => {
    renderForm();
    const text = field('Question 1 text');
    type(text, 'Half is  of one');
    const { dialog, latex } = await openFormulaDialog(text, 'the text of question 1', 8);
    expect(await within(dialog).findByText(/formula editor could not load/)).toBeTruthy();

    type(latex, '\\frac{1}{2}');
    const preview = within(dialog).getByRole('group', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('.katex math')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(text.value).toBe('Half is $\\frac{1}{2}$ of one');
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(text.selectionStart).toBe('Half is $\\frac{1}{2}$'.length);
  });

  it('builds a formula with the quick-insert buttons, without typing LaTeX', async () => {
    renderForm();
    fill('Question 1 option 1', 'x = ');
    const { dialog, latex } = await openFormulaDialog(field('Question 1 option 1'), 'option 1 of question 1', 4);
    const quick = (name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));

    quick('Fraction');
    expect(latex.value).toBe('\\frac{}{}');
    expect(document.activeElement).toBe(latex);
    expect(latex.selectionStart).toBe('\\frac{'.length);

    type(latex, '\\frac{1}{}');
    latex.setSelectionRange('\\frac{1}{'.length, '\\frac{1}{'.length);
    quick('Pi');
    expect(latex.value).toBe('\\frac{1}{\\pi }');

    latex.setSelectionRange(0, latex.value.length);
    quick('Square root');
    expect(latex.value).toBe('\\sqrt{\\frac{1}{\\pi }}');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Question 1 option 1').value).toBe('x = $\\sqrt{\\frac{1}{\\pi }}$');
  });

  it('refuses to insert a formula KaTeX cannot typeset, and Cancel leaves the field as it was', async () => {
    renderForm();
    fill(explanationLabel, 'See: ');
    const { dialog, latex } = await openFormulaDialog(field(explanationLabel), 'the explanation of question 1', 5);
    type(latex, '\\url{https://example.com}');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(await within(dialog).findByText('\\url is not allowed in a formula')).toBeTruthy();
    expect(latex.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field(explanationLabel).value).toBe('See: ');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(question()).getByRole('button', { name: 'Insert a formula into the explanation of question 1' }),
      ),
    );
  });

  it('keeps typed accepted answers plain: no Formula button and no preview', () => {
    renderForm();
    setKind('typed');
    fill('Accepted answer 1', '$x^2$');
    const formulaButtons = within(question())
      .getAllByRole('button', { name: /^Insert a formula into/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(formulaButtons).toEqual([
      'Insert a formula into the text of question 1',
      'Insert a formula into the explanation of question 1',
    ]);
    expect(within(question()).queryByRole('group', { name: /^Preview of/ })).toBeNull();
  });
});
