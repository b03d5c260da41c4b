/** An answer of any kind as text: 'Your answer: Paris', the options picked, or the items as a numbered order. */
import type { QuestionKind } from '@quiz/contract/limits';
import { cn } from '../../lib/cn';

interface AnswerTextsProps {
  label: string;
  kind: QuestionKind;
  texts: string[];
  className?: string;
}

export function AnswerTexts({ label, kind, texts, className }: AnswerTextsProps) {
  if (texts.length === 0) {
    return (
      <p className={className}>
        {label}: <em>Not answered</em>
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
      {label}: {kind === 'typed' && label === 'Accepted answers' ? texts.join(' / ') : texts.join(', ')}
    </p>
  );
}
