import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { Messages } from '../../../i18n/messages';
import { AppHeader } from '../../../components/app-header';
import {
  AnswerInput,
  answerFields,
  isAnswered,
  QuestionPicture,
  type AnswerValue,
} from '../../../components/questions/answer-input';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useQuiz } from '../../quizzes/api/get-quiz';
import { useSubmitQuiz } from '../api/submit-quiz';

export function TakeQuizPage() {
  const { t } = useTranslation();
  const { quizId } = useParams();
  const navigate = useNavigate();
  const quiz = useQuiz(quizId);
  const submit = useSubmitQuiz();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, AnswerValue>>({});
  const [confirming, setConfirming] = useState(false);
  const startedAt = useRef(Date.now());
  const gone = quiz.error instanceof ApiError && (quiz.error.status === 404 || quiz.error.status === 400);

  useEffect(() => {
    if (gone) void navigate('/not-found', { replace: true });
  }, [gone, navigate]);

  const questions = quiz.data?.questions ?? [];
  const question = questions[index];
  // An ordering question counts as answered in the order on screen, as in a live game.
  const answerAt = (i: number): AnswerValue | undefined =>
    answers[i] ?? (questions[i]?.kind === 'ordering' ? { order: questions[i].options.map((o) => o._id) } : undefined);
  const unanswered = questions.filter((_, i) => !isAnswered(answerAt(i))).length;

  const send = () => {
    setConfirming(false);
    if (!quiz.data) return;
    // Unanswered questions are left out; the server counts them in the total.
    const payload = questions.flatMap((q, i) => {
      const answer = answerAt(i);
      if (!isAnswered(answer)) return [];
      const { pick, ...rest } = answerFields(q.kind, answer);
      return [
        {
          questionId: q._id,
          ...(pick ? { selectedAnswer: pick, selectedOptionText: q.options.find((o) => o._id === pick)?.label } : {}),
          ...rest,
          question: q.content,
        },
      ];
    });
    const timeSpent = Math.round((Date.now() - startedAt.current) / 1000);
    submit.mutate(
      { quizId: quiz.data._id, input: { answers: payload, timeSpent } },
      {
        onSuccess: (response) => {
          if (!response.submission?._id) return void toast.error(Messages.invalidSubmission);
          toast.success(Messages.quizSubmitted);
          void navigate(`/results/${response.submission._id}`);
        },
        onError: (error) => toast.error(errorMessage(error, Messages.submitFailed)),
      },
    );
  };

  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        {quiz.isLoading && <PageSpinner label={t('quizzes.loadingQuiz')} />}
        {quiz.isError && !gone && <Alert>{errorMessage(quiz.error, Messages.loadQuizFailed)}</Alert>}
        {quiz.data && questions.length === 0 && <Alert>{t('submissions.take.noQuestions')}</Alert>}
        {quiz.data && question && (
          <>
            <div className="space-y-2">
              <h1 className="text-2xl font-bold">{quiz.data.title}</h1>
              <div className="flex justify-between text-sm text-slate-600">
                <span>{t('submissions.take.position', { number: index + 1, total: questions.length })}</span>
                <span>{t('submissions.take.answered', { answered: questions.length - unanswered })}</span>
              </div>
              <div
                className="h-2 overflow-hidden rounded-full bg-slate-200"
                role="progressbar"
                aria-label={t('submissions.take.progress')}
                aria-valuemin={0}
                aria-valuemax={questions.length}
                aria-valuenow={index + 1}
              >
                <div
                  className="h-full bg-brand-600 transition-all"
                  style={{ width: `${((index + 1) / questions.length) * 100}%` }}
                />
              </div>
            </div>
            <Card className="space-y-4">
              <h2 className="text-lg font-semibold wrap-anywhere">{question.content}</h2>
              <QuestionPicture image={question.image} />
              <AnswerInput
                key={question._id}
                question={question}
                value={answers[index]}
                onChange={(value) => setAnswers((current) => ({ ...current, [index]: value }))}
              />
            </Card>
            <div className="flex items-center justify-between gap-3">
              <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                {t('submissions.take.previous')}
              </Button>
              {index < questions.length - 1 ? (
                <Button onClick={() => setIndex(index + 1)}>{t('submissions.take.next')}</Button>
              ) : (
                <Button loading={submit.isPending} onClick={() => (unanswered > 0 ? setConfirming(true) : send())}>
                  {t('submissions.take.submit')}
                </Button>
              )}
            </div>
            <p className="text-center">
              <Link to={`/quiz/${quiz.data._id}`} className={buttonClasses('ghost')}>
                {t('submissions.take.leave')}
              </Link>
            </p>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('submissions.take.submit')}
              message={Messages.unansweredConfirm(unanswered)}
              confirmLabel={t('submissions.take.confirm')}
              tone="primary"
              onConfirm={send}
            />
          </>
        )}
      </main>
    </div>
  );
}
