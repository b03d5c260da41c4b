/**
 * /room/{code}/report (issue 14): after a game, the host's (or an admin's) picture of what the class got right and
 * wrong, per question and per player, and the same as a CSV or XLSX file to take home.
 */
import { useState } from 'react';
import { Download } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { isGraded } from '@quiz/contract/limits';
import { formatDateTime } from '../../../i18n/format';
import { Messages } from '../../../i18n/messages';
import { AppHeader } from '../../../components/app-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { downloadRoomReport, useRoomReport } from '../api/room-report';
import { ReportPlayers } from '../components/report-players';
import { percent, ReportQuestions } from '../components/report-questions';
import { RoomNotFound } from '../components/room-not-found';

export function RoomReportPage() {
  const { t } = useTranslation();
  const code = useParams().code?.trim().toUpperCase();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const report = useRoomReport(code, id);
  const [downloading, setDownloading] = useState<'csv' | 'xlsx' | null>(null);

  const download = (extension: 'csv' | 'xlsx') => {
    if (!report.data) return;
    setDownloading(extension);
    downloadRoomReport(report.data, extension, Messages.downloadFailed)
      .catch((error: unknown) => toast.error(errorMessage(error, Messages.downloadFailed)))
      .finally(() => setDownloading(null));
  };

  let body: React.ReactNode;
  const data = report.data;
  if (report.isLoading) {
    body = <PageSpinner label={t('report.loading')} />;
  } else if (report.error instanceof ApiError && report.error.status === 404) {
    body = <RoomNotFound title={Messages.reportNotFound} text={Messages.roomNotFoundText} />;
  } else if (report.isError || !data) {
    body = <Alert>{errorMessage(report.error, Messages.reportLoadFailed)}</Alert>;
  } else {
    // Out of the questions one can get right: a poll's "0 correct" is no miss (the '6/7 correct' rule).
    const graded = data.questions.filter(isGraded);
    const accuracy = graded.length === 0 ? 0 : graded.reduce((sum, q) => sum + q.correctRate, 0) / graded.length;
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
              <span className="font-semibold text-slate-900">{percent(accuracy)}</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="min-h-11"
              loading={downloading === 'csv'}
              onClick={() => download('csv')}
            >
              <Download className="h-4 w-4" aria-hidden="true" /> {t('report.downloadCsv')}
            </Button>
            <Button
              variant="secondary"
              className="min-h-11"
              loading={downloading === 'xlsx'}
              onClick={() => download('xlsx')}
            >
              <Download className="h-4 w-4" aria-hidden="true" /> {t('report.downloadXlsx')}
            </Button>
          </div>
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
