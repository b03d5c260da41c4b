/** Every destructive or permission action of the admin panel: ask first, then toast the server's word or the fallback. */
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';

interface ConfirmActionProps {
  title: string;
  message: string;
  /** Under the question: what goes and what stays. */
  details?: string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  run(): Promise<unknown>;
  /** Toasted when the server says nothing. */
  succeeded: string;
  failed: string;
  /** The trigger, given a function that opens the confirmation. */
  children(open: () => void): ReactNode;
}

export function ConfirmAction({
  title,
  message,
  details,
  confirmLabel,
  tone,
  run,
  succeeded,
  failed,
  children,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = () => {
    setPending(true);
    run()
      .then(
        () => {
          setOpen(false);
          toast.success(succeeded);
        },
        (error: unknown) => toast.error(errorMessage(error, failed)),
      )
      .finally(() => setPending(false));
  };
  return (
    <>
      {children(() => setOpen(true))}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        message={message}
        details={details}
        confirmLabel={confirmLabel}
        tone={tone}
        pending={pending}
        onConfirm={confirm}
      />
    </>
  );
}
