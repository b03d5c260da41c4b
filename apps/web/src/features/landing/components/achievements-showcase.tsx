import { Award, Crown, Flame, Gem, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

const badges = [
  { name: 'landing.achievements.quizMaster', icon: Crown, colours: 'from-amber-300 to-amber-500 text-amber-950' },
  { name: 'landing.achievements.champion', icon: Trophy, colours: 'from-brand-500 to-brand-700 text-white' },
  { name: 'landing.achievements.legend', icon: Flame, colours: 'from-rose-400 to-red-600 text-white' },
  { name: 'landing.achievements.expert', icon: Award, colours: 'from-emerald-300 to-emerald-600 text-emerald-950' },
  { name: 'landing.achievements.ultimateQuizzer', icon: Gem, colours: 'from-violet-400 to-fuchsia-600 text-white' },
] as const;

export function AchievementsShowcase() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="achievements-title" className="bg-slate-900 py-20 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {t('landing.achievements.eyebrow')}
          </p>
          <h2 id="achievements-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
            {t('landing.achievements.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-300">{t('landing.achievements.text')}</p>
        </div>
        <ul className="mt-12 flex flex-wrap justify-center gap-6">
          {badges.map(({ name, icon: Icon, colours }) => (
            <li key={name} className="w-32">
              <Link
                to="/achievements"
                className="flex flex-col items-center gap-3 text-center hover:opacity-90 focus-visible:outline-2 focus-visible:outline-white"
              >
                <span
                  className={cn(
                    'flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-br shadow-lg ring-4 ring-white/10',
                    colours,
                  )}
                >
                  <Icon className="h-9 w-9" aria-hidden="true" />
                </span>
                <span className="font-bold">{t(name)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
