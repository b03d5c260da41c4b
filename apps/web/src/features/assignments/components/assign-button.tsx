/** A quiz page's Assign button, for a signed-in teacher of at least one class that takes homework. */
import { useState } from 'react';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useClasses } from '../../classes';
import { AssignDialog, type QuizToAssign } from './assign-dialog';

/** The time a timed attempt has, as the server adds it up: each question's own seconds, or the quiz's. */
export const quizSeconds = (quiz: { timeLimit: number; questions: { timeLimit: number | null }[] }) =>
  quiz.questions.reduce((sum, question) => sum + (question.timeLimit ?? quiz.timeLimit), 0);

/** Shown only when signed in (the classes are the user's). */
export function AssignButton({ quiz }: { quiz: QuizToAssign }) {
  const { t } = useTranslation();
  const classes = useClasses();
  const [open, setOpen] = useState(false);
  const teaches = (classes.data?.teaching ?? []).some((klass) => !klass.archived);
  if (!teaches) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <ClipboardList className="h-4 w-4" aria-hidden="true" /> {t('assignments.assign')}
      </Button>
      <AssignDialog open={open} onOpenChange={setOpen} target={{ kind: 'new', quiz }} />
    </>
  );
}
