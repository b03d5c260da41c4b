import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const steps = [
  { title: 'landing.create.account.title', text: 'landing.create.account.text' },
  { title: 'landing.create.start.title', text: 'landing.create.start.text' },
  { title: 'landing.create.write.title', text: 'landing.create.write.text' },
  { title: 'landing.create.publish.title', text: 'landing.create.publish.text' },
] as const;

export function CreateQuizSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="create-quiz-title" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="create-quiz-title" eyebrow={t('landing.create.eyebrow')} title={t('landing.create.title')}>
          {t('landing.create.intro')}
        </SectionHeading>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-lg font-black text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 font-bold text-slate-900">{t(step.title)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
