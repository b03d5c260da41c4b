import { useEffect, useState } from 'react';
import { BarChart3, CheckCircle2, Star, XCircle } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { scoreBand, SubmissionLimits } from '@quiz/contract/limits';
import { formatDuration, formatNumber } from '../../../i18n/format';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { AppHeader } from '../../../components/app-header';
import { QuizDeletedBadge } from '../../../components/quiz-deleted-badge';
import { AnswerTexts, RichTexts } from '../../../components/questions/answer-texts';
import { Explanation } from '../../../components/questions/explanation';
import { RichSentence, RichText, richSlot } from '../../../components/rich-text/rich-text';
import { QuestionPicture } from '../../../components/questions/question-picture';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSubmission } from '../api/get-submission';
import { RatingModal } from '../../ratings';
import { HomeworkResultNote } from '../../assignments';
import type { SubmissionAnswer } from '@quiz/contract/submissions';

/** SPEC §9's bands (scoreBand's words), as message keys. */
const bandKeys = {
  'Excellent!': 'submissions.results.bands.excellent',
  'Good Job!': 'submissions.results.bands.good',
  'Keep Practicing!': 'submissions.results.bands.practice',
} as const satisfies Record<ReturnType<typeof scoreBand>, string>;

/** The correct options of a multiple select that the taker did not pick. */
const missed = (answer: SubmissionAnswer) => answer.correctTexts.filter((t) => !answer.answerTexts.includes(t));

