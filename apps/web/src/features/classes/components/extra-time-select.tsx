/**
 * A student's extra time on the class's timed homework (issue 38), the accommodation a school gives: none, ×1.5 or
 * ×2, set here once for every assignment of the class.
 */
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ClassMember } from '@quiz/contract/classes';
import { ExtraTimeFactors, type ExtraTimeFactor } from '@quiz/contract/limits';
import { formatNumber } from '../../../i18n/format';
import { Messages } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { useSetAccommodation } from '../api/set-accommodation';

const factorOf = (value: string) => ExtraTimeFactors.find((factor) => String(factor) === value) ?? 1;

export function ExtraTimeSelect({ classId, member }: { classId: string; member: ClassMember }) {
  const { t } = useTranslation();
  const save = useSetAccommodation();
  const id = useId();
  // What was chosen shows at once; the class read again afterwards says what the server kept.
  const value: number = save.isPending ? save.variables.extraTime : member.extraTime;
  const choose = (extraTime: ExtraTimeFactor) =>
    save.mutate(
      { classId, memberId: member._id, extraTime },
      {
        onSuccess: () => toast.success(Messages.accommodationSaved),
        onError: (error) => toast.error(errorMessage(error, Messages.internalError)),
      },
    );
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        {t('classes.students.extraTime')}
        <span className="sr-only"> {t('classes.students.extraTimeFor', { name: member.name })}</span>
      </label>
      <select
        id={id}
        value={String(value)}
        disabled={save.isPending}
        onChange={(event) => choose(factorOf(event.target.value))}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:opacity-60"
      >
        {ExtraTimeFactors.map((factor) => (
          <option key={factor} value={String(factor)}>
            {factor === 1 ? t('classes.students.extraTimeNone') : `×${formatNumber(factor)}`}
          </option>
        ))}
      </select>
    </span>
  );
}

/** In an archived class, which changes nothing: the extra time a student had, if any. */
export function ExtraTimeNote({ member }: { member: ClassMember }) {
  const { t } = useTranslation();
  if (member.extraTime <= 1) return null;
  return (
    <span className="text-sm text-slate-600">
      {t('classes.students.extraTimeIs', { factor: formatNumber(member.extraTime) })}
    </span>
  );
}
