/** The classes a student belongs to (or asked to join), each with its teacher and a Leave button. */
import { useState } from 'react';
import { Clock } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { JoinedClass } from '@quiz/contract/classes';
import { Messages } from '../../../i18n/messages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useLeaveClass } from '../api/leave-class';
import { ArchivedBadge, classFacts } from './class-badges';

function LeaveButton({ joined }: { joined: JoinedClass }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const leave = useLeaveClass();
  const pending = joined.status === 'pending';
  const confirm = () =>
    leave.mutateAsync(joined._id).then(
      () => {
        setOpen(false);
        toast.success(Messages.classLeft);
      },
      (error: unknown) => toast.error(errorMessage(error, Messages.internalError)),
    );
  return (
    <>
      <Button
        variant="secondary"
        className="min-h-11 shrink-0"
        onClick={() => setOpen(true)}
        aria-label={t('classes.joined.leaveNamed', { name: joined.name })}
      >
        {t('classes.joined.leave')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('classes.joined.leaveTitle')}
        message={
          pending
            ? t('classes.joined.withdrawConfirm', { name: joined.name })
            : t('classes.joined.leaveConfirm', { name: joined.name })
        }
        details={pending ? undefined : t('classes.joined.leaveDetails')}
        confirmLabel={t('classes.joined.leave')}
        pending={leave.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

export function JoinedClasses({ classes }: { classes: JoinedClass[] }) {
  const { t } = useTranslation();
  if (classes.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-sm text-slate-600 ring-1 ring-slate-200">
        {t('classes.joined.empty')}
      </p>
    );
  }
  return (
    <ul className="space-y-3" aria-label={t('classes.joined.title')}>
      {classes.map((joined) => (
        <li
          key={joined._id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold wrap-anywhere text-slate-900">{joined.name}</span>
              {joined.status === 'pending' && (
                <Badge tone="amber">
                  <Clock className="h-3 w-3" aria-hidden="true" /> {t('classes.joined.waiting')}
                </Badge>
              )}
              {joined.archived && <ArchivedBadge />}
            </p>
            {classFacts(joined) && <p className="text-sm text-slate-600">{classFacts(joined)}</p>}
            <p className="text-sm text-slate-600">
              {t('classes.joined.teacher', { name: joined.teacher.displayName || joined.teacher.username })}
            </p>
          </div>
          <LeaveButton joined={joined} />
        </li>
      ))}
    </ul>
  );
}
