import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import { ConfirmAction } from './confirm-action';
import { RowAction } from './row-action';

/**
 * The confirmation and the toasts' fallbacks of each kind of deletion (SPEC §5, §8): a message key for the title,
 * the shared messages' names for the rest, all read when rendered, in the reader's language.
 */
const kinds = {
  user: {
    title: 'admin.deleteUser',
    message: 'confirmDeleteUser',
    succeeded: 'userDeleted',
    failed: 'deleteUserFailed',
  },
  quiz: {
    title: 'admin.deleteQuiz',
    message: 'confirmAdminDeleteQuiz',
    succeeded: 'quizDeleted',
    failed: 'deleteQuizFailed',
  },
} as const;

interface DeleteButtonProps {
  kind: keyof typeof kinds;
  /** Who or what is deleted, named in the confirmation (a user's username). */
  name?: string;
  run(): Promise<{ message?: string }>;
  blockedBecause?: string;
}

/** 'Delete' in a table row, behind the confirmation. */
export function DeleteButton({ kind, name, run, blockedBecause }: DeleteButtonProps) {
  const { t } = useTranslation();
  const { title, message, succeeded, failed } = kinds[kind];
  // What goes and what stays (issue 36): the person's things go with them, everyone's results stay.
  const details =
    kind === 'user' ? t('admin.deleteUserConsequences', { name: name ?? '' }) : t('quizzes.delete.consequences');
  return (
    <ConfirmAction
      title={t(title)}
      message={Messages[message]}
      details={details}
      confirmLabel={t('admin.delete')}
      run={run}
      succeeded={Messages[succeeded]}
      failed={Messages[failed]}
    >
      {(open) => (
        <RowAction
          icon={<Trash2 className="h-3.5 w-3.5" aria-hidden="true" />}
          label={t('admin.delete')}
          variant="danger"
          blockedBecause={blockedBecause}
          onClick={open}
        />
      )}
    </ConfirmAction>
  );
}
