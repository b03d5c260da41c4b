import { useEffect, useId, useRef, useState } from 'react';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
// The server's words are English: recognised in English, shown in the reader's language.
import { formatDuration, formatNumber } from '../../../i18n/format';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { CountdownAnnouncer } from '../../../components/countdown-announcer';
import { AppHeader } from '../../../components/app-header';
import { AnswerInput, answerFields, isAnswered, type AnswerValue } from '../../../components/questions/answer-input';
import { QuestionPicture } from '../../../components/questions/question-picture';
import { RichHeading } from '../../../components/rich-text/rich-text';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError, errorMessage, says } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useQuiz } from '../../../lib/quiz-api/get-quiz';
import { HomeworkBanner, useHomework, useHomeworkOrder } from '../../assignments';
import { useStartAttempt } from '../api/start-attempt';
import { useSubmitQuiz } from '../api/submit-quiz';
import { TimedStart } from '../components/timed-start';
import {
  attemptSeconds,
  clearRunningAttempt,
  clock,
  loadRunningAttempt,
  runningAttemptOf,
  saveRunningAttempt,
  type RunningAttempt,
} from '../lib/timed-attempt';
import { useSecondsLeft } from '../lib/use-seconds-left';

/** When a screen reader hears how long a timed attempt has left. */
const announcedMoments = [600, 300, 60, 30, 10] as const;

