import { Printer } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { QuestionKind } from '@quiz/contract/limits';
import { Messages } from '../../../i18n/messages';
import type { Question } from '@quiz/contract/quizzes';
import { outOfOrder } from '@quiz/contract/transfer';
import { useSession } from '../../../app/session-context';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { errorMessage } from '../../../lib/api-client';
import { useQuiz } from '../../quizzes/api/get-quiz';

/** What the worksheet asks for each kind of question. */
const instructions: Record<QuestionKind, string> = {
  single: 'Circle one answer.',
  multiple: 'Circle every correct answer.',
  true_false: 'Circle True or False.',
  typed: 'Write your answer.',
  ordering: 'Number the items in the right order (1 = first).',
  poll: 'Circle your choice. There is no wrong answer.',
};

const letter = (n: number) => String.fromCharCode('A'.charCodeAt(0) + n);

/**
 * The options as the worksheet lists them. The owner's copy of the quiz has an ordering question's items in the
 * correct order, which a worksheet must not give away; everyone else's copy is already out of order.
 */
const worksheetOptions = (q: Question, ownersCopy: boolean) =>
  q.kind === 'ordering' && ownersCopy ? outOfOrder(q.options, q._id) : q.options;

/** A question's answer as the key prints it. */
function answerOf(q: Question, ownersCopy: boolean): string {
  switch (q.kind) {
    case 'typed':
      return (q.acceptedAnswers ?? []).join(' / ');
    case 'ordering':
      return q.options.map((o, i) => `${i + 1}. ${o.label}`).join('   ');
    case 'poll':
      return 'Any answer (a poll)';
    default: {
      const shown = worksheetOptions(q, ownersCopy);
      return shown
        .map((o, i) => (o.isCorrect ? `${letter(i)}. ${o.label}` : null))
        .filter(Boolean)
        .join(', ');
    }
  }
}

/**
 * /quiz/{id}/print: a worksheet for a class without devices, laid out for paper by print CSS (the browser's 'Save
 * as PDF' gives the PDF). With `?answers=1` the owner (or an admin) gets the answer key on a page of its own.
 */
export function PrintQuizPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const { session } = useSession();
  const quiz = useQuiz(id);
  const data = quiz.data;
  const seesKey = Boolean(data && (data.createdBy._id === session?._id || session?.accountType === 'admin'));
  const withKey = params.get('answers') === '1' && seesKey;

  return (
    <div className="min-h-screen bg-white text-slate-900 print:min-h-0">
      <style>{'@page { size: auto; margin: 15mm; }'}</style>
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3 print:hidden">
        <Link to={`/quiz/${id}`} className={buttonClasses('secondary')}>
          Back to quiz
        </Link>
        <Button onClick={() => window.print()} disabled={!data}>
          <Printer className="h-4 w-4" aria-hidden="true" /> Print
        </Button>
        <p className="text-sm text-slate-500">Use your browser’s ‘Save as PDF’ to keep a PDF.</p>
      </div>
      <main className="mx-auto max-w-3xl px-6 py-8 print:max-w-none print:p-0">
        {quiz.isLoading && <PageSpinner label="Loading quiz" />}
        {quiz.isError && <Alert>{errorMessage(quiz.error, Messages.loadQuizFailed)}</Alert>}
        {data && (
          <>
            <header className="space-y-3 border-b-2 border-slate-900 pb-4">
              <h1 className="text-2xl font-bold">{data.title}</h1>
              {data.description && <p className="text-slate-700">{data.description}</p>}
              <p className="flex flex-wrap gap-x-8 gap-y-2 pt-2 text-sm">
                <span>Name: ______________________</span>
                <span>Class: __________</span>
                <span>Date: __________</span>
              </p>
              <p className="text-sm text-slate-600">
                Answer all {data.questions.length} questions. Each question says how to answer it.
              </p>
            </header>
            <ol className="mt-6 space-y-6">
              {data.questions.map((q, i) => (
                <li key={q._id} className="break-inside-avoid space-y-2">
                  <p className="font-semibold whitespace-pre-wrap">
                    {i + 1}. {q.content}
                  </p>
                  <p className="text-xs text-slate-500 italic">{instructions[q.kind]}</p>
                  {q.image && (
                    <img src={q.image.url} alt={q.image.alt} className="max-h-56 max-w-full rounded border" />
                  )}
                  {q.kind === 'typed' ? (
                    <div className="space-y-5 pt-3" role="group" aria-label="Space for the answer">
                      <div className="border-b border-slate-400" />
                      <div className="border-b border-slate-400" />
                    </div>
                  ) : (
                    <ul className="grid gap-1 pl-4 sm:grid-cols-2 print:grid-cols-2">
                      {worksheetOptions(q, seesKey).map((o, n) => (
                        <li key={o._id}>
                          {q.kind === 'ordering' ? '____  ' : `${letter(n)}. `}
                          {o.label}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
            {withKey && (
              <section className="mt-10 break-before-page border-t-2 border-slate-900 pt-6 print:mt-0 print:border-0">
                <h2 className="text-xl font-bold">Answer key — {data.title}</h2>
                <ol className="mt-4 space-y-2">
                  {data.questions.map((q, i) => (
                    <li key={q._id}>
                      <span className="font-semibold">{i + 1}.</span> {answerOf(q, seesKey)}
                    </li>
                  ))}
                </ol>
              </section>
            )}
          </>
        )}
      </main>
    </div>
  );
}
