import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Code, InfoLayout, TextLink } from '../components/info-layout';

/** Each question and its answer are message keys; an answer's links and code are named tags in its message. */
type Topic = 'free' | 'data' | 'visibility' | 'verify' | 'share' | 'ratings' | 'live' | 'generate' | 'admin';
const questions: {
  question: `info.faq.${Topic}.question`;
  answer: `info.faq.${Topic}.answer`;
  components?: Record<string, ReactElement>;
}[] = [
  {
    question: 'info.faq.free.question',
    answer: 'info.faq.free.answer',
    components: { pricing: <TextLink to="/pricing" /> },
  },
  { question: 'info.faq.data.question', answer: 'info.faq.data.answer' },
  { question: 'info.faq.visibility.question', answer: 'info.faq.visibility.answer' },
  { question: 'info.faq.verify.question', answer: 'info.faq.verify.answer' },
  { question: 'info.faq.share.question', answer: 'info.faq.share.answer' },
  { question: 'info.faq.ratings.question', answer: 'info.faq.ratings.answer' },
  { question: 'info.faq.live.question', answer: 'info.faq.live.answer' },
  { question: 'info.faq.generate.question', answer: 'info.faq.generate.answer' },
  {
    question: 'info.faq.admin.question',
    answer: 'info.faq.admin.answer',
    components: { code: <Code />, docs: <TextLink to="/documentation" /> },
  },
];

export function FaqPage() {
  const { t } = useTranslation();
  return (
    <InfoLayout title={t('info.faq.title')} intro={t('info.faq.intro')}>
      <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {questions.map(({ question, answer, components }) => (
          <details key={question} className="group p-5">
            <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {t(question)}
                <span aria-hidden="true" className="text-brand-600 transition group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-slate-700">
              <Trans i18nKey={answer} components={components} />
            </p>
          </details>
        ))}
      </div>
      <p className="text-slate-700">
        <Trans
          i18nKey="info.faq.notHere"
          components={{ support: <TextLink to="/support" />, contact: <TextLink to="/contact" /> }}
        />
      </p>
    </InfoLayout>
  );
}
