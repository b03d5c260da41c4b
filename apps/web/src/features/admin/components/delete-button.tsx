import { Trash2 } from 'lucide-react';
import { Messages } from '../../../i18n/messages';
import { ConfirmAction } from './confirm-action';
import { RowAction } from './row-action';

/** The confirmation and the toasts' fallbacks of each kind of deletion (SPEC §5, §8). */
const kinds = {
  user: {
    title: 'Delete User',
    message: Messages.confirmDeleteUser,
    succeeded: Messages.userDeleted,
    failed: Messages.deleteUserFailed,
  },
  quiz: {
    title: 'Delete Quiz',
    message: Messages.confirmAdminDeleteQuiz,
    succeeded: Messages.quizDeleted,
    failed: Messages.deleteQuizFailed,
  },
} as const;

interface DeleteButtonProps {
  kind: keyof typeof kinds;
  run(): Promise<{ message?: string }>;
  blockedBecause?: string;
}

/** 'Delete' in a table row, behind the confirmation. */
export function DeleteButton({ kind, run, blockedBecause }: DeleteButtonProps) {
  const { title, message, succeeded, failed } = kinds[kind];
  return (
    <ConfirmAction
      title={title}
      message={message}
      confirmLabel="Delete"
      run={run}
      succeeded={succeeded}
      failed={failed}
    >
      {(open) => (
        <RowAction
          icon={<Trash2 className="h-3.5 w-3.5" aria-hidden="true" />}
          label="Delete"
          variant="danger"
          blockedBecause={blockedBecause}
          onClick={open}
        />
      )}
    </ConfirmAction>
  );
}
