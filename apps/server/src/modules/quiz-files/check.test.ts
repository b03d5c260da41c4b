import { describe, expect, it } from 'vitest';
import { english, placed } from '../../../test/quiz-file-notes';
import { QuestionKindLimits, QuizLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import type { QuizFilePlace } from '@quiz/contract/quiz-file-notes';
import { checkDraft } from './check';
import type { DraftQuestion } from './draft';

const choice = (where: QuizFilePlace, content: string, labels: string[], correct: number[] = [0]): DraftQuestion => ({
  where,
  kind: correct.length > 1 ? 'multiple' : 'single',
  content,
  options: labels.map((label, i) => ({ label, isCorrect: correct.includes(i) })),
  acceptedAnswers: [],
});

describe('checkDraft', () => {
  it("passes questions the editor accepts through unchanged, in the editor's stored shape", () => {
    const checked = checkDraft({
      questions: [
        choice({ line: 1 }, 'Thủ đô của Việt Nam?', ['Hà Nội', 'Huế']),
        { where: { line: 4 }, kind: 'typed', content: 'Longest river?', options: [], acceptedAnswers: ['Mekong'] },
      ],
      warnings: [],
    });
    expect(checked.warnings).toEqual([]);
    expect(placed(checked.questions)).toMatchObject([
      {
        where: 'Line 1',
        kind: 'single',
        content: 'Thủ đô của Việt Nam?',
        options: [
          { label: 'Hà Nội', isCorrect: true },
          { label: 'Huế', isCorrect: false },
        ],
      },
      { where: 'Line 4', kind: 'typed', options: [], acceptedAnswers: ['Mekong'], matchDiacritics: false },
    ]);
  });

  it("cuts what is longer than the editor's limits and keeps the first options and answers, saying so", () => {
    const long = 'ồ'.repeat(QuizLimits.questionMax + 5);
    const checked = checkDraft({
      questions: [
        choice({ line: 3 }, long, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'x'.repeat(QuizLimits.optionMax + 1)]),
        {
          where: { line: 9 },
          kind: 'typed',
          content: 'Say a number',
          options: [],
          acceptedAnswers: [...Array.from({ length: 11 }, (_, i) => String(i)), 'y'.repeat(100)],
        },
      ],
      warnings: [{ where: { line: 1 }, key: 'essayNotSupported', ending: 'skipped' }],
    });
    expect(checked.questions[0]!.content).toBe('ồ'.repeat(QuizLimits.questionMax));
    expect(checked.questions[0]!.options.map((o) => o.label)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(checked.questions[1]!.acceptedAnswers).toHaveLength(QuestionKindLimits.acceptedAnswersMax);
    // Counted as the editor counts (a string's length), and never through the middle of an emoji.
    const emoji = checkDraft({
      questions: [choice({ line: 1 }, 'a' + '😀'.repeat(QuizLimits.questionMax), ['x', 'y'])],
      warnings: [],
    });
    expect(emoji.questions[0]!.content).toBe('a' + '😀'.repeat((QuizLimits.questionMax - 2) / 2));
    expect(english(checked.warnings)).toEqual([
      'Line 1: essay questions are not supported — skipped',
      `Line 3: the question is longer than ${QuizLimits.questionMax} characters — cut`,
      `Line 3: only the first ${QuizLimits.optionsMax} of its 8 options are kept`,
      `Line 9: only the first ${QuestionKindLimits.acceptedAnswersMax} of its 12 accepted answers are kept`,
    ]);
  });

  it("skips a question the editor's rules refuse, with the rule's own message, and keeps the others", () => {
    const checked = checkDraft({
      questions: [
        // The right answer was the seventh option, beyond what a question can hold.
        choice({ line: 2 }, 'Which one?', ['a', 'b', 'c', 'd', 'e', 'f', 'right'], [6]),
        {
          where: { line: 12 },
          kind: 'ordering',
          content: 'Order them',
          options: ['x', 'X', 'y'].map((label) => ({ label, isCorrect: false })),
          acceptedAnswers: [],
        },
        choice({ line: 20 }, 'Fine?', ['yes', 'no']),
      ],
      warnings: [],
    });
    expect(placed(checked.questions).map((q) => q.where)).toEqual(['Line 20']);
    expect(english(checked.warnings)).toEqual([
      `Line 2: only the first ${QuizLimits.optionsMax} of its 7 options are kept`,
      `Line 2: ${Messages.correctAnswerRequired} — skipped`,
      `Line 12: ${Messages.orderingItemsDistinct} — skipped`,
    ]);
  });

  it('keeps math, code and the explanation as written, and cuts an explanation past its limit, saying so', () => {
    const explained = (where: QuizFilePlace, explanation: string) => ({
      ...choice(where, 'Giải $x^2+3x-4=0$ với `x > 0`', ['$x = 1$', '$$\\frac{1}{2}$$']),
      explanation,
    });
    const long = `${'Vì '.repeat(QuestionKindLimits.explanationMax / 3)}$x = 1$.`;
    const checked = checkDraft({
      questions: [explained({ line: 1 }, '  Vì $(x-1)(x+4) = 0$.  '), explained({ line: 5 }, long)],
      warnings: [],
    });
    expect(checked.questions.map((q) => [q.content, q.options[1]!.label, q.explanation])).toEqual([
      ['Giải $x^2+3x-4=0$ với `x > 0`', '$$\\frac{1}{2}$$', 'Vì $(x-1)(x+4) = 0$.'],
      ['Giải $x^2+3x-4=0$ với `x > 0`', '$$\\frac{1}{2}$$', long.slice(0, QuestionKindLimits.explanationMax).trimEnd()],
    ]);
    expect(english(checked.warnings)).toEqual([
      `Line 5: its explanation is longer than ${QuestionKindLimits.explanationMax} characters — cut`,
    ]);
  });

  it('reports a formula the editor refuses at its question: the question skipped, or only its explanation left out', () => {
    const checked = checkDraft({
      questions: [
        choice({ line: 1 }, 'Xem $\\href{javascript:alert(1)}{đây}$', ['a', 'b']),
        choice({ line: 3 }, 'Lựa chọn nào?', ['$\\def\\a{\\a\\a}\\a$', 'b']),
        choice({ line: 5 }, 'Chưa đóng $x^2', ['a', 'b']),
        { ...choice({ line: 7 }, 'Câu này ổn', ['a', 'b']), explanation: 'Vì $\\url{https://x.example}$' },
      ],
      warnings: [],
    });
    expect(english(checked.warnings)).toEqual([
      'Line 1: \\href is not allowed in a formula — skipped',
      'Line 3: \\def is not allowed in a formula — skipped',
      `Line 5: ${Messages.formulaUnclosed('$')} — skipped`,
      'Line 7: its explanation cannot be used (\\url is not allowed in a formula) — left out',
    ]);
    expect(checked.questions.map((q) => [q.content, q.explanation])).toEqual([['Câu này ổn', '']]);
  });
});