export function ResultsPage() {
  const { t } = useTranslation();
  const { submissionId } = useParams();
  const { session } = useSession();
  const submission = useSubmission(submissionId);
  const [rating, setRating] = useState(false);
  const data = submission.data;
  const canRate = Boolean(data?.quizId.isPublic && !data.quizId.deleted && data.quizId.createdBy !== session?._id);

  useEffect(() => {
    if (!canRate) return;
    const timer = setTimeout(() => setRating(true), SubmissionLimits.ratingModalDelayMs);
    return () => clearTimeout(timer);
  }, [canRate]);

  const percentage = data ? data.percentageScore : 0;
  const notFound = submission.error instanceof ApiError && submission.error.status === 404;
  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        {submission.isLoading && <PageSpinner label={t('submissions.results.loading')} />}
        {submission.isError && (
          <div className="space-y-3">
            <Alert>
              {notFound ? Messages.submissionNotFound : errorMessage(submission.error, Messages.loadResultsFailed)}
            </Alert>
            <Link to="/dashboard" className={buttonClasses('secondary')}>
              {t('submissions.results.back')}
            </Link>
          </div>
        )}
        {data && (
          <>
            <Card className="space-y-4 text-center">
              <h1 className="text-3xl font-bold">{t('submissions.results.title')}</h1>
              <p className="text-slate-600">
                {data.quizId.title} {data.quizId.deleted && <QuizDeletedBadge />}
              </p>
              {data.quizId.deleted && <Alert tone="info">{t('common.quizDeletedNote')}</Alert>}
              <p className="text-5xl font-black text-brand-600">
                {formatNumber(percentage, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%
              </p>
              <p className="text-2xl font-bold">{t(bandKeys[scoreBand(percentage)])}</p>
              <div className="flex justify-center gap-8 text-sm text-slate-600">
                <span>
                  <Trans
                    i18nKey="submissions.results.correct"
                    values={{ correct: data.correctAnswers, total: data.totalQuestions }}
                    components={{ score: <strong className="text-slate-900" /> }}
                  />
                </span>
                <span>
                  <Trans
                    i18nKey="submissions.results.timeSpent"
                    values={{ minutes: Math.round(data.timeSpent), seconds: data.timeSpentSeconds }}
                    components={{ spent: <strong className="text-slate-900" /> }}
                  />
                </span>
                <span>{t('submissions.results.attempt', { number: data.attemptNumber })}</span>
              </div>
              {data.timing && (
                <div className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm text-slate-600">
                  <span>
                    <Trans
                      i18nKey="submissions.results.allowed"
                      values={{ time: formatDuration(data.timing.allowedSeconds) }}
                      components={{ allowed: <strong className="text-slate-900" /> }}
                    />
                  </span>
                  {data.timing.extraTime > 1 && (
                    <span className="font-medium text-brand-700">
                      {t('submissions.results.extraTime', { factor: formatNumber(data.timing.extraTime) })}
                    </span>
                  )}
                  {data.timing.lateSeconds > 0 ? (
                    <span className="font-medium text-amber-800">
                      {t('submissions.results.late', { time: formatDuration(data.timing.lateSeconds) })}
                    </span>
                  ) : (
                    <span>{t('submissions.results.onTime')}</span>
                  )}
                </div>
              )}
              <div className="flex flex-wrap justify-center gap-3">
                {/* Homework is tried again from its own note, under its rules. */}
                {!data.quizId.deleted && !data.assignmentId && (
                  <Link to={`/take-quiz/${data.quizId._id}`} className={buttonClasses('primary')}>
                    {t('submissions.results.retake')}
                  </Link>
                )}
                {canRate && (
                  <Button variant="secondary" onClick={() => setRating(true)}>
                    <Star className="h-4 w-4" aria-hidden="true" /> {t('submissions.results.rate')}
                  </Button>
                )}
                <Link to="/dashboard" className={buttonClasses('secondary')}>
                  {t('submissions.results.back')}
                </Link>
              </div>
              {(data.assignmentId || data.answersHidden) && (
                <HomeworkResultNote
                  assignmentId={data.assignmentId}
                  answersHidden={data.answersHidden}
                  late={data.late}
                />
              )}
            </Card>
            <ol className="space-y-3" aria-label={t('submissions.results.answers')}>
              {data.answers.map((answer, i) => (
                <li
                  key={answer.questionId}
                  className={cn(
                    'rounded-xl bg-white p-4 ring-1',
                    !answer.graded ? 'ring-slate-200' : answer.isCorrect ? 'ring-emerald-200' : 'ring-red-200',
                  )}
                >
                  <div className="flex items-start gap-3">
                    {!answer.graded ? (
                      <BarChart3
                        className="h-5 w-5 shrink-0 text-slate-500"
                        aria-label={t('submissions.results.poll')}
                      />
                    ) : answer.isCorrect ? (
                      <CheckCircle2
                        className="h-5 w-5 shrink-0 text-emerald-600"
                        aria-label={t('submissions.results.right')}
                      />
                    ) : (
                      <XCircle className="h-5 w-5 shrink-0 text-red-600" aria-label={t('submissions.results.wrong')} />
                    )}
                    <div className="min-w-0 flex-1 space-y-1 text-sm">
                      <div className="font-medium wrap-anywhere text-slate-900">
                        {i + 1}. <RichText text={answer.question} />
                      </div>
                      <QuestionPicture image={answer.image} />
                      {!answer.graded && <p className="text-slate-500">{t('submissions.results.notGraded')}</p>}
                      <AnswerTexts label={t('questions.yourAnswer')} kind={answer.kind} texts={answer.answerTexts} />
                      {answer.graded && !answer.isCorrect && answer.correctTexts.length > 0 && (
                        <AnswerTexts
                          label={
                            answer.kind === 'typed'
                              ? t('submissions.results.acceptedAnswers')
                              : t('submissions.results.correctAnswer')
                          }
                          kind={answer.kind}
                          texts={answer.correctTexts}
                          className="text-emerald-700"
                        />
                      )}
                      {answer.kind === 'multiple' && !answer.isCorrect && missed(answer).length > 0 && (
                        <p className="text-amber-700">
                          <RichSentence sentence={t('submissions.results.missed', { options: richSlot })}>
                            <RichTexts texts={missed(answer)} />
                          </RichSentence>
                        </p>
                      )}
                      <Explanation text={answer.explanation} />
                    </div>
                  </div>
                </li>
              ))}
            </ol>
            {canRate && <RatingModal quizId={data.quizId._id} open={rating} onOpenChange={setRating} />}
          </>
        )}
      </main>
    </div>
  );
}
