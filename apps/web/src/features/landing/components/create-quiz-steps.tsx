import { SectionHeading } from './section-heading';

const steps = [
  {
    title: 'Create your account',
    text: 'Register with a username and an email address, then confirm the address from the link you receive.',
  },
  {
    title: 'Start a new quiz',
    text: 'From your dashboard choose Create New Quiz, give it a title and pick one of ten categories.',
  },
  {
    title: 'Write your questions',
    text: 'Give each question four answer options and mark the correct one. Add as many questions as you need.',
  },
  {
    title: 'Publish and share',
    text: 'Make the quiz public or keep it private, then share it by link, QR code or an embed snippet.',
  },
];

export function CreateQuizSteps() {
  return (
    <section aria-labelledby="create-quiz-title" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="create-quiz-title" eyebrow="Get started" title="Create Your Own Quiz">
          Four steps from an empty page to a quiz other people can take.
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
              <h3 className="mt-4 font-bold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
