/**
 * How each option of a host-paced question looks, the same on the projector and on the phones: a colour, a shape
 * and its label (never the colour alone), and after the close a bar of how many picked it.
 */
import { Check, Circle, Diamond, Hexagon, Square, Star, Triangle, X, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuestionKind } from '@quiz/contract/limits';
import type { HostPacedView } from '@quiz/contract/rooms';
import { AnswerTexts, answerTextsOf } from '../../../components/questions/answer-texts';
import { TickBox } from '../../../components/questions/tick-box';
import { optionLabel } from '../../../components/questions/option-label';
import { cn } from '../../../lib/cn';
import { RichText } from '../../../components/rich-text/rich-text';

interface Look {
  shape: LucideIcon;
  /** The shape's name for a screen reader (a message key). */
  shapeName: `game.shape.${'triangle' | 'diamond' | 'circle' | 'square' | 'star' | 'hexagon'}`;
  /** White text on these passes WCAG AA contrast for large text and for normal text. */
  tile: string;
  bar: string;
}

const looks: Look[] = [
  { shape: Triangle, shapeName: 'game.shape.triangle', tile: 'bg-red-700', bar: 'bg-red-600' },
  { shape: Diamond, shapeName: 'game.shape.diamond', tile: 'bg-blue-700', bar: 'bg-blue-600' },
  { shape: Circle, shapeName: 'game.shape.circle', tile: 'bg-amber-700', bar: 'bg-amber-600' },
  { shape: Square, shapeName: 'game.shape.square', tile: 'bg-green-700', bar: 'bg-green-600' },
  { shape: Star, shapeName: 'game.shape.star', tile: 'bg-purple-700', bar: 'bg-purple-600' },
  { shape: Hexagon, shapeName: 'game.shape.hexagon', tile: 'bg-teal-700', bar: 'bg-teal-600' },
];

export const lookOf = (index: number) => looks[index % looks.length]!;

type Option = NonNullable<HostPacedView['question']>['options'][number];

/** One option: its shape and label on its colour; after the close, marked right or wrong. */
export function OptionFace({
  option,
  kind,
  index,
  correct,
  picked,
  className,
}: {
  option: Option;
  /** The question's kind: a true/false question's options read in the reader's language. */
  kind: QuestionKind | undefined;
  index: number;
  /** Known only after the close. */
  correct?: boolean;
  /** A multiple-select option on a phone: a box, ticked once picked (its button tells a screen reader). */
  picked?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const look = lookOf(index);
  const Shape = look.shape;
  return (
    <span
      className={cn(
        'flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left font-bold text-white',
        look.tile,
        correct === false && 'opacity-40',
        className,
      )}
    >
      <Shape className="h-7 w-7 shrink-0 fill-white" aria-hidden="true" />
      <span className="sr-only">{t(look.shapeName)}: </span>
      <RichText text={optionLabel(kind, option.label)} inline className="min-w-0 flex-1 break-words" />
      {picked !== undefined && <TickBox picked={picked} tone="onColour" />}
      {correct === true && (
        <>
          <Check className="h-7 w-7 shrink-0" aria-hidden="true" />
          <span className="sr-only"> {t('game.correctMark')}</span>
        </>
      )}
      {correct === false && <X className="h-6 w-6 shrink-0" aria-hidden="true" />}
    </span>
  );
}

/** How many picked each option, the correct one(s) marked, as bars. */
export function AnswerChart({ view, large = false }: { view: HostPacedView; large?: boolean }) {
  const { t } = useTranslation();
  const question = view.question;
  const results = view.results;
  if (!question || !results) return null;
  if (question.kind === 'typed' || question.kind === 'ordering') {
    const right =
      question.kind === 'typed'
        ? results.acceptedAnswers
        : answerTextsOf(question.options, { order: results.correctOptionIds });
    return (
      <div className={cn('space-y-3', large ? 'text-2xl' : 'text-lg')} aria-label={t('game.answers')} role="region">
        <p className="font-black text-slate-900">
          {t('game.gotItRight', { correct: results.correctCount, players: view.playerCount })}
        </p>
        <AnswerTexts
          label={question.kind === 'typed' ? t('game.acceptedAnswers') : t('game.correctOrder')}
          kind={question.kind}
          texts={right}
          className="font-semibold text-emerald-800"
        />
      </div>
    );
  }
  const counts = new Map(results.counts.map((c) => [c.optionId, c.count]));
  const most = Math.max(1, ...results.counts.map((c) => c.count));
  return (
    <ul className="space-y-3" aria-label={t('game.answers')}>
      {question.options.map((option, i) => {
        const count = counts.get(option._id) ?? 0;
        const correct = results.correctOptionIds.includes(option._id);
        return (
          <li key={option._id} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-center gap-4">
            <OptionFace
              option={option}
              kind={question.kind}
              index={i}
              correct={correct}
              className={large ? 'text-2xl' : undefined}
            />
            <div className="flex items-center gap-3">
              <div
                className={cn('h-8 rounded-md', lookOf(i).bar, !correct && 'opacity-50')}
                style={{ width: `${Math.max(2, (count / most) * 100)}%` }}
                aria-hidden="true"
              />
              <span className={cn('font-black text-slate-900', large ? 'text-3xl' : 'text-xl')}>
                {count}
                <span className="sr-only"> {t('game.playerWord', { count })}</span>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
