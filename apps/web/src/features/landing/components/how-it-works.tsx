import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SectionHeading } from './section-heading';
import { ConfigureIllustration, DesignIllustration, LaunchIllustration } from './walkthrough-illustrations';

/** Each step's texts are message keys, read in the reader's language at render. */
export const walkthroughSteps = [
  {
    title: 'landing.howItWorks.design.title',
    subtitle: 'landing.howItWorks.design.subtitle',
    description: 'landing.howItWorks.design.description',
    Image: DesignIllustration,
    features: [
      'landing.howItWorks.design.feature1',
      'landing.howItWorks.design.feature2',
      'landing.howItWorks.design.feature3',
      'landing.howItWorks.design.feature4',
    ],
  },
  {
    title: 'landing.howItWorks.configure.title',
    subtitle: 'landing.howItWorks.configure.subtitle',
    description: 'landing.howItWorks.configure.description',
    Image: ConfigureIllustration,
    features: [
      'landing.howItWorks.configure.feature1',
      'landing.howItWorks.configure.feature2',
      'landing.howItWorks.configure.feature3',
      'landing.howItWorks.configure.feature4',
    ],
  },
  {
    title: 'landing.howItWorks.launch.title',
    subtitle: 'landing.howItWorks.launch.subtitle',
    description: 'landing.howItWorks.launch.description',
    Image: LaunchIllustration,
    features: [
      'landing.howItWorks.launch.feature1',
      'landing.howItWorks.launch.feature2',
      'landing.howItWorks.launch.feature3',
      'landing.howItWorks.launch.feature4',
    ],
  },
] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const last = walkthroughSteps.length - 1;
  const step = walkthroughSteps[index]!;
  const { Image } = step;

  return (
    <section aria-labelledby="how-it-works-title" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="how-it-works-title"
          eyebrow={t('landing.howItWorks.eyebrow')}
          title={t('landing.howItWorks.title')}
        />
        <div className="mt-12 grid items-center gap-10 rounded-3xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-10 lg:grid-cols-2">
          <div className="mx-auto aspect-[4/3] w-full max-w-md">
            <Image />
          </div>
          <div>
            <p className="text-sm font-semibold text-brand-600">{t(step.subtitle)}</p>
            <h3 className="mt-1 text-2xl font-bold text-slate-900">{t(step.title)}</h3>
            <p className="mt-3 text-slate-600">{t(step.description)}</p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {step.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm font-medium text-slate-800">
                  <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                  {t(feature)}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex items-center justify-between gap-2">
              <Button
                variant="secondary"
                className="px-3 sm:px-4"
                onClick={() => setIndex((i) => Math.max(0, i - 1))}
                disabled={index === 0}
              >
                <ChevronLeft className="hidden h-4 w-4 sm:block" aria-hidden="true" />
                {t('landing.howItWorks.previous')}
              </Button>
              <div className="flex flex-col items-center gap-2">
                <p aria-live="polite" className="text-sm font-semibold text-slate-700">
                  {t('landing.howItWorks.step', { step: index + 1, total: walkthroughSteps.length })}
                </p>
                <div className="flex gap-1.5" aria-hidden="true">
                  {walkthroughSteps.map((s, i) => (
                    <span
                      key={s.title}
                      className={cn(
                        'h-2 rounded-full transition-all',
                        i === index ? 'w-6 bg-brand-600' : 'w-2 bg-brand-100',
                      )}
                    />
                  ))}
                </div>
              </div>
              <Button
                className="px-3 sm:px-4"
                onClick={() => setIndex((i) => Math.min(last, i + 1))}
                disabled={index === last}
              >
                {t('landing.howItWorks.next')}
                <ChevronRight className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              </Button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
