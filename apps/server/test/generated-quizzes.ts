/**
 * Quizzes made up at random from a seed, for the round-trip tests (export → import gives the same quiz back): every
 * kind, texts with the characters formats must escape, Vietnamese, line breaks, math and code, times, points and
 * explanations.
 */
import { QuestionKinds, QuestionPoints, TrueFalseLabels, type QuestionKind } from '@quiz/contract/limits';
import { formulasOf, rewriteFormulas } from '@quiz/contract/rich-text';
import { seededRandom } from '../src/lib/seeded-random';
import type { ExportQuestion, ExportQuiz } from '../src/modules/quiz-files/quiz-file';

// What a file has to carry through: Vietnamese, commas, quotes, semicolons, GIFT's special characters, text a
// spreadsheet would take for a formula or a number, emoji, HTML-like text and math.
const words = [
  'Hà Nội',
  'sông',
  'Mê Kông',
  'phở bò',
  'tiếng Việt',
  'what',
  '2 + 2',
  'a, b',
  '"quoted"',
  '""',
  'x;y',
  "l'eau",
  'x = y',
  '{set}',
  'a:b',
  '#1',
  '~',
  'C\\D',
  '50%',
  '1,5',
  '-2',
  '+84',
  '=SUM(A1:A3)',
  '@home',
  '🙂',
  // What formats that carry HTML would read as markup, entities or markers, unless written so they do not.
  '<b>bold</b>',
  'a < b',
  'AT&T',
  '&amp;',
  '&uarr;',
  '[markdown]',
  '[plain]',
  '->',
  '2*3',
  '%50%',
  // Math as people type it, and code.
  '$x^2$',
  '\\(x\\)',
  '$$\\frac{1}{2}$$',
  '$\\sqrt{2}$',
  '`a{b}`',
];
/** Typed answers leave out '->': answers that all have one are how GIFT writes a matching question. */
const typedWords = words.filter((word) => word !== '->');
/** A tab is kept in questions and options; typed answers drop control characters, so they never get one. */
const tabbed = 'tab\there';

export function generatedQuiz(
  seed: number,
  kinds: readonly QuestionKind[] = QuestionKinds,
  { pictures = false } = {},
): ExportQuiz {
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)]!;
  let serial = 0;
  /** Unique texts, so options of a question never repeat (ordering requires it). */
  const phrase = (lines = false, typed = false) => {
    const from = typed ? typedWords : words;
    const parts = Array.from({ length: int(1, 4) }, () => (!typed && random() < 0.05 ? tabbed : pick(from)));
    const text = `${parts.join(' ')} ${++serial}`;
    return lines && random() < 0.2 ? `${text}\n${pick(words)} ${++serial}` : text;
  };
  const questions: ExportQuestion[] = Array.from({ length: int(1, 8) }, () => {
    const kind = pick(kinds);
    const base = {
      kind,
      content: phrase(true),
      acceptedAnswers: [] as string[],
      matchDiacritics: false,
      timeLimit: random() < 0.5 ? null : int(5, 300),
      points: pick(QuestionPoints),
      image: pictures && random() < 0.2 ? { url: '/uploads/questions/x.webp', alt: 'Ảnh' } : null,
      explanation: random() < 0.5 ? '' : phrase(true),
    };
    const labels = (n: number, typed = false) => Array.from({ length: n }, () => phrase(false, typed));
    switch (kind) {
      case 'true_false': {
        const answer = random() < 0.5;
        return { ...base, options: TrueFalseLabels.map((label, i) => ({ label, isCorrect: (i === 0) === answer })) };
      }
      case 'typed':
        return {
          ...base,
          options: [],
          acceptedAnswers: labels(int(1, 3), true).map((a) => a.slice(0, 80)),
          matchDiacritics: random() < 0.5,
        };
      case 'ordering':
        return { ...base, options: labels(int(3, 6)).map((label) => ({ label, isCorrect: false })) };
      case 'poll':
        return { ...base, options: labels(int(2, 6)).map((label) => ({ label, isCorrect: false })) };
      case 'single': {
        const n = int(2, 6);
        const right = int(0, n - 1);
        return { ...base, options: labels(n).map((label, i) => ({ label, isCorrect: i === right })) };
      }
      case 'multiple': {
        const options = labels(int(2, 6)).map((label) => ({ label, isCorrect: random() < 0.5 }));
        if (!options.some((o) => o.isCorrect)) options[0]!.isCorrect = true;
        return { ...base, options };
      }
    }
  });
  return {
    title: `Quiz ${phrase()}`,
    description: random() < 0.5 ? null : phrase(),
    category: 'Other',
    timeLimit: int(5, 300),
    timedAttempts: random() < 0.5,
    withAnswers: true,
    questions,
  };
}

