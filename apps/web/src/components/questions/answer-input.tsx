/**
 * How a player answers a question of any kind (issue 16), in solo play and live: one option (single choice,
 * true/false, poll), any number of options (multiple select), a typed text, or the items put in order with
 * Move up / Move down buttons. The component holds no state: the page keeps the answer.
 */
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuestionKind } from '@quiz/contract/limits';
import { QuestionKindLimits } from '@quiz/contract/limits';
import { cn } from '../../lib/cn';
import { RichText } from '../rich-text/rich-text';
import { optionLabel } from './option-label';
import { TickBox } from './tick-box';

export type AnswerValue = { optionIds: string[] } | { text: string } | { order: string[] };

export interface AnswerableQuestion {
  _id: string;
  kind?: QuestionKind | undefined;
  options: { _id: string; label: string }[];
}

/** What the player has given so far counts as an answer (a text typed, at least one option, an order set). */
export function isAnswered(value: AnswerValue | undefined): value is AnswerValue {
  if (!value) return false;
  if ('text' in value) return value.text.trim() !== '';
  if ('order' in value) return value.order.length > 0;
  return value.optionIds.length > 0;
}

/** The answer in the API's fields: `pick` is the spec's one-option field (selectedAnswer solo, answerId live). */
export function answerFields(kind: QuestionKind | undefined, value: AnswerValue) {
  if ('text' in value) return { text: value.text.trim() };
  if ('order' in value) return { order: value.order };
  if (kind === 'multiple') return { selectedAnswers: value.optionIds };
  return { pick: value.optionIds[0] };
}

/** A kind whose answer takes more than one tap, so live play needs a button to send it. */
export const needsSubmitButton = (kind: QuestionKind | undefined) =>
  kind === 'multiple' || kind === 'typed' || kind === 'ordering';

/** Draws an option's face inside its button: the live game's colour, shape and tick. */
export type ChoiceFace = (option: AnswerableQuestion['options'][number], index: number, selected: boolean) => ReactNode;

interface AnswerInputProps {
  question: AnswerableQuestion;
  value: AnswerValue | undefined;
  onChange(value: AnswerValue): void;
  disabled?: boolean;
  /** Two columns from the sm breakpoint (the live game), or one (solo). */
  columns?: 1 | 2;
  /** How each option looks, if not as a plain button (the button keeps its role and state). */
  choiceFace?: ChoiceFace | undefined;
}

const choiceClasses = (selected: boolean, disabled: boolean) =>
  cn(
    'min-h-11 rounded-xl border-2 px-4 py-3 text-left font-medium wrap-anywhere transition',
    selected ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-200 bg-white hover:border-brand-300',
    disabled && 'cursor-not-allowed',
    disabled && !selected && 'opacity-60',
  );

const faceButtonClasses = (selected: boolean, disabled: boolean) =>
  cn(
    'flex w-full rounded-xl focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    disabled && 'cursor-not-allowed',
    disabled && !selected && 'opacity-60',
  );

export function AnswerInput({
  question,
  value,
  onChange,
  disabled = false,
  columns = 1,
  choiceFace,
}: AnswerInputProps) {
  const { t } = useTranslation();
  const kind = question.kind ?? 'single';
  const grid = cn('grid gap-3', columns === 2 && 'sm:grid-cols-2');

  if (kind === 'typed') {
    const text = value && 'text' in value ? value.text : '';
    return (
      <div className="space-y-1">
        <label htmlFor={`answer-${question._id}`} className="text-sm font-medium text-slate-700">
          {t('questions.yourAnswer')}
        </label>
        <input
          id={`answer-${question._id}`}
          type="text"
          // A phone must not 'correct' or capitalise what the player types: the answer is theirs as typed.
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={QuestionKindLimits.typedAnswerMax}
          disabled={disabled}
          value={text}
          onChange={(event) => onChange({ text: event.target.value })}
          className="min-h-11 w-full rounded-xl border-2 border-slate-200 px-4 py-3 text-lg focus:border-brand-600 focus:outline-none disabled:opacity-60"
          placeholder={t('questions.typePlaceholder')}
        />
        <p className="text-xs text-slate-500">
          {text.length}/{QuestionKindLimits.typedAnswerMax}
        </p>
      </div>
    );
  }

  if (kind === 'ordering') {
    const order = value && 'order' in value ? value.order : question.options.map((o) => o._id);
    const labels = new Map(question.options.map((o) => [o._id, o.label]));
    const move = (from: number, to: number) => {
      const next = [...order];
      [next[from], next[to]] = [next[to]!, next[from]!];
      onChange({ order: next });
    };
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-600">{t('questions.orderHint')}</p>
        <ol className="space-y-2" aria-label={t('questions.orderAria')}>
          {order.map((id, i) => {
            const label = labels.get(id) ?? '';
            return (
              <li key={id} className="flex items-center gap-2 rounded-xl border-2 border-slate-200 bg-white px-3 py-2">
                <span className="w-6 text-center font-bold text-brand-700">{i + 1}</span>
                <RichText text={label} inline className="min-w-0 flex-1 font-medium wrap-anywhere" />
                <button
                  type="button"
                  className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-slate-100 disabled:opacity-40"
                  aria-label={t('questions.moveUp', { name: label })}
                  disabled={disabled || i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUp className="h-5 w-5" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-slate-100 disabled:opacity-40"
                  aria-label={t('questions.moveDown', { name: label })}
                  disabled={disabled || i === order.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDown className="h-5 w-5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    );
  }

  const picked = value && 'optionIds' in value ? value.optionIds : [];
  const several = kind === 'multiple';
  const choices = (
    <div className={grid} role={several ? 'group' : 'radiogroup'} aria-label={t('questions.options')}>
      {question.options.map((option, index) => {
        const selected = picked.includes(option._id);
        const next = !several
          ? [option._id]
          : selected
            ? picked.filter((id) => id !== option._id)
            : [...picked, option._id];
        return (
          <button
            key={option._id}
            type="button"
            role={several ? 'checkbox' : 'radio'}
            aria-checked={selected}
            disabled={disabled}
            onClick={() => onChange({ optionIds: next })}
            className={choiceFace ? faceButtonClasses(selected, disabled) : choiceClasses(selected, disabled)}
          >
            {choiceFace ? (
              choiceFace(option, index, selected)
            ) : several ? (
              <span className="flex items-center gap-3">
                <RichText text={optionLabel(kind, option.label)} inline className="min-w-0 flex-1" />
                <TickBox picked={selected} />
              </span>
            ) : (
              <RichText text={optionLabel(kind, option.label)} inline />
            )}
          </button>
        );
      })}
    </div>
  );
  if (!several) return choices;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">{t('questions.selectAll')}</p>
      {choices}
    </div>
  );
}