/** The server read the hand-in and said no (4xx): sending the same again would get the same answer. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export function TakeQuizPage() {
  const { t } = useTranslation();
  const { quizId } = useParams();
  // Homework (issue 38): ?assignment={id}, its rules, and the quiz as its students may read it.
  const assignmentId = useSearchParams()[0].get('assignment');
  const navigate = useNavigate();
  const quiz = useQuiz(quizId, assignmentId);
  const homework = useHomework(assignmentId);
  const submit = useSubmitQuiz();
  const start = useStartAttempt();
  const { session } = useSession();
  const userId = session?._id ?? '';
  // Where this tab keeps a timed attempt: homework's apart from a practice attempt at the same quiz.
  const attemptKey = quizId && assignmentId ? `${quizId}:${assignmentId}` : quizId;
  // A timed attempt this tab began (a reload comes back to its clock, question and answers).
  const [running, setRunning] = useState<RunningAttempt | null>(() =>
    attemptKey && userId ? loadRunningAttempt(attemptKey, userId) : null,
  );
  // What was kept goes back on screen once the questions are here (matched by question id); until then nothing is
  // saved over it or handed in.
  const restoring = useRef(running);
  const [restored, setRestored] = useState(running === null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, AnswerValue>>({});
  const [confirming, setConfirming] = useState(false);
  const startedAt = useRef(Date.now());
  const handedIn = useRef(false);
  // After a failed hand-in once the time is up, another try a few seconds later.
  const [retries, setRetries] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const secondsLeft = useSecondsLeft(running?.endsAt ?? null);
  const gone = quiz.error instanceof ApiError && (quiz.error.status === 404 || quiz.error.status === 400);

  useEffect(() => {
    if (gone) void navigate('/not-found', { replace: true });
  }, [gone, navigate]);

  // Homework's questions wait for its rules: they may come in an order of this attempt's own.
  const ready = quiz.data && (!assignmentId || homework.assignment) ? quiz.data : undefined;
  const questions = useHomeworkOrder(ready?.questions, homework.assignment, userId, running?.attemptId);
  const blocked = Boolean(homework.assignment && !homework.assignment.canAttempt && !running);
  const question = questions[index];
  // An ordering question counts as answered in the order on screen, as in a live game.
  const answerAt = (i: number): AnswerValue | undefined =>
    answers[i] ?? (questions[i]?.kind === 'ordering' ? { order: questions[i].options.map((o) => o._id) } : undefined);
  const unanswered = questions.filter((_, i) => !isAnswered(answerAt(i))).length;

  useEffect(() => {
    const kept = restoring.current;
    if (!kept || !ready) return;
    restoring.current = null;
    const given: Record<number, AnswerValue> = {};
    questions.forEach((q, i) => {
      const answer = kept.answers[q._id];
      if (answer) given[i] = answer;
    });
    setAnswers(given);
    setIndex(
      Math.max(
        0,
        questions.findIndex((q) => q._id === kept.questionId),
      ),
    );
    setRestored(true);
  }, [ready, questions]);

  useEffect(() => {
    if (!attemptKey || !running || !restored) return;
    const byQuestion: Record<string, AnswerValue> = {};
    for (const [i, answer] of Object.entries(answers)) {
      const id = questions[Number(i)]?._id;
      if (id) byQuestion[id] = answer;
    }
    saveRunningAttempt(attemptKey, { ...running, questionId: questions[index]?._id ?? null, answers: byQuestion });
  }, [attemptKey, running, restored, index, answers, questions]);

  // The first question takes the focus from the Start button that went away.
  useEffect(() => {
    if (running && focusHeading.current) {
      focusHeading.current = false;
      heading.current?.focus();
    }
  }, [running]);

  // Answers already given stay: a quiz that became timed mid-way, or an attempt the server lost, keeps them.
  const begin = (extraTime: 1 | 1.5 | 2) => {
    if (!ready) return;
    start.mutate(
      // Homework's extra time is the teacher's, which the server knows.
      { quizId: ready._id, input: assignmentId ? { assignmentId } : { extraTime } },
      {
        onSuccess: (response) => {
          const { attempt } = response;
          handedIn.current = false;
          focusHeading.current = true;
          if (says(response, 'timedAttemptResumed')) toast(Messages.timedAttemptResumed);
          setRunning(runningAttemptOf(userId, attempt));
        },
        onError: (error) => toast.error(errorMessage(error, Messages.startAttemptFailed)),
      },
    );
  };

  const send = () => {
    setConfirming(false);
    if (!ready || handedIn.current) return;
    handedIn.current = true;
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
    const homeworkId = assignmentId ? { assignmentId } : {};
    submit.mutate(
      { quizId: ready._id, input: { answers: payload, timeSpent, attemptId: running?.attemptId, ...homeworkId } },
      {
        onSuccess: (response) => {
          if (attemptKey) clearRunningAttempt(attemptKey);
          if (assignmentId) homework.refresh();
          if (!response.submission?._id) return void toast.error(Messages.invalidSubmission);
          // This attempt was handed in before (another tab): what was stored then is what counts.
          if (says(response, 'timedAttemptUsed')) toast(Messages.timedAttemptUsed);
          else toast.success(Messages.quizSubmitted);
          void navigate(`/results/${response.submission._id}`);
        },
        onError: (error) => {
          // A refused homework hand-in (closed, no attempts left) says why; the banner reads the homework afresh.
          toast.error(errorMessage(error, Messages.submitFailed));
          handedIn.current = false;
          if (assignmentId && refused(error)) homework.refresh();
          // The server no longer knows this clock (the attempt is gone): start again, answers kept.
          if (says(error, 'timedAttemptNotFound')) {
            if (attemptKey) clearRunningAttempt(attemptKey);
            setRunning(null);
          } else if (running && running.endsAt <= Date.now() && !refused(error)) {
            // The network or the server failed, not the answers: try again. A refusal stays on screen instead.
            setTimeout(() => setRetries((n) => n + 1), 3000);
          }
        },
      },
    );
  };

  // Time is up: what is answered is handed in, without asking.
  useEffect(() => {
    if (secondsLeft !== 0 || handedIn.current || !ready || !restored) return;
    if (retries === 0) toast(t('submissions.timed.timeUp'));
    send();
    // send reads the latest answers; it runs when the clock reaches 0, and again after a failed try.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [secondsLeft, ready, restored, retries]);

  // Homework is timed as its teacher set it, whatever the quiz's own setting (the server decides the same way).
  const timed = Boolean(assignmentId ? homework.assignment?.timed : ready?.timedAttempts);
  const timedBeforeStart = timed && running === null;
  const timerLabelId = `${useId()}-timer`;

  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        {(quiz.isLoading || homework.isLoading) && <PageSpinner label={t('quizzes.loadingQuiz')} />}
        {quiz.isError && !gone && <Alert>{errorMessage(quiz.error, Messages.loadQuizFailed)}</Alert>}
        {homework.error && <Alert>{errorMessage(homework.error, Messages.assignmentNotFound)}</Alert>}
        {ready && homework.assignment && <HomeworkBanner assignment={homework.assignment} running={running !== null} />}
        {ready && questions.length === 0 && <Alert>{t('submissions.take.noQuestions')}</Alert>}
        {ready && question && !blocked && timedBeforeStart && (
          <TimedStart
            title={ready.title}
            questionCount={questions.length}
            seconds={attemptSeconds(ready)}
            extraTime={homework.assignment?.extraTime}
            starting={start.isPending}
            onStart={begin}
          />
        )}
        {ready && question && !blocked && !timedBeforeStart && (
          <>
            <div className="space-y-2">
              <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
                {ready.title}
              </h1>
              {running && secondsLeft !== null && (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span
                    className={cn(
                      'inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold',
                      secondsLeft <= 60 ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700',
                    )}
                  >
                    <Timer className="h-4 w-4" aria-hidden="true" />
                    <span id={timerLabelId}>{t('submissions.timed.timeLeft')}</span>
                    <span role="timer" aria-labelledby={timerLabelId} className="tabular-nums">
                      {clock(secondsLeft)}
                    </span>
                  </span>
                  {running.extraTime > 1 && (
                    <span className="text-slate-600">
                      {t('submissions.timed.withExtraTime', { factor: formatNumber(running.extraTime) })}
                    </span>
                  )}
                  <CountdownAnnouncer
                    secondsLeft={secondsLeft}
                    moments={announcedMoments}
                    sentence={(seconds) => t('submissions.timed.left', { time: formatDuration(seconds) })}
                  />
                </div>
              )}
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
              <RichHeading level={2} text={question.content} className="text-lg font-semibold wrap-anywhere" />
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
              <Link to={assignmentId ? '/dashboard#todo' : `/quiz/${ready._id}`} className={buttonClasses('ghost')}>
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
