import { useTranslation } from 'react-i18next';

/** Marks a room's guest (a nickname, no account) wherever people are listed. */
export function GuestBadge() {
  const { t } = useTranslation();
  return (
    <span className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-[10px] font-bold text-slate-700">
      {t('shell.guest')}
    </span>
  );
}
