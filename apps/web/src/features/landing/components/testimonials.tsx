import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

// Illustrative voices, not quotes from named people; the section says so on screen.
const testimonials = [
  { role: 'landing.testimonials.teacher.role', quote: 'landing.testimonials.teacher.quote' },
  { role: 'landing.testimonials.student.role', quote: 'landing.testimonials.student.quote' },
  { role: 'landing.testimonials.organiser.role', quote: 'landing.testimonials.organiser.quote' },
] as const;

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="testimonials-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('landing.testimonials.eyebrow')}
          title={t('landing.testimonials.title')}
        >
          {t('landing.testimonials.intro')}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map(({ role, quote }) => (
            <li key={role}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Quote className="h-8 w-8 text-brand-500" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 text-slate-700">{t(quote)}</blockquote>
                <figcaption className="mt-6 text-sm font-semibold text-slate-900">{t(role)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
