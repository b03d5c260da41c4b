import { Printer } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { QuestionKind } from '@quiz/contract/limits';
import { Messages } from '../../../i18n/messages';
import type { Question } from '@quiz/contract/quizzes';
import { outOfOrder } from '@quiz/contract/transfer';
import { optionLabel } from '../../../components/questions/option-label';
import { RichText } from '../../../components/rich-text/rich-text';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { errorMessage } from '../../../lib/api-client';
import { useQuiz } from '../../../lib/quiz-api/get-quiz';

/** What the worksheet asks for each kind of question (message keys). */
const instructions = {
  single: 'transfer.print.instructions.single',
  multiple: 'transfer.print.instructions.multiple',
  true_false: 'transfer.print.instructions.trueFalse',
  typed: 'transfer.print.instructions.typed',
  ordering: 'transfer.print.instructions.ordering',
  poll: 'transfer.print.instructions.poll',
} as const satisfies Record<QuestionKind, string>;

const letter = (n: number) => String.fromCharCode('A'.charCodeAt(0) + n);

/**
 * The options as the worksheet lists them. The owner's copy of the quiz has an ordering question's items in the
 * correct order, which a worksheet must not give away; everyone else's copy is already out of order.
 */
const worksheetOptions = (q: Question, ownersCopy: boolean) =>
  q.kind === 'ordering' && ownersCopy ? outOfOrder(q.options, q._id) : q.options;

/** A question's answer as the key prints it, in the reader's language; options and items typeset. */
function KeyAnswer({ q, ownersCopy }: { q: Question; ownersCopy: boolean }) {
  const { t } = useTranslation();
  switch (q.kind) {
    case 'typed':
      // Accepted answers are plain text, as the player types them.
      return <>{(q.acceptedAnswers ?? []).join(' / ')}</>;
    case 'ordering':
      return q.options.map((o, i) => (
        <Fragment key={o._id}>
          {i > 0 && '   '}
          {i + 1}. <RichText text={o.label} inline />
        </Fragment>
      ));
    case 'poll':
      return <>{t('transfer.print.anyAnswer')}</>;
    default:
      return worksheetOptions(q, ownersCopy)
        .map((o, i) => ({ o, i }))
        .filter(({ o }) => o.isCorrect)
        .map(({ o, i }, n) => (
          <Fragment key={o._id}>
            {n > 0 && ', '}
            {letter(i)}. <RichText text={optionLabel(q.kind, o.label)} inline />
          </Fragment>
        ));
  }
}

/**
 * /quiz/{id}/print: a worksheet for a class without devices, laid out for paper by print CSS (the browser's 'Save
 * as PDF' gives the PDF). With `?answers=1`, whoever may see the answer key (the quiz's `seesAnswerKey`: its owner,
 * an admin) gets it on a page of its own.
 */
export function PrintQuizPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const quiz = useQuiz(id);
  const data = quiz.data;
  const seesKey = Boolean(data?.seesAnswerKey);
  const withKey = params.get('answers') === '1' && seesKey;

  return (
    <div className="min-h-screen bg-white text-slate-900 print:min-h-0">
      <style>{'@page { size: auto; margin: 15mm; }'}</style>
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3 print:hidden">
        <Link to={`/quiz/${id}`} className={buttonClasses('secondary')}>
          {t('transfer.print.back')}
        </Link>
        {/* KaTeX's fonts load with the first formula: the paper waits for them, or formulas print in a fallback. */}
        <Button onClick={() => void document.fonts.ready.then(() => window.print())} disabled={!data}>
          <Printer className="h-4 w-4" aria-hidden="true" /> {t('transfer.print.print')}
        </Button>
        <p className="text-sm text-slate-500">{t('transfer.print.pdfHint')}</p>
      </div>
      <main className="mx-auto max-w-3xl px-6 py-8 print:max-w-none print:p-0">
        {quiz.isLoading && <PageSpinner label={t('quizzes.loadingQuiz')} />}
        {quiz.isError && <Alert>{errorMessage(quiz.error, Messages.loadQuizFailed)}</Alert>}
        {data && (
          <>
            <header className="space-y-3 border-b-2 border-slate-900 pb-4">
              <h1 className="text-2xl font-bold">{data.title}</h1>
              {data.description && <p className="text-slate-700">{data.description}</p>}
              <p className="flex flex-wrap gap-x-8 gap-y-2 pt-2 text-sm">
                <span>{t('transfer.print.name')}</span>
                <span>{t('transfer.print.class')}</span>
                <span>{t('transfer.print.date')}</span>
              </p>
              <p className="text-sm text-slate-600">{t('transfer.print.intro', { number: data.questions.length })}</p>
            </header>
            <ol className="mt-6 space-y-6">
              {data.questions.map((q, i) => (
                <li key={q._id} className="break-inside-avoid space-y-2">
                  <div className="font-semibold">
                    {i + 1}. <RichText text={q.content} />
                  </div>
                  <p className="text-xs text-slate-500 italic">{t(instructions[q.kind])}</p>
                  {q.image && (
                    <img src={q.image.url} alt={q.image.alt} className="max-h-56 max-w-full rounded border" />
                  )}
                  {q.kind === 'typed' ? (
                    <div className="space-y-5 pt-3" role="group" aria-label={t('transfer.print.answerSpace')}>
                      <div className="border-b border-slate-400" />
                      <div className="border-b border-slate-400" />
                    </div>
                  ) : (
                    <ul className="grid gap-1 pl-4 sm:grid-cols-2 print:grid-cols-2">
                      {worksheetOptions(q, seesKey).map((o, n) => (
                        <li key={o._id}>
                          {q.kind === 'ordering' ? '____  ' : `${letter(n)}. `}
                          <RichText text={optionLabel(q.kind, o.label)} inline />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
            {withKey && (
              <section className="mt-10 break-before-page border-t-2 border-slate-900 pt-6 print:mt-0 print:border-0">
                <h2 className="text-xl font-bold">{t('transfer.print.key', { title: data.title })}</h2>
                <ol className="mt-4 space-y-2">
                  {data.questions.map((q, i) => (
                    <li key={q._id} className="break-inside-avoid">
                      <span className="font-semibold">{i + 1}.</span> <KeyAnswer q={q} ownersCopy={seesKey} />
                      {q.explanation && (
                        <div className="mt-1 pl-5 text-sm">
                          <span className="font-semibold">{t('richText.why')}:</span> <RichText text={q.explanation} />
                        </div>
                      )}
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
