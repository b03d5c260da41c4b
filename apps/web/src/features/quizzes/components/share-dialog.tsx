import { Copy } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useQrCode } from '../../../lib/use-qr-code';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied to clipboard!`);
  } catch {
    toast.error(`Failed to copy ${what.toLowerCase()}`);
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
  const link = `${window.location.origin}/quiz/${quizId}`;
  const embed = `<iframe src="${window.location.origin}/embed/quiz/${quizId}" title="${title.replace(/"/g, '&quot;')}" width="420" height="300" style="border:0"></iframe>`;
  const qr = useQrCode(link, { enabled: open });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Share this quiz" description={title}>
      <div className="space-y-5">
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700">Link</p>
          <div className="flex gap-2">
            <input
              readOnly
              value={link}
              aria-label="Quiz link"
              className="flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
            <Button variant="secondary" onClick={() => void copy(link, 'Link')}>
              <Copy className="h-4 w-4" aria-hidden="true" /> Copy Link
            </Button>
          </div>
        </div>
        <div className="flex justify-center">
          {qr ? (
            <img src={qr} alt="QR code of the quiz link" className="h-44 w-44" />
          ) : (
            <div className="h-44 w-44 animate-pulse rounded bg-slate-100" />
          )}
        </div>
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700">Embed on your site</p>
          <textarea
            readOnly
            rows={3}
            value={embed}
            aria-label="Embed code"
            className="w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-xs"
          />
          <Button variant="secondary" onClick={() => void copy(embed, 'Embed code')}>
            <Copy className="h-4 w-4" aria-hidden="true" /> Copy Embed Code
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
