/** One student of a class as the teacher sees them: their name, how they sign in, and what can be done. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassMember } from '@quiz/contract/classes';
import { formatDate } from '../../../i18n/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ExtraTimeNote, ExtraTimeSelect } from './extra-time-select';

function MemberRow({ member, children }: { member: ClassMember; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium wrap-anywhere text-slate-900">{member.name}</span>
        {member.card ? (
          <Badge tone="brand">{t('classes.students.loginCard')}</Badge>
        ) : (
          member.username && <span className="text-sm text-slate-500">@{member.username}</span>
        )}
      </span>
      {children && <span className="flex flex-wrap gap-2">{children}</span>}
    </li>
  );
}

export interface MemberActions {
  classId: string;
  /** Off in an archived class: nothing changes there. */
  enabled: boolean;
  busy: boolean;
  admit(member: ClassMember): void;
  decline(member: ClassMember): void;
  askRemove(member: ClassMember): void;
  askReset(member: ClassMember): void;
}

export function PendingRow({ member, actions }: { member: ClassMember; actions: MemberActions }) {
  const { t } = useTranslation();
  return (
    <MemberRow member={member}>
      {actions.enabled && (
        <>
          <Button
            className="min-h-11"
            disabled={actions.busy}
            onClick={() => actions.admit(member)}
            aria-label={t('classes.students.admitNamed', { name: member.name })}
          >
            {t('classes.students.admit')}
          </Button>
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={actions.busy}
            onClick={() => actions.decline(member)}
            aria-label={t('classes.students.declineNamed', { name: member.name })}
          >
            {t('classes.students.decline')}
          </Button>
        </>
      )}
    </MemberRow>
  );
}

export function ActiveRow({ member, actions }: { member: ClassMember; actions: MemberActions }) {
  const { t } = useTranslation();
  return (
    <MemberRow member={member}>
      {actions.enabled ? (
        <>
          <ExtraTimeSelect classId={actions.classId} member={member} />
          {member.card && (
            <Button
              variant="secondary"
              className="min-h-11"
              onClick={() => actions.askReset(member)}
              aria-label={t('classes.students.resetNamed', { name: member.name })}
            >
              {t('classes.students.reset')}
            </Button>
          )}
          <Button
            variant="ghost"
            className="min-h-11 text-red-700 hover:bg-red-50"
            onClick={() => actions.askRemove(member)}
            aria-label={t('classes.students.removeNamed', { name: member.name })}
          >
            {t('classes.students.remove')}
          </Button>
        </>
      ) : (
        <ExtraTimeNote member={member} />
      )}
    </MemberRow>
  );
}

export function GoneRow({ member }: { member: ClassMember }) {
  const { t } = useTranslation();
  const date = member.leftAt ? formatDate(member.leftAt) : '';
  return (
    <MemberRow member={member}>
      <span className="text-sm text-slate-600">
        {member.status === 'left' ? t('classes.students.leftOn', { date }) : t('classes.students.removedOn', { date })}
      </span>
    </MemberRow>
  );
}
