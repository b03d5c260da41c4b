import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useQrCode } from '../../../lib/use-qr-code';

async function copy(text: string, copied: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error(failed);
  }
}

/** Link, QR code and embed snippet of a quiz. The QR library loads only when the dialog opens. */
export function ShareDialog({
  quizId,
  title,
  open,
  onOpenChange,
}: {
  quizId: string;
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const link = `${window.location.origin}/quiz/${quizId}`;
  const embed = `<iframe src="${window.location.origin}/embed/quiz/${quizId}" title="${title.replace(/"/g, '&quot;')}" width="420" height="300" style="border:0"></iframe>`;
  const qr = useQrCode(link, { enabled: open });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('quizzes.share.title')} description={title}>
      <div className="space-y-5">
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700">{t('quizzes.share.link')}</p>
          <div className="flex gap-2">
            <input
              readOnly
              value={link}
              aria-label={t('quizzes.share.linkAria')}
              className="flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
            <Button
              variant="secondary"
              onClick={() => void copy(link, t('quizzes.share.linkCopied'), t('quizzes.share.linkCopyFailed'))}
            >
              <Copy className="h-4 w-4" aria-hidden="true" /> {t('quizzes.share.copyLink')}
            </Button>
          </div>
        </div>
        <div className="flex justify-center">
          {qr ? (
            <img src={qr} alt={t('quizzes.share.qrAlt')} className="h-44 w-44" />
          ) : (
            <div className="h-44 w-44 animate-pulse rounded bg-slate-100" />
          )}
        </div>
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700">{t('quizzes.share.embed')}</p>
          <textarea
            readOnly
            rows={3}
            value={embed}
            aria-label={t('quizzes.share.embedAria')}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-xs"
          />
          <Button
            variant="secondary"
            onClick={() => void copy(embed, t('quizzes.share.embedCopied'), t('quizzes.share.embedCopyFailed'))}
          >
            <Copy className="h-4 w-4" aria-hidden="true" /> {t('quizzes.share.copyEmbed')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
