/**
 * A live answer that takes more than one tap (several options, a typed text, an order): the player builds it, then
 * sends it with 'Submit answer'. Single picks go at once, as the spec has them.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { AnswerInput, isAnswered, type AnswerableQuestion, type AnswerValue } from './answer-input';

interface ComposedAnswerProps {
  question: AnswerableQuestion;
  locked: boolean;
  onSubmit(answer: AnswerValue): void;
}

export function ComposedAnswer({ question, locked, onSubmit }: ComposedAnswerProps) {
  const { t } = useTranslation();
  const ordering = question.kind === 'ordering';
  const [value, setValue] = useState<AnswerValue | undefined>(
    ordering ? { order: question.options.map((o) => o._id) } : undefined,
  );
  const ready = isAnswered(value);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !locked) onSubmit(value);
      }}
    >
      <AnswerInput question={question} value={value} onChange={setValue} disabled={locked} columns={2} />
      <Button type="submit" className="min-h-11 w-full sm:w-auto" disabled={locked || !ready}>
        {t('questions.submit')}
      </Button>
    </form>
  );
}
