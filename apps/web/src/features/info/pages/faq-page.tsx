import type { ReactNode } from 'react';
import { Code, InfoLayout, TextLink } from '../components/info-layout';

const questions: { question: string; answer: ReactNode }[] = [
  {
    question: 'Is Quiz Adventure free?',
    answer: (
      <>
        Yes. It is free software you run yourself, with no plans or subscriptions. See{' '}
        <TextLink to="/pricing">Pricing</TextLink> for what running it involves.
      </>
    ),
  },
  {
    question: 'Where is my data stored?',
    answer: (
      <>
        On the server that runs this copy of Quiz Adventure: in its embedded database under its data folder, or in the
        PostgreSQL database it is configured to use. Avatars are stored on the same server.
      </>
    ),
  },
  {
    question: 'Who can see my quizzes?',
    answer:
      'Public quizzes can be seen by everyone, including visitors who are not logged in. Private quizzes are visible only to you and to administrators. Only you can edit or delete your quizzes.',
  },
  {
    question: 'Do I have to verify my email before I can log in?',
    answer:
      'No. You can log in straight away; the app reminds you until the address is verified and lets you resend the verification email.',
  },
  {
    question: 'How do I share a quiz?',
    answer:
      'Open the quiz and copy its link, show its QR code, or copy the embed snippet into your own web page. A private quiz can only be opened by you, so make it public before sharing it.',
  },
  {
    question: 'How do ratings work?',
    answer:
      "You can rate other people's quizzes from 1 to 5 stars and add an optional comment. You have one rating per quiz: rating again replaces it, and you can delete it. You cannot rate your own quizzes.",
  },
  {
    question: 'Can I play a quiz with other people live?',
    answer:
      'Not yet. Live multiplayer rooms, joined with a 6-character code, are planned, together with solo play with results.',
  },
  {
    question: 'Can I create a quiz from a PDF or with AI?',
    answer: 'These are planned. Today quizzes are written by hand.',
  },
  {
    question: 'How do I become an administrator?',
    answer: (
      <>
        Whoever runs the server lists your email in <Code>ADMIN_EMAILS</Code> or runs{' '}
        <Code>npm run admin -- grant your@email</Code>. See the <TextLink to="/documentation">documentation</TextLink>.
      </>
    ),
  },
];

export function FaqPage() {
  return (
    <InfoLayout title="FAQ" intro="Short answers to common questions about Quiz Adventure.">
      <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {questions.map(({ question, answer }) => (
          <details key={question} className="group p-5">
            <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {question}
                <span aria-hidden="true" className="text-brand-600 transition group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-slate-700">{answer}</p>
          </details>
        ))}
      </div>
      <p className="text-slate-700">
        Your question is not here? Try <TextLink to="/support">Support</TextLink> or the{' '}
        <TextLink to="/contact">contact page</TextLink>.
      </p>
    </InfoLayout>
  );
}
