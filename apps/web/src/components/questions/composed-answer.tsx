/**
 * A live answer that takes more than one tap (several options, a typed text, an order): the player builds it, then
 * sends it with 'Submit answer'. Single picks go at once, as the spec has them.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { keepAnswerDraft, readAnswerDraft } from './answer-draft';
import { AnswerInput, isAnswered, type AnswerableQuestion, type AnswerValue, type ChoiceFace } from './answer-input';

interface ComposedAnswerProps {
  question: AnswerableQuestion;
  /** The game this answer belongs to: what is built so far is kept for it until sent (see answer-draft.ts). */
  draftScope: string;
  locked: boolean;
  onSubmit(answer: AnswerValue): void;
  /** How each option looks (the live game's colours and shapes), if not as plain buttons. */
  choiceFace?: ChoiceFace;
}

export function ComposedAnswer({ question, draftScope, locked, onSubmit, choiceFace }: ComposedAnswerProps) {
  const { t } = useTranslation();
  const ordering = question.kind === 'ordering';
  const [value, setValue] = useState<AnswerValue | undefined>(
    () =>
      readAnswerDraft(draftScope, question) ?? (ordering ? { order: question.options.map((o) => o._id) } : undefined),
  );
  const change = (next: AnswerValue) => {
    setValue(next);
    keepAnswerDraft(draftScope, question._id, next);
  };
  const ready = isAnswered(value);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !locked) onSubmit(value);
      }}
    >
      <AnswerInput
        question={question}
        value={value}
        onChange={change}
        disabled={locked}
        columns={2}
        choiceFace={choiceFace}
      />
      <Button type="submit" className="min-h-11 w-full sm:w-auto" disabled={locked || !ready}>
        {t('questions.submit')}
      </Button>
    </form>
  );
}
