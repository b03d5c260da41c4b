import { useEffect, useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Tabs from '@radix-ui/react-tabs';
import { Download, MoreVertical, Pencil, Play, Printer, Share2, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { QuizLimits, type QuestionKind } from '@quiz/contract/limits';
import { QuestionKindLabels } from '../../../components/questions/question-kind-labels';
import { RichSentence, RichText, richSlot } from '../../../components/rich-text/rich-text';
import { hasRichMarks } from '@quiz/contract/rich-text-marks';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { AppHeader } from '../../../components/app-header';
import { Logo } from '../../../components/logo';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { Stars } from '../../../components/ui/stars';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { RatingsPanel } from '../../ratings';
import { useQuiz } from '../../../lib/quiz-api/get-quiz';
import { DeleteQuizConfirm } from '../components/delete-quiz-button';
import { creatorName, formatAverage } from '../components/quiz-card';
import { useCategoryName } from '../../../lib/category-name';
import { ShareDialog } from '../components/share-dialog';
import { ExportDialog } from '../../quiz-files';
import { AssignButton, quizSeconds } from '../../assignments';

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);
const triggerClasses =
  'rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';
const menuItem =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';

export function QuizDetailsPage() {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const { id } = useParams();
  const navigate = useNavigate();
  const { session } = useSession();
  const invalidId = !id || id === 'undefined';
  const quiz = useQuiz(invalidId ? undefined : id);
  const [shareOpen, setShareOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const gone = quiz.error instanceof ApiError && (quiz.error.status === 404 || quiz.error.status === 400);

  useEffect(() => {
    if (invalidId) {
      toast.error(Messages.invalidQuizId, { id: 'invalid-quiz-id' });
      void navigate('/not-found', { replace: true });
    } else if (gone) {
      void navigate('/not-found', { replace: true });
    }
  }, [invalidId, gone, navigate]);

  const header = session ? (
    <AppHeader />
  ) : (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4">
        <Logo />
        <Link to="/login" className={buttonClasses('primary')}>
          {t('quizzes.details.signIn')}
        </Link>
      </div>
    </header>
  );

  const data = quiz.data;
  /** ' · 4 options' (or items) after a question's kind; nothing for a typed answer. */
  const sizeOf = ({ kind, options }: { kind: QuestionKind; options: unknown[] }) =>
    kind === 'typed'
      ? ''
      : ` · ${t(kind === 'ordering' ? 'quizzes.details.itemCount' : 'quizzes.details.optionCount', { count: options.length })}`;
  const isCreator = data && data.createdBy._id === session?._id;
  return (
    <div className="min-h-screen">
      {header}
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
        {quiz.isLoading && <PageSpinner label={t('quizzes.loadingQuiz')} />}
        {quiz.isError && !gone && <Alert>{errorMessage(quiz.error, Messages.loadQuizFailed)}</Alert>}
        {data && (
          <>
            <Card className="space-y-4">
              <div className="flex items-start justify-between gap-4">
                <div className="space-y-2">
                  <div className="flex flex-wrap gap-2">
                    <Badge tone="brand">{categoryName(data.category)}</Badge>
                    <Badge tone={data.isPublic ? 'green' : 'slate'}>
                      {data.isPublic ? t('quizzes.public') : t('quizzes.private')}
                    </Badge>
                  </div>
                  <h1 className="text-3xl font-bold text-slate-900">{data.title}</h1>
                  <p className="text-slate-600">{data.description || t('quizzes.noDescription')}</p>
                </div>
                {isCreator && (
                  <DeleteQuizConfirm quizId={data._id} onDeleted={() => void navigate('/dashboard')}>
                    {(openDelete) => (
                      <DropdownMenu.Root>
                        <DropdownMenu.Trigger
                          className="rounded-lg p-2 hover:bg-slate-100"
                          aria-label={t('quizzes.details.options')}
                        >
                          <MoreVertical className="h-5 w-5" />
                        </DropdownMenu.Trigger>
                        <DropdownMenu.Portal>
                          <DropdownMenu.Content
                            align="end"
                            className="z-50 w-48 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200"
                          >
                            <DropdownMenu.Item
                              className={menuItem}
                              onSelect={() => void navigate(`/edit-quiz/${data._id}`)}
                            >
                              <Pencil className="h-4 w-4" /> {t('quizzes.details.edit')}
                            </DropdownMenu.Item>
                            <DropdownMenu.Item className={`${menuItem} text-red-600`} onSelect={openDelete}>
                              <Trash2 className="h-4 w-4" /> {t('quizzes.details.delete')}
                            </DropdownMenu.Item>
                          </DropdownMenu.Content>
                        </DropdownMenu.Portal>
                      </DropdownMenu.Root>
                    )}
                  </DeleteQuizConfirm>
                )}
              </div>
              <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-slate-500">{t('quizzes.details.questions')}</dt>
                  <dd className="font-semibold">{data.questionCount}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('quizzes.details.timePerQuestion')}</dt>
                  <dd className="font-semibold">{t('quizzes.details.seconds', { seconds: data.timeLimit })}</dd>
                  {data.timedAttempts && <dd className="text-xs text-brand-700">{t('quizForm.timedAttempts')}</dd>}
                </div>
                <div>
                  <dt className="text-slate-500">{t('quizzes.details.createdBy')}</dt>
                  <dd className="font-semibold">{creatorName(data, session?._id)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('quizzes.details.rating')}</dt>
                  <dd className="flex items-center gap-1 font-semibold">
                    <Stars value={Math.round(data.averageRating)} /> {formatAverage(data.averageRating)}
                  </dd>
                </div>
              </dl>
              <div className="flex flex-wrap gap-3">
                <Link to={`/take-quiz/${data._id}`} className={buttonClasses('primary')}>
                  <Play className="h-4 w-4" aria-hidden="true" /> {t('quizzes.details.takeSolo')}
                </Link>
                <Link
                  to={
                    session
                      ? `/create-room/${data._id}`
                      : `/login?redirect=${encodeURIComponent(`/create-room/${data._id}`)}`
                  }
                  className={buttonClasses('secondary')}
                >
                  <Users className="h-4 w-4" aria-hidden="true" /> {t('quizzes.details.multiplayer')}
                </Link>
                {/* A teacher gives it as homework to their classes (issue 38). */}
                {session && <AssignButton quiz={{ _id: data._id, title: data.title, seconds: quizSeconds(data) }} />}
                <Button variant="secondary" onClick={() => setShareOpen(true)}>
                  <Share2 className="h-4 w-4" aria-hidden="true" /> {t('quizzes.details.share')}
                </Button>
                <Button variant="secondary" onClick={() => setExportOpen(true)}>
                  <Download className="h-4 w-4" aria-hidden="true" /> {t('quizzes.details.export')}
                </Button>
                <Link to={`/quiz/${data._id}/print`} className={buttonClasses('secondary')}>
                  <Printer className="h-4 w-4" aria-hidden="true" /> {t('quizzes.details.print')}
                </Link>
                {data.seesAnswerKey && (
                  <Link to={`/quiz/${data._id}/print?answers=1`} className={buttonClasses('secondary')}>
                    <Printer className="h-4 w-4" aria-hidden="true" /> {t('quizzes.details.printKey')}
                  </Link>
                )}
              </div>
            </Card>
            <Tabs.Root defaultValue="details">
              <Tabs.List
                className="inline-flex gap-1 rounded-xl bg-slate-100 p-1"
                aria-label={t('quizzes.details.tabs')}
              >
                <Tabs.Trigger value="details" className={triggerClasses}>
                  {t('quizzes.details.detailsTab')}
                </Tabs.Trigger>
                <Tabs.Trigger value="ratings" className={triggerClasses}>
                  {t('quizzes.details.ratingsTab')}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="details" className="pt-4">
                <ol className="space-y-3">
                  {data.questions.map((question, i) => (
                    <li key={question._id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                      {hasRichMarks(question.content) ? (
                        // A formula is never cut in half: the whole text, typeset on one line, clamped to two.
                        <div className="line-clamp-2 font-medium wrap-anywhere">
                          <RichSentence
                            sentence={t('quizzes.details.questionLine', { number: i + 1, content: richSlot })}
                          >
                            <RichText text={question.content} inline />
                          </RichSentence>
                        </div>
                      ) : (
                        <p className="font-medium">
                          {t('quizzes.details.questionLine', {
                            number: i + 1,
                            content: truncate(question.content, QuizLimits.detailsQuestionPreview),
                          })}
                        </p>
                      )}
                      <p className="text-sm text-slate-500">
                        {t(QuestionKindLabels[question.kind])}
                        {sizeOf(question)}
                      </p>
                    </li>
                  ))}
                </ol>
              </Tabs.Content>
              <Tabs.Content value="ratings" className="pt-4">
                <RatingsPanel quizId={data._id} creatorId={data.createdBy._id} />
              </Tabs.Content>
            </Tabs.Root>
            <ShareDialog quizId={data._id} title={data.title} open={shareOpen} onOpenChange={setShareOpen} />
            <ExportDialog
              quizId={data._id}
              withAnswerKey={data.mayDownloadAnswerKey}
              open={exportOpen}
              onOpenChange={setExportOpen}
            />
          </>
        )}
      </main>
    </div>
  );
}
