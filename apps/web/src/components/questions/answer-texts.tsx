/** An answer of any kind as text: 'Your answer: Paris', the options picked, or the items as a numbered order. */
import { useTranslation } from 'react-i18next';
import type { QuestionKind } from '@quiz/contract/limits';
import { cn } from '../../lib/cn';
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
              {text}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <p className={cn('wrap-anywhere', className)}>
      {label}: {texts.map((text) => optionLabel(kind, text)).join(kind === 'typed' ? ' / ' : ', ')}
    </p>
  );
}

/** An answer of any kind as the labels of its options (or the text typed). */
export function answerTextsOf(options: { _id: string; label: string }[], answer: AnswerValue): string[] {
  if ('text' in answer) return [answer.text];
  const labels = new Map(options.map((o) => [o._id, o.label]));
  const ids = 'order' in answer ? answer.order : answer.optionIds;
  return ids.map((id) => labels.get(id) ?? '');
}
