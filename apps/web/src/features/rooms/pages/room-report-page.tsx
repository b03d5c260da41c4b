/**
 * /room/{code}/report (issue 14): after a game, the host's (or an admin's) picture of what the class got right and
 * wrong, per question and per player, and the same as a CSV or XLSX file to take home.
 */
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import { Messages } from '../../../i18n/messages';
import { AppHeader } from '../../../components/app-header';
import { DownloadButtons } from '../../../components/download-buttons';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { downloadRoomReport, useRoomReport } from '../api/room-report';
import { ReportPlayers } from '../components/report-players';
import { classAccuracy, percent, ReportQuestions } from '../components/report-questions';
import { RoomNotFound } from '../components/room-not-found';

export function RoomReportPage() {
  const { t } = useTranslation();
  const code = useParams().code?.trim().toUpperCase();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const report = useRoomReport(code, id);

  let body: React.ReactNode;
  const data = report.data;
  if (report.isLoading) {
    body = <PageSpinner label={t('report.loading')} />;
  } else if (report.error instanceof ApiError && report.error.status === 404) {
    body = <RoomNotFound title={Messages.reportNotFound} text={Messages.roomNotFoundText} />;
  } else if (report.isError || !data) {
    body = <Alert>{errorMessage(report.error, Messages.reportLoadFailed)}</Alert>;
  } else {
    body = (
      <Card className="space-y-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="space-y-1">
            <h1 className="text-2xl font-bold text-slate-900">{t('report.title')}</h1>
            <p className="text-slate-600">
              {t('report.roomLine', { title: data.quizTitle, code: data.code })}
              {data.endedAt && ` · ${formatDateTime(data.endedAt)}`}
            </p>
            <p className="text-sm text-slate-600">
              {t('report.stats', { players: data.playerCount, questions: data.questionCount })}{' '}
              <span className="font-semibold text-slate-900">{percent(classAccuracy(data))}</span>
            </p>
          </div>
          <DownloadButtons
            download={(extension) => downloadRoomReport(data, extension, Messages.downloadFailed)}
            fallback={Messages.downloadFailed}
          />
        </div>
        <ReportQuestions report={data} />
        <ReportPlayers report={data} />
      </Card>
    );
  }

  return (
    <div className="min-h-screen">
      <AppHeader back={code ? { to: `/room/${code}`, label: t('report.backToRoom') } : undefined} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">{body}</main>
    </div>
  );
}
