/**
 * A class's students for its teacher: those asking to join first (admit or decline), then the class (remove anyone,
 * reset a card student's lost login card), then, folded away, those who left or were removed.
 */
import { useState } from 'react';
import { Printer } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClassDetail, ClassMember, LoginCard } from '@quiz/contract/classes';
import { Messages } from '../../../i18n/messages';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useAdmitMember, useRemoveMember, useResetCard } from '../api/manage-members';
import { ActiveRow, GoneRow, PendingRow, type MemberActions } from './member-rows';

type Asking = { kind: 'remove' | 'reset'; member: ClassMember } | null;

export function StudentList({ klass }: { klass: ClassDetail }) {
  const { t } = useTranslation();
  const admit = useAdmitMember();
  const remove = useRemoveMember();
  const reset = useResetCard();
  const [asking, setAsking] = useState<Asking>(null);
  const [newCard, setNewCard] = useState<LoginCard | null>(null);
  const ref = (member: ClassMember) => ({ classId: klass._id, memberId: member._id });
  const failed = (error: unknown) => toast.error(errorMessage(error, Messages.internalError));

  const actions: MemberActions = {
    classId: klass._id,
    enabled: !klass.archived,
    busy: admit.isPending || remove.isPending,
    admit: (member) => admit.mutateAsync(ref(member)).then(() => toast.success(Messages.memberAdmitted), failed),
    decline: (member) =>
      remove.mutateAsync(ref(member)).then(() => toast.success(t('classes.students.declined')), failed),
    askRemove: (member) => setAsking({ kind: 'remove', member }),
    askReset: (member) => setAsking({ kind: 'reset', member }),
  };

  const confirm = () => {
    if (!asking) return;
    const { kind, member } = asking;
    const done = () => setAsking(null);
    if (kind === 'remove') {
      void remove.mutateAsync(ref(member)).then(() => {
        done();
        toast.success(Messages.memberRemoved);
      }, failed);
    } else {
      void reset.mutateAsync(ref(member)).then((card) => {
        done();
        setNewCard(card);
        toast.success(Messages.cardReset);
      }, failed);
    }
  };

  const pending = klass.members.filter((m) => m.status === 'pending');
  const active = klass.members.filter((m) => m.status === 'active');
  const gone = klass.members.filter((m) => m.status === 'left' || m.status === 'removed');
  const hasCards = active.some((m) => m.card);

  return (
    <section
      aria-labelledby="class-students"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="class-students" className="text-lg font-semibold text-slate-900">
          {t('classes.students.title', { count: active.length })}
        </h2>
        {hasCards && (
          <Link to={`/classes/${klass._id}/cards`} className={buttonClasses('secondary', 'min-h-11')}>
            <Printer className="h-4 w-4" aria-hidden="true" /> {t('classes.cards.print')}
          </Link>
        )}
      </div>

      {newCard && (
        <Alert tone="success">{t('classes.students.newCard', { name: newCard.name, secret: newCard.secret })}</Alert>
      )}

      {pending.length > 0 && (
        <div className="space-y-2 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <h3 className="font-semibold text-amber-900">{t('classes.students.pending', { count: pending.length })}</h3>
          <ul className="divide-y divide-amber-200" aria-label={t('classes.students.pendingLabel')}>
            {pending.map((member) => (
              <PendingRow key={member._id} member={member} actions={actions} />
            ))}
          </ul>
        </div>
      )}

      {active.length === 0 ? (
        <p className="text-sm text-slate-600">{t('classes.students.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('classes.students.activeLabel')}>
          {active.map((member) => (
            <ActiveRow key={member._id} member={member} actions={actions} />
          ))}
        </ul>
      )}

      {gone.length > 0 && (
        <details className="rounded-xl bg-slate-50 px-4 py-2 ring-1 ring-slate-200">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-slate-700">
            {t('classes.students.gone', { count: gone.length })}
          </summary>
          <ul className="divide-y divide-slate-200" aria-label={t('classes.students.goneLabel')}>
            {gone.map((member) => (
              <GoneRow key={member._id} member={member} />
            ))}
          </ul>
        </details>
      )}

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking?.kind === 'reset' ? t('classes.students.resetTitle') : t('classes.students.removeTitle')}
        message={
          asking?.kind === 'reset'
            ? t('classes.students.resetConfirm', { name: asking.member.name })
            : t('classes.students.removeConfirm', { name: asking?.member.name ?? '' })
        }
        details={
          asking?.kind === 'reset'
            ? t('classes.students.resetDetails')
            : asking?.member.card
              ? t('classes.students.removeCardDetails')
              : t('classes.students.removeDetails')
        }
        confirmLabel={asking?.kind === 'reset' ? t('classes.students.reset') : t('classes.students.remove')}
        pending={remove.isPending || reset.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
