/**
 * An answer of any kind as text: 'Your answer: Paris', the options picked, or the items as a numbered order. Options
 * and items are rich text (issue 39); a typed answer is the plain text it was typed as.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionKind } from '@quiz/contract/limits';
import { cn } from '../../lib/cn';
import { RichText } from '../rich-text/rich-text';
import type { AnswerValue } from './answer-input';
import { optionLabel } from './option-label';

interface AnswerTextsProps {
  label: string;
  kind: QuestionKind;
  texts: string[];
  className?: string;
}

export function AnswerTexts({ label, kind, texts, className }: AnswerTextsProps) {
  const { t } = useTranslation();
  if (texts.length === 0) {
    return (
      <p className={className}>
        {label}: <em>{t('questions.notAnswered')}</em>
      </p>
    );
  }
  if (kind === 'ordering') {
    return (
      <div className={className}>
        <p>{label}:</p>
        <ol className="list-decimal pl-6">
          {texts.map((text, i) => (
            <li key={i} className="wrap-anywhere">
              <RichText text={text} inline />
            </li>
          ))}
        </ol>
      </div>
    );
  }
  if (kind === 'typed') {
    return (
      <p className={cn('wrap-anywhere', className)}>
        {label}: {texts.join(' / ')}
      </p>
    );
  }
  return (
    <p className={cn('wrap-anywhere', className)}>
      {label}: <RichTexts texts={texts.map((text) => optionLabel(kind, text))} />
    </p>
  );
}

/** Options as rich text, one after another: 'A, B'. */
export function RichTexts({ texts, separator = ', ' }: { texts: string[]; separator?: string }) {
  return texts.map((text, i) => (
    <Fragment key={i}>
      {i > 0 && separator}
      <RichText text={text} inline />
    </Fragment>
  ));
}

/** An answer of any kind as the labels of its options (or the text typed). */
export function answerTextsOf(options: { _id: string; label: string }[], answer: AnswerValue): string[] {
  if ('text' in answer) return [answer.text];
  const labels = new Map(options.map((o) => [o._id, o.label]));
  const ids = 'order' in answer ? answer.order : answer.optionIds;
  return ids.map((id) => labels.get(id) ?? '');
}
