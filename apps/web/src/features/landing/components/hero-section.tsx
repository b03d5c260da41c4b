import { BarChart3, Brain, LayoutTemplate, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session-context';
import { LanguageSwitch } from '../../../components/language-switch';
import { Logo } from '../../../components/logo';
import { buttonClasses } from '../../../components/ui/button';

const features = [
  { icon: Sparkles, title: 'landing.hero.ai' },
  { icon: Brain, title: 'landing.hero.interactive' },
  { icon: BarChart3, title: 'landing.hero.analytics' },
  { icon: LayoutTemplate, title: 'landing.hero.templates' },
] as const;

export function LandingHeader() {
  const { t } = useTranslation();
  const { session } = useSession();
  return (
    <header className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
      <Logo />
      <nav className="flex flex-wrap items-center gap-2">
        <LanguageSwitch />
        {session ? (
          <Link to="/dashboard" className={buttonClasses('ghost')}>
            {t('common.dashboard')}
          </Link>
        ) : (
          <>
            <Link to="/play" className={buttonClasses('ghost')}>
              {t('common.joinGame')}
            </Link>
            <Link to="/login" className={buttonClasses('ghost')}>
              {t('common.signIn')}
            </Link>
            <Link to="/register" className={buttonClasses('primary')}>
              {t('landing.getStarted')}
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}

export function HeroSection() {
  const { t } = useTranslation();
  const { session } = useSession();
  return (
    <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 lg:grid-cols-2 lg:py-24">
      <section>
        <h1 className="text-4xl font-black tracking-tight text-slate-900 sm:text-5xl">{t('landing.hero.title')}</h1>
        <p className="mt-4 text-lg text-slate-600">{t('landing.hero.subtitle')}</p>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {features.map(({ icon: Icon, title }) => (
            <li key={title} className="flex items-center gap-3 font-medium text-slate-800">
              <span className="rounded-lg bg-brand-100 p-2 text-brand-700">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              {t(title)}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          {session ? (
            <Link to="/dashboard" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
              {t('common.goToDashboard')}
            </Link>
          ) : (
            <>
              <Link to="/register" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
                {t('landing.getStarted')}
              </Link>
              <Link to="/login" className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
                {t('common.signIn')}
              </Link>
            </>
          )}
        </div>
      </section>
      <section aria-label={t('landing.hero.numbers')} className="grid grid-cols-2 gap-4">
        {(
          [
            ['1000+', 'landing.stats.activeUsers'],
            ['500+', 'landing.stats.quizzesCreated'],
          ] as const
        ).map(([figure, label]) => (
          <div key={label} className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
            <p className="text-4xl font-black text-brand-600">{figure}</p>
            <p className="mt-2 font-medium text-slate-600">{t(label)}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
