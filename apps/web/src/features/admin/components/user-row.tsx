import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@quiz/contract/admin';
import { isCardEmail } from '@quiz/contract/classes';
import { Messages } from '../../../i18n/messages';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/ui/badge';
import { useDeleteUser } from '../api/delete-row';
import { useUpdatePermissions } from '../api/update-permissions';
import { ConfirmAction } from './confirm-action';
import { DeleteButton } from './delete-button';
import { actionsCellClasses, cellClasses, dayOf, RowAction } from './row-action';

/** An account in the users table; the admin's own row cannot be deleted or demoted (SPEC §6). */
export function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const permissions = useUpdatePermissions();
  const isAdmin = user.accountType === 'admin';
  const switchLabel = isAdmin ? t('admin.removeAdmin') : t('admin.makeAdmin');
  const SwitchIcon = isAdmin ? ShieldOff : ShieldCheck;
  return (
    <tr>
      <td className={cellClasses}>
        <div className="flex items-center gap-3">
          <Avatar src={user.profilePicture} name={user.username} />
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{user.username}</p>
            <p className="truncate text-xs text-slate-500">{user.displayName || Messages.noDisplayName}</p>
          </div>
        </div>
      </td>
      <td className={cellClasses}>
        {/* A card student has no e-mail of their own (issue 38): their address is a placeholder, not worth showing. */}
        {isCardEmail(user.email) ? <Badge tone="slate">{t('admin.loginCard')}</Badge> : user.email}
      </td>
      <td className={cellClasses}>
        <Badge tone={isAdmin ? 'brand' : 'slate'}>{isAdmin ? t('admin.adminBadge') : t('admin.standardBadge')}</Badge>
      </td>
      <td className={cellClasses}>{dayOf(user.registrationDate)}</td>
      <td className={actionsCellClasses}>
        <div className="flex flex-wrap gap-2">
          <ConfirmAction
            title={switchLabel}
            message={isAdmin ? Messages.confirmRemoveAdmin(user.username) : Messages.confirmMakeAdmin(user.username)}
            confirmLabel={switchLabel}
            tone={isAdmin ? 'danger' : 'primary'}
            run={() => permissions.mutateAsync({ userId: user._id, accountType: isAdmin ? 'standard' : 'admin' })}
            succeeded={Messages.userPermissionsUpdated}
            failed={Messages.updatePermissionsFailed}
          >
            {(open) => (
              <RowAction
                icon={<SwitchIcon className="h-3.5 w-3.5" aria-hidden="true" />}
                label={switchLabel}
                variant="secondary"
                blockedBecause={isSelf ? Messages.cannotChangeOwnPermissions : undefined}
                onClick={open}
              />
            )}
          </ConfirmAction>
          <DeleteButton
            kind="user"
            name={user.username}
            run={() => remove.mutateAsync(user._id)}
            blockedBecause={isSelf ? Messages.cannotDeleteYourself : undefined}
          />
        </div>
      </td>
    </tr>
  );
}