/** A single-choice question about Viet Nam's capital, with `fields` changed: for tests that write one by hand. */
export const exportQuestion = (fields: Partial<ExportQuestion> = {}): ExportQuestion => ({
  kind: 'single',
  content: 'Thủ đô của Việt Nam?',
  options: [
    { label: 'Hà Nội', isCorrect: true },
    { label: 'Huế', isCorrect: false },
  ],
  acceptedAnswers: [],
  matchDiacritics: false,
  timeLimit: null,
  points: 'standard',
  image: null,
  explanation: '',
  ...fields,
});

/** A quiz of these questions, with the answer key unless `fields` say otherwise. */
export const exportQuizOf = (questions: ExportQuestion[], fields: Partial<ExportQuiz> = {}): ExportQuiz => ({
  title: 'Địa lý Việt Nam',
  description: null,
  category: 'Geography',
  timeLimit: 30,
  timedAttempts: false,
  withAnswers: true,
  questions,
  ...fields,
});

/**
 * What the round-trip tests expect a text format to list as not carried, question by question: a picture, and a
 * typed question's 'Diacritics must match' when it is on.
 */
export function notCarriedBy(quiz: ExportQuiz): string[] {
  const lines: string[] = [];
  quiz.questions.forEach((question, i) => {
    if (question.image) lines.push(`Question ${i + 1}: its picture is not included`);
    if (question.kind === 'typed' && question.matchDiacritics) {
      lines.push(`Question ${i + 1}: its 'Diacritics must match' setting is not carried`);
    }
  });
  return lines;
}

/**
 * Questions a maths, physics or computing teacher writes (issue 39): formulas inline and display, a root, code inline
 * and fenced (its indentation is the code's), dollars that are prices, GIFT's special characters in and out of math,
 * and explanations, one of them for a typed question whose accepted answers are plain text.
 */
export const richQuestions = (): ExportQuestion[] => [
  exportQuestion({
    content: 'Solve $x^2+3x-4=0$ for $x > 0$.',
    options: [
      { label: '$x = 1$', isCorrect: true },
      { label: '$x = -4$', isCorrect: false },
      { label: '$\\sqrt{2}$', isCorrect: false },
    ],
    explanation: '$x^2+3x-4 = (x-1)(x+4)$, so $x = 1$ or $x = -4$, and only $1 > 0$.',
  }),
  exportQuestion({
    kind: 'multiple',
    content: 'Which are equal to one half?\n$$\\frac{1}{2}$$',
    options: [
      { label: '$\\frac{2}{4}$', isCorrect: true },
      { label: '0.5', isCorrect: true },
      { label: '$\\{1, 2\\}$', isCorrect: false },
    ],
    explanation: 'Multiply above and below by 2: $$\\frac{1}{2} = \\frac{2}{4} = 0.5$$',
  }),
  exportQuestion({
    content: 'What does this print?\n```python\nd = {"a": 1}  # a dict\nif d:\n    print(d["a"])\n```',
    options: [
      { label: '`1`', isCorrect: true },
      { label: '`a{b}`', isCorrect: false },
    ],
    explanation: '`d["a"]` is the value kept under `"a"`: `1`.',
  }),
  exportQuestion({
    kind: 'true_false',
    content: 'A ticket costs $5 and a meal $10: together $15.',
    options: [
      { label: 'True', isCorrect: true },
      { label: 'False', isCorrect: false },
    ],
    explanation: '$5 + $10 = $15, in dollars.',
  }),
  exportQuestion({
    kind: 'typed',
    content: 'Outside math ~ = # { } : and inside: $a \\ne b$, $\\{x : x = 1\\}$, \\(10\\#\\). Which set?',
    options: [],
    acceptedAnswers: ['{1}', '$5 = #1'],
    explanation: 'The set $\\{x : x = 1\\}$ is {1}: ~ = # { } : say nothing here.',
  }),
];

/**
 * A text as it comes back from GIFT or Moodle XML: as written, but for one with a formula, written as HTML so Moodle
 * typesets it — its formulas between `\(…\)` or `\[…\]`, and its runs of spaces and tabs one space, as HTML reads
 * them.
 */
export function asMoodleGivesBack(text: string): string {
  if (formulasOf(text).length === 0) return text;
  return rewriteFormulas(text, ({ tex, display }) => (display ? `\\[${tex}\\]` : `\\(${tex}\\)`)).replace(
    /[ \t]+/g,
    ' ',
  );
}
