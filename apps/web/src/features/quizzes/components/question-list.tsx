/**
 * The quiz form's questions, sized for a phone: one question open at a time (the others one line each), moved up and
 * down, duplicated, deleted with an Undo, and the first question with an error opened after a failed submit.
 */
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuestionKind } from '@quiz/contract/limits';
import { Button } from '../../../components/ui/button';
import { QuestionEditor } from './question-editor';
import type { Direction } from './question-header';
import {
  emptyQuestion,
  reshapeQuestion,
  type ParsedQuiz,
  type QuestionDraft,
  type QuizFormValues,
} from './quiz-form-values';

/** A question as a new one: everything copied (its picture too: questions may share one), but not the saved ids. */
export const copyOfQuestion = (q: QuestionDraft): QuestionDraft => ({
  kind: q.kind,
  content: q.content,
  options: q.options.map((o) => ({ label: o.label, isCorrect: o.isCorrect })),
  acceptedAnswers: [...q.acceptedAnswers],
  matchDiacritics: q.matchDiacritics,
  explanation: q.explanation,
  timeLimit: q.timeLimit,
  points: q.points,
  image: q.image ? { ...q.image } : null,
});

/** The questions that errors' field names point to: `questions.2.content` → 2. */
export const questionIndexes = (fieldNames: string[]) =>
  fieldNames.flatMap((name) => {
    const match = /^questions\.(\d+)(\.|$)/.exec(name);
    return match ? [Number(match[1])] : [];
  });

type Deleted = { question: QuestionDraft; index: number };

export function useQuestionList(form: UseFormReturn<QuizFormValues, unknown, ParsedQuiz>) {
  const { t } = useTranslation();
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const count = questions.fields.length;
  // The open question's index; -1: none (after a delete, until one is chosen). A lone question is always open.
  const [open, setOpen] = useState(0);
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const idPrefix = useId();
  const ids = {
    kindSelect: (i: number) => `${idPrefix}-q${i}-kind`,
    move: (key: string, direction: Direction) => `${idPrefix}-${key}-${direction}`,
    header: (key: string) => `${idPrefix}-${key}-header`,
    undo: `${idPrefix}-undo`,
  };

  // A change re-renders the control that made it elsewhere (a moved question, a new kind's fields, Undo in place of a
  // deleted question): it gets the focus once it is in place.
  const refocus = useRef<string | null>(null);
  // An opened question's header is scrolled back into view when the one that closed above it took it off the screen.
  const keepInView = useRef<string | null>(null);
  useEffect(() => {
    if (refocus.current !== null) document.getElementById(refocus.current)?.focus();
    if (keepInView.current !== null) document.getElementById(keepInView.current)?.scrollIntoView({ block: 'nearest' });
    refocus.current = null;
    keepInView.current = null;
  });

  const questionAt = (i: number) => structuredClone(form.getValues(`questions.${i}`));
  // react-hook-form focuses the field of this full name once the question is in place.
  const textOf = (i: number) => `questions.${i}.content`;

  return {
    fields: questions.fields,
    count,
    ids,
    deleted,
    announcement,
    isOpen: (i: number) => count === 1 || i === open,
    toggle: (i: number) => {
      const field = questions.fields[i];
      if (field) keepInView.current = ids.header(field.id);
      setOpen((current) => (current === i ? -1 : i));
    },

    /** A new question at the end, open, its text focused. */
    add: () => {
      setDeleted(null);
      setOpen(count);
      questions.append(emptyQuestion(), { focusName: textOf(count) });
    },
    duplicate: (i: number) => {
      setDeleted(null);
      setOpen(i + 1);
      questions.insert(i + 1, copyOfQuestion(questionAt(i)), { focusName: textOf(i + 1) });
      setAnnouncement(t('quizForm.list.duplicated', { number: i + 2, original: i + 1 }));
    },
    move: (i: number, direction: Direction) => {
      const to = direction === 'up' ? i - 1 : i + 1;
      const field = questions.fields[i];
      if (!field || to < 0 || to >= count) return;
      setDeleted(null);
      setOpen(to);
      questions.move(i, to);
      refocus.current = ids.move(field.id, direction);
      setAnnouncement(t('quizForm.list.moved', { from: i + 1, to: to + 1 }));
    },
    /** Deletes at once, and offers Undo where the question was (the focus goes to it). */
    remove: (i: number) => {
      setDeleted({ question: questionAt(i), index: i });
      setOpen(-1);
      questions.remove(i);
      refocus.current = ids.undo;
    },
    undo: () => {
      if (!deleted) return;
      setDeleted(null);
      setOpen(deleted.index);
      questions.insert(deleted.index, deleted.question, { focusName: textOf(deleted.index) });
      setAnnouncement(t('quizForm.list.restored', { number: deleted.index + 1 }));
    },
    changeKind: (i: number, kind: QuestionKind) => {
      form.clearErrors([`questions.${i}.options`, `questions.${i}.acceptedAnswers`]);
      // A new kind remounts the question's fields; the kind select gets the focus back once they are in place.
      questions.update(i, reshapeQuestion(form.getValues(`questions.${i}`), kind));
      refocus.current = ids.kindSelect(i);
    },
    /**
     * Opens the first of these questions (those with errors), at once: react-hook-form focuses the first field in
     * error right after a failed submit, and cannot focus a field of a closed question.
     */
    reveal: (indexes: number[]) => {
      const first = Math.min(...indexes.filter((i) => Number.isInteger(i) && i >= 0 && i < count));
      if (Number.isFinite(first)) flushSync(() => setOpen(first));
    },
  };
}

export type QuestionListState = ReturnType<typeof useQuestionList>;

export function QuestionList({ list }: { list: QuestionListState }) {
  const { fields, count, deleted, ids } = list;
  const notice = deleted && <DeletedNotice number={deleted.index + 1} undoId={ids.undo} onUndo={list.undo} />;
  return (
    <>
      {fields.map((field, i) => (
        <Fragment key={field.id}>
          {deleted?.index === i && notice}
          <QuestionEditor
            index={i}
            count={count}
            open={list.isOpen(i)}
            headerId={ids.header(field.id)}
            onToggle={() => list.toggle(i)}
            kindSelectId={ids.kindSelect(i)}
            onKindChange={(kind) => list.changeKind(i, kind)}
            actions={{
              moveButtonId: (direction) => ids.move(field.id, direction),
              onMove: (direction) => list.move(i, direction),
              onDuplicate: () => list.duplicate(i),
              // A quiz keeps at least one question.
              onRemove: count > 1 ? () => list.remove(i) : undefined,
            }}
          />
        </Fragment>
      ))}
      {deleted && deleted.index >= count && notice}
      <p role="status" className="sr-only">
        {list.announcement}
      </p>
    </>
  );
}

/** "Question 3 deleted — Undo", where the question was: Undo puts it back as it was, with its saved id. */
function DeletedNotice({ number, undoId, onUndo }: { number: number; undoId: string; onUndo(): void }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-slate-100 py-2 pr-2 pl-4 ring-1 ring-slate-200">
      <p id={textId} className="text-sm text-slate-800">
        {t('quizForm.list.deleted', { number })}
      </p>
      <Button id={undoId} variant="secondary" className="min-h-11" aria-describedby={textId} onClick={onUndo}>
        <Undo2 className="h-4 w-4" aria-hidden="true" /> {t('quizForm.list.undo')}
      </Button>
    </div>
  );
}
