import { useEffect, useState } from 'react';
import { Sparkles, Swords, Target, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session-context';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SectionHeading } from './section-heading';

/** SPEC §9: the panels rotate every 5000 ms, in a loop. */
export const CarouselIntervalMs = 5000;

export const experiencePanels = [
  { icon: Swords, title: 'landing.experience.multiplayer.title', text: 'landing.experience.multiplayer.text' },
  { icon: Target, title: 'landing.experience.results.title', text: 'landing.experience.results.text' },
  { icon: Sparkles, title: 'landing.experience.ai.title', text: 'landing.experience.ai.text' },
  { icon: Trophy, title: 'landing.experience.competitive.title', text: 'landing.experience.competitive.text' },
] as const;

export function InteractiveExperience() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [active, setActive] = useState(0);
  // Hovering or focusing the carousel holds it still, so nobody has to read against the clock.
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    // A new timer whenever the panel changes, so a click also gives its panel the full five seconds.
    const timer = setTimeout(() => setActive((i) => (i + 1) % experiencePanels.length), CarouselIntervalMs);
    return () => clearTimeout(timer);
  }, [active, paused]);

  const panel = experiencePanels[active]!;
  const { icon: ActiveIcon } = panel;

  return (
    <section aria-labelledby="experience-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="experience-title"
          eyebrow={t('landing.experience.eyebrow')}
          title={t('landing.experience.title')}
        />
        <div
          className="mt-12 grid gap-8 lg:grid-cols-2"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
          }}
        >
          <ul className="grid gap-3">
            {experiencePanels.map(({ icon: Icon, title }, i) => (
              <li key={title}>
                <button
                  type="button"
                  aria-pressed={i === active}
                  aria-controls="experience-panel"
                  onClick={() => setActive(i)}
                  className={cn(
                    'flex w-full items-center gap-4 rounded-2xl p-4 text-left ring-1 transition',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    i === active
                      ? 'bg-brand-600 text-white shadow-lg ring-brand-600'
                      : 'bg-white text-slate-800 ring-slate-200 hover:ring-brand-500',
                  )}
                >
                  <span className={cn('rounded-lg p-2', i === active ? 'bg-white/20' : 'bg-brand-100 text-brand-700')}>
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <span className="font-semibold">{t(title)}</span>
                </button>
              </li>
            ))}
          </ul>
          <div
            id="experience-panel"
            aria-live={paused ? 'polite' : 'off'}
            className="flex flex-col justify-between gap-8 rounded-3xl bg-gradient-to-br from-brand-600 to-violet-600 p-8 text-white shadow-xl"
          >
            <div key={active} className="transition duration-500 starting:opacity-0">
              <ActiveIcon className="h-12 w-12" aria-hidden="true" />
              <h3 className="mt-6 text-2xl font-bold">{t(panel.title)}</h3>
              <p className="mt-3 text-lg text-white/90">{t(panel.text)}</p>
            </div>
            <div className="flex items-center justify-between gap-4">
              {session ? (
                <Link to="/dashboard" className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
                  {t('landing.experience.startCreating')}
                </Link>
              ) : (
                <Link to="/register" className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
                  {t('landing.experience.joinNow')}
                </Link>
              )}
              <p className="text-sm text-white/80">
                {active + 1} / {experiencePanels.length}
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
