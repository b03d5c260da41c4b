import { useTranslation } from 'react-i18next';

export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 flex flex-col items-center justify-center gap-6 bg-gradient-to-br from-brand-600 to-violet-700 text-white">
      <img src="/favicon.svg" alt="" className="h-20 w-20 rounded-2xl shadow-lg" />
      <div className="flex gap-2" aria-hidden="true">
        <span className="splash-dot h-3 w-3 rounded-full bg-white" />
        <span className="splash-dot h-3 w-3 rounded-full bg-white" />
        <span className="splash-dot h-3 w-3 rounded-full bg-white" />
      </div>
      <p className="text-lg font-semibold tracking-wide">{t('shell.splash')}</p>
    </div>
  );
}
