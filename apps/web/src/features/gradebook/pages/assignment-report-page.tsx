/**
 * /assignments/{id}/report (issue 38): one homework's report for its teacher — what the class got right and wrong,
 * per question and per student (their counted attempt), as a live game's report shows it, and the same as a CSV
 * or XLSX file. Homework is not timed per question: no times are shown.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime, locale } from '../../../i18n/format';
import { Messages } from '../../../i18n/messages';
import { AppHeader } from '../../../components/app-header';
import { DownloadButtons } from '../../../components/download-buttons';
import { QuizDeletedBadge } from '../../../components/quiz-deleted-badge';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { classAccuracy, percent, ReportPlayers, ReportQuestions } from '../../rooms';
import { downloadAssignmentReport, useAssignment, useAssignmentReport } from '../api/get-assignment-report';
import { percentText } from '../lib/format-score';

/** Where a teacher goes back to before the assignment is known. */
const classesTab = '/dashboard?tab=classes';

export function AssignmentReportPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const assignment = useAssignment(id);
  const report = useAssignmentReport(id);
  const homework = assignment.data;
  const data = report.data;
  const failure = assignment.error ?? report.error;
  const back = homework
    ? { to: `/classes/${homework.classId}/gradebook`, label: t('gradebook.reportPage.toGradebook') }
    : { to: classesTab, label: t('gradebook.reportPage.toClasses') };

  let body: React.ReactNode;
  if (assignment.isLoading || report.isLoading) {
    body = <PageSpinner label={t('gradebook.reportPage.loading')} />;
  } else if (failure || !homework || !data) {
    const gone = failure instanceof ApiError && failure.status === 404;
    body = (
      <div className="space-y-4">
        <Alert>{gone ? Messages.assignmentNotFound : errorMessage(failure, Messages.reportLoadFailed)}</Alert>
        <Link to={classesTab} className="text-brand-700 underline hover:text-brand-900">
          {t('gradebook.reportPage.toClasses')}
        </Link>
      </div>
    );
  } else {
    body = (
      <Card className="space-y-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="space-y-1">
            <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold wrap-anywhere text-slate-900">
              {t('gradebook.reportPage.title', { title: homework.quiz.title })}
              {homework.quiz.deleted && <QuizDeletedBadge />}
            </h1>
            <p className="text-slate-600">
              {t('gradebook.reportPage.classLine', {
                name: homework.className,
                date: formatDateTime(homework.dueAt),
              })}
            </p>
            <p className="text-sm text-slate-600">
              {t('gradebook.reportPage.stats', {
                handedIn: homework.handedIn,
                students: homework.students,
                questions: data.questionCount,
              })}{' '}
              <span className="font-semibold text-slate-900">{percent(classAccuracy(data))}</span>
            </p>
          </div>
          <DownloadButtons
            download={(extension) => downloadAssignmentReport(id, extension, Messages.downloadFailed)}
            fallback={Messages.downloadFailed}
          />
        </div>
        <ReportQuestions report={data} timed={false} />
        <ReportPlayers
          report={data}
          timed={false}
          title={t('gradebook.reportPage.students')}
          scoreText={(score) => percentText(score, locale())}
        />
      </Card>
    );
  }

  return (
    <div className="min-h-screen">
      <AppHeader back={back} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">{body}</main>
    </div>
  );
}
