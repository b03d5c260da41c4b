import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TransferFormats, type TransferFormat } from '@quiz/contract/limits';
import { currentLanguage } from '../../../i18n';
import { Messages } from '../../../i18n/messages';
import { AnswerKeyFormats, leftOutHeader } from '@quiz/contract/transfer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { downloadFile, errorMessage } from '../../../lib/api-client';
import { TransferFormatLabels } from '../api/types';

interface ExportDialogProps {
  quizId: string;
  /** The owner and admins: every format, answer key included. Others: a public quiz without its key. */
  withAnswerKey: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Export': the quiz as a file in one of the formats, with what the format could not carry listed after. */
export function ExportDialog({ quizId, withAnswerKey, open, onOpenChange }: ExportDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<TransferFormat | null>(null);
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const formats = TransferFormats.filter((f) => withAnswerKey || !AnswerKeyFormats.includes(f));

  const download = (format: TransferFormat) => {
    setBusy(format);
    setError(undefined);
    setLeftOut([]);
    downloadFile(
      `/quizzes/${quizId}/export?format=${format}&lang=${currentLanguage()}`,
      undefined,
      Messages.exportFailed,
    )
      .then((headers) => {
        const listed = headers.get(leftOutHeader);
        setLeftOut(listed ? (JSON.parse(decodeURIComponent(listed)) as string[]) : []);
      })
      .catch((e: unknown) => setError(errorMessage(e, Messages.exportFailed)))
      .finally(() => setBusy(null));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setLeftOut([]);
      }}
      title={t('transfer.export.title')}
      description={withAnswerKey ? t('transfer.export.withKey') : t('transfer.export.withoutKey')}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        {formats.map((format) => (
          <Button key={format} variant="secondary" loading={busy === format} onClick={() => download(format)}>
            <Download className="h-4 w-4" aria-hidden="true" /> {t(TransferFormatLabels[format])}
          </Button>
        ))}
      </div>
      <div className="mt-4 space-y-2">
        {error && <Alert>{error}</Alert>}
        {leftOut.length > 0 && (
          <Alert tone="info">
            <p className="font-semibold">{t('transfer.export.leftOut', { number: leftOut.length })}</p>
            <ul className="list-disc pl-5">
              {leftOut.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Alert>
        )}
      </div>
    </Dialog>
  );
}
