import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';

// Illustrative voices, not quotes from named people; the section says so on screen.
const testimonials = [
  {
    role: 'Secondary-school teacher',
    quote:
      'I write a short check at the end of each unit and share the link with my class. The ratings tell me which quizzes worked.',
  },
  {
    role: 'University student',
    quote: 'Our study group makes one quiz per chapter and we swap links the week before exams.',
  },
  {
    role: 'Pub quiz organiser',
    quote: 'A QR code on the screen gets everybody to the right quiz in seconds, no typing long addresses.',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Who it is for"
          title="Made for classrooms, study groups and quiz nights"
        >
          Illustrative examples of how people use Quiz Adventure.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map(({ role, quote }) => (
            <li key={role}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Quote className="h-8 w-8 text-brand-500" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 text-slate-700">{quote}</blockquote>
                <figcaption className="mt-6 text-sm font-semibold text-slate-900">{role}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
