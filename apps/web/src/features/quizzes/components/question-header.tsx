/**
 * A question's header in the quiz form. With several questions it is the button that opens or closes the question
 * (closed: one line with its number, kind, text and a mark if it needs fixing), and the open one has its tools:
 * Move up, Move down, Duplicate, Delete.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { ArrowDown, ArrowUp, ChevronDown, CircleAlert, Copy, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QuizLimits, type QuestionKind } from '@quiz/contract/limits';
import { QuestionKindLabels } from '../../../components/questions/question-kind-labels';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { QuizFormValues } from './quiz-form-values';

export type Direction = 'up' | 'down';

export interface QuestionActions {
  moveButtonId(direction: Direction): string;
  onMove(direction: Direction): void;
  onDuplicate(): void;
  /** Absent when this is the only question (a quiz keeps at least one). */
  onRemove: (() => void) | undefined;
}

interface QuestionHeaderProps {
  index: number;
  count: number;
  open: boolean;
  onToggle(): void;
  headerId: string;
  /** The id of the question's fields, which the header shows and hides. */
  bodyId: string;
  kind: QuestionKind;
  hasError: boolean;
  actions: QuestionActions;
}

/** 44 px: a finger's target (WCAG 2.5.5). */
const iconButton = 'min-h-11 min-w-11 px-2';

export function QuestionHeader({
  index: i,
  count,
  open,
  onToggle,
  headerId,
  bodyId,
  kind,
  hasError,
  actions,
}: QuestionHeaderProps) {
  const { t } = useTranslation();
  const title = t('quizForm.question', { number: i + 1 });
  return (
    <div className="flex items-center gap-1">
      <h2 className="min-w-0 flex-1 font-semibold text-slate-900">
        {count > 1 ? (
          <button
            id={headerId}
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={onToggle}
            className={cn(
              'flex min-h-11 w-full items-center gap-2 rounded-lg px-2 text-left hover:bg-slate-50',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              open && '-ml-2',
            )}
          >
            {open ? <span>{title}</span> : <QuestionSummary index={i} title={title} kind={kind} hasError={hasError} />}
            <ChevronDown
              className={cn('ml-auto h-4 w-4 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        ) : (
          title
        )}
      </h2>
      {open && <QuestionTools index={i} count={count} actions={actions} />}
    </div>
  );
}

/** A closed question on one line: what it is and whether it needs fixing, so seven questions fit on a phone's screen. */
function QuestionSummary({
  index: i,
  title,
  kind,
  hasError,
}: {
  index: number;
  title: string;
  kind: QuestionKind;
  hasError: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<QuizFormValues>();
  const content = (useWatch({ control, name: `questions.${i}.content` }) ?? '').trim();
  // The spaces keep the button's name in words ("Question 2 Single choice Which…"); the flex gap lays them out.
  return (
    <>
      <span className="sr-only">{title}</span>{' '}
      <span
        aria-hidden="true"
        className="flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 px-1 text-sm text-brand-700"
      >
        {i + 1}
      </span>{' '}
      <span className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
        {t(QuestionKindLabels[kind])}
      </span>{' '}
      <span
        className={cn(
          'min-w-0 flex-1 truncate text-sm font-normal',
          content ? 'text-slate-800' : 'text-slate-500 italic',
        )}
      >
        {content || t('quizForm.list.noText')}
      </span>
      {hasError && (
        <>
          {' '}
          <CircleAlert className="h-4 w-4 shrink-0 text-red-600" aria-hidden="true" />
          <span className="sr-only">{t('quizForm.list.hasErrors')}</span>
        </>
      )}
    </>
  );
}

function QuestionTools({ index: i, count, actions }: { index: number; count: number; actions: QuestionActions }) {
  const { t } = useTranslation();
  const number = i + 1;
  const duplicateLabel = t('quizForm.list.duplicate', { number });
  const deleteLabel = t('quizForm.deleteQuestion', { number });
  return (
    <div className="flex shrink-0 items-center">
      {count > 1 &&
        (['up', 'down'] as const).map((direction) => {
          // At the ends the button stays focusable (aria-disabled), so the focus is not lost after a move.
          const atEnd = direction === 'up' ? i === 0 : i === count - 1;
          const Arrow = direction === 'up' ? ArrowUp : ArrowDown;
          const label = t(direction === 'up' ? 'quizForm.list.moveUp' : 'quizForm.list.moveDown', { number });
          return (
            <Button
              key={direction}
              id={actions.moveButtonId(direction)}
              variant="ghost"
              className={cn(iconButton, 'aria-disabled:cursor-not-allowed aria-disabled:opacity-40')}
              aria-label={label}
              title={label}
              aria-disabled={atEnd ? true : undefined}
              onClick={() => actions.onMove(direction)}
            >
              <Arrow className="h-4 w-4" aria-hidden="true" />
            </Button>
          );
        })}
      <Button
        variant="ghost"
        className={iconButton}
        aria-label={duplicateLabel}
        title={duplicateLabel}
        disabled={count >= QuizLimits.questionsMax}
        onClick={actions.onDuplicate}
      >
        <Copy className="h-4 w-4" aria-hidden="true" />
      </Button>
      {actions.onRemove && (
        <Button
          variant="ghost"
          className={iconButton}
          aria-label={deleteLabel}
          title={deleteLabel}
          onClick={actions.onRemove}
        >
          <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
