import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  message: string;
  /** What the action does beyond the question, shown under it (what goes and what stays, for a deletion). */
  details?: string;
  confirmLabel: string;
  pending?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm(): void;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  details,
  confirmLabel,
  pending,
  tone = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={message}>
      {details && <p className="mb-4 text-sm text-slate-600">{details}</p>}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </Button>
        <Button variant={tone} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
