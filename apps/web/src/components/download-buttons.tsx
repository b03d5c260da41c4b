/**
 * 'Download CSV' and 'Download XLSX' for a report's files (a game's, a homework's, a class's gradebook): each shows
 * it is busy until the browser has the file, and a failure shows as a toast.
 */
import { useState } from 'react';
import { Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client';
import { Button } from './ui/button';

export type ReportFileType = 'csv' | 'xlsx';

interface DownloadButtonsProps {
  download(extension: ReportFileType): Promise<unknown>;
  /** The toast's text when the server says nothing. */
  fallback: string;
}

export function DownloadButtons({ download, fallback }: DownloadButtonsProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<ReportFileType | null>(null);
  const start = (extension: ReportFileType) => {
    setDownloading(extension);
    download(extension)
      .catch((error: unknown) => toast.error(errorMessage(error, fallback)))
      .finally(() => setDownloading(null));
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" className="min-h-11" loading={downloading === 'csv'} onClick={() => start('csv')}>
        <Download className="h-4 w-4" aria-hidden="true" /> {t('report.downloadCsv')}
      </Button>
      <Button variant="secondary" className="min-h-11" loading={downloading === 'xlsx'} onClick={() => start('xlsx')}>
        <Download className="h-4 w-4" aria-hidden="true" /> {t('report.downloadXlsx')}
      </Button>
    </div>
  );
}
