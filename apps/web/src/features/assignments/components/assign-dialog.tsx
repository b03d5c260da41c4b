/**
 * The Assign dialog: a quiz to one or more of the teacher's classes with its dates and rules, or an assignment's
 * rules changed later. From a class page it first asks which of the teacher's quizzes.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { Assignment, AssignmentInput, AssignmentSettings } from '@quiz/contract/assignments';
import { Messages } from '../../../i18n/messages';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form';
import { useClasses } from '../../classes';
import { useCreateAssignment } from '../api/create-assignment';
import { useUpdateAssignment } from '../api/update-assignment';
import {
  assignFormFields,
  assignResolver,
  newAssignmentValues,
  valuesOf,
  type AssignFormValues,
  type AssignPayload,
} from '../lib/assign-form';
import { AssignmentFields } from './assignment-fields';
import { ClassChoice } from './class-choice';
import { QuizPicker } from './quiz-picker';

/** The quiz to assign: its id and title, and its time added up when known (the Timed choice says it). */
export interface QuizToAssign {
  _id: string;
  title: string;
  seconds?: number;
}

export type AssignTarget =
  /** A new assignment; without a quiz the teacher picks one first; `classId`: the class ticked to start with. */
  { kind: 'new'; quiz?: QuizToAssign; classId?: string } | { kind: 'edit'; assignment: Assignment };

function AssignForm({ target, quiz, onDone }: { target: AssignTarget; quiz: QuizToAssign; onDone(): void }) {
  const { t } = useTranslation();
  const editing = target.kind === 'edit' ? target.assignment : null;
  const classes = useClasses();
  const create = useCreateAssignment();
  const update = useUpdateAssignment();
  const form = useForm<AssignFormValues, unknown, AssignPayload>({
    resolver: assignResolver(Boolean(editing)),
    defaultValues: editing
      ? valuesOf(editing)
      : newAssignmentValues(quiz._id, target.kind === 'new' && target.classId ? [target.classId] : []),
  });
  const open = (classes.data?.teaching ?? []).filter((klass) => !klass.archived);

  const failed = (error: unknown) => {
    if (!applyFieldErrors(error, form.setError, assignFormFields)) {
      toast.error(errorMessage(error, Messages.internalError));
    }
  };
  const onSubmit = form.handleSubmit((payload) => {
    if (editing) {
      update.mutate(
        { id: editing._id, settings: payload as AssignmentSettings },
        {
          onSuccess: () => {
            toast.success(Messages.assignmentUpdated);
            onDone();
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(payload as AssignmentInput, {
        onSuccess: (made) => {
          toast.success(Messages.assigned(made.length));
          onDone();
        },
        onError: failed,
      });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {editing ? (
        <p className="text-sm text-slate-700">{t('assignments.form.forClass', { name: editing.className })}</p>
      ) : classes.isLoading ? (
        <PageSpinner label={t('assignments.form.loadingClasses')} />
      ) : (
        <ClassChoice form={form} classes={open} />
      )}
      <AssignmentFields form={form} timedSeconds={quiz.seconds} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" className="min-h-11" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" className="min-h-11" loading={create.isPending || update.isPending}>
          {editing ? t('assignments.form.save') : t('assignments.form.submit')}
        </Button>
      </div>
    </form>
  );
}

export function AssignDialog({
  open,
  onOpenChange,
  target,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  target: AssignTarget;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<QuizToAssign | null>(null);
  const given = target.kind === 'edit' ? target.assignment.quiz : target.quiz;
  const quiz = given ?? picked;
  const close = (next: boolean) => {
    if (!next) setPicked(null);
    onOpenChange(next);
  };
  const title = !quiz
    ? t('assignments.picker.title')
    : target.kind === 'edit'
      ? t('assignments.form.editTitle', { quiz: quiz.title })
      : t('assignments.form.title', { quiz: quiz.title });
  return (
    <Dialog open={open} onOpenChange={close} title={title}>
      {!quiz ? (
        <QuizPicker onPick={(summary) => setPicked({ _id: summary._id, title: summary.title })} />
      ) : (
        <div className="space-y-3">
          {picked && !given && (
            <Button variant="ghost" className="min-h-11 px-2" onClick={() => setPicked(null)}>
              {t('assignments.picker.change')}
            </Button>
          )}
          <AssignForm
            key={target.kind === 'edit' ? target.assignment._id : quiz._id}
            target={target}
            quiz={quiz}
            onDone={() => close(false)}
          />
        </div>
      )}
    </Dialog>
  );
}
