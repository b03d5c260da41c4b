import { useState, type ComponentType } from 'react';
import { ChevronLeft, ChevronRight, CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SectionHeading } from './section-heading';
import { ConfigureIllustration, DesignIllustration, LaunchIllustration } from './walkthrough-illustrations';

interface WalkthroughStep {
  title: string;
  subtitle: string;
  description: string;
  Image: ComponentType;
  features: [string, string, string, string];
}

export const walkthroughSteps: WalkthroughStep[] = [
  {
    title: 'Design Your Quiz',
    subtitle: 'Create & Customize',
    description:
      'Start from a blank quiz: give it a title, pick a category and write your questions, each with its answer options and the correct one marked.',
    Image: DesignIllustration,
    features: [
      'Ten categories, from Science to Entertainment',
      'Four answer options per question',
      'Add or remove questions as you go',
      'Edit your quiz whenever you like',
    ],
  },
  {
    title: 'Configure Settings',
    subtitle: 'Fine-tune & Optimize',
    description:
      'Decide who sees your quiz and how it is presented before anyone takes it. Every setting can be changed later.',
    Image: ConfigureIllustration,
    features: [
      'Public for everyone or private to you',
      'A description of up to 500 characters',
      'A category that helps people find it',
      'Change questions and answers at any time',
    ],
  },
  {
    title: 'Launch & Share',
    subtitle: 'Publish & Engage',
    description:
      'Publish the quiz and bring people to it wherever they are, then read what they think of it in ratings and reviews.',
    Image: LaunchIllustration,
    features: [
      'Share a direct link',
      'Show or print a QR code',
      'Embed it on your own website',
      'Collect 1–5 star ratings and comments',
    ],
  },
];

export function HowItWorks() {
  const [index, setIndex] = useState(0);
  const last = walkthroughSteps.length - 1;
  const step = walkthroughSteps[index]!;
  const { Image } = step;

  return (
    <section aria-labelledby="how-it-works-title" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From idea to shared quiz in three steps"
        />
        <div className="mt-12 grid items-center gap-10 rounded-3xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-10 lg:grid-cols-2">
          <div className="mx-auto aspect-[4/3] w-full max-w-md">
            <Image />
          </div>
          <div>
            <p className="text-sm font-semibold text-brand-600">{step.subtitle}</p>
            <h3 className="mt-1 text-2xl font-bold text-slate-900">{step.title}</h3>
            <p className="mt-3 text-slate-600">{step.description}</p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {step.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm font-medium text-slate-800">
                  <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                  {feature}
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
                Previous
              </Button>
              <div className="flex flex-col items-center gap-2">
                <p aria-live="polite" className="text-sm font-semibold text-slate-700">
                  {`Step ${index + 1} of ${walkthroughSteps.length}`}
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
                Next
                <ChevronRight className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              </Button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
