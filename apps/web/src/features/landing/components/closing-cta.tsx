import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session-context';
import { buttonClasses } from '../../../components/ui/button';

export function ClosingCta() {
  const { t } = useTranslation();
  const { session } = useSession();
  return (
    <section aria-labelledby="closing-cta-title" className="px-4 py-20">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-600 to-violet-600 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2 id="closing-cta-title" className="text-3xl font-black tracking-tight sm:text-4xl">
          {t('landing.closing.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">
          {session ? t('landing.closing.member') : t('landing.closing.guest')}
        </p>
        <div className="mt-8 flex justify-center">
          {session ? (
            <Link to="/dashboard" className={buttonClasses('secondary', 'px-8 py-3 text-base')}>
              {t('common.goToDashboard')}
            </Link>
          ) : (
            <Link to="/register" className={buttonClasses('secondary', 'px-8 py-3 text-base')}>
              {t('landing.closing.signUp')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
