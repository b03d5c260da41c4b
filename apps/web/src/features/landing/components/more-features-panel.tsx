import { useEffect, useState } from 'react';
import { BarChart3, ListChecks, Share2, Timer, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { SectionHeading } from './section-heading';

/** SPEC §9: the panel appears once the visitor has scrolled past 60% of the page. */
export const RevealScrollFraction = 0.6;

/**
 * True once the visitor has scrolled past `fraction` of the page, and from then on.
 *
 * "Past 60% of the page" is measured on the scrollable distance: scrollY > fraction * (scrollHeight - innerHeight).
 * Unlike comparing the viewport's bottom edge with the page height, this never fires before the visitor scrolls,
 * however tall the screen; a page that cannot scroll at all never reveals it.
 */
export function useScrolledPast(fraction: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (past) return;
    const check = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable > 0 && window.scrollY > fraction * scrollable) setPast(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [fraction, past]);
  return past;
}

const cards = [
  { icon: ListChecks, title: 'landing.more.types.title', text: 'landing.more.types.text' },
  { icon: Timer, title: 'landing.more.time.title', text: 'landing.more.time.text' },
  { icon: Share2, title: 'landing.more.sharing.title', text: 'landing.more.sharing.text' },
  { icon: BarChart3, title: 'landing.more.analytics.title', text: 'landing.more.analytics.text' },
  { icon: Users, title: 'landing.more.multiplayer.title', text: 'landing.more.multiplayer.text' },
] as const;

/**
 * The 'More Powerful Quiz Features' panel. It sits in the page flow, low enough that it is still below the
 * visitor's screen when it appears, so nothing already on screen moves; it fades in and then stays.
 */
export function MoreFeaturesPanel() {
  const { t } = useTranslation();
  const revealed = useScrolledPast(RevealScrollFraction);
  if (!revealed) return null;
  return (
    <section
      aria-labelledby="more-features-title"
      className="bg-white py-20 transition duration-700 ease-out starting:translate-y-6 starting:opacity-0"
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="more-features-title" eyebrow={t('landing.more.eyebrow')} title={t('landing.more.title')} />
        <div className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {cards.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="flex flex-col gap-3 p-5">
              <span className="w-fit rounded-lg bg-brand-100 p-2 text-brand-700">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="font-bold text-slate-900">{t(title)}</h3>
              <p className="text-sm text-slate-600">{t(text)}</p>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
