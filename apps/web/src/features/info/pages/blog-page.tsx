import { useTranslation } from 'react-i18next';
import { InfoLayout, InfoList } from '../components/info-layout';

const releases = [
  {
    title: 'info.blog.quizzes.title',
    summary: 'info.blog.quizzes.summary',
    changes: [
      'info.blog.quizzes.change1',
      'info.blog.quizzes.change2',
      'info.blog.quizzes.change3',
      'info.blog.quizzes.change4',
    ],
  },
  {
    title: 'info.blog.accounts.title',
    summary: 'info.blog.accounts.summary',
    changes: [
      'info.blog.accounts.change1',
      'info.blog.accounts.change2',
      'info.blog.accounts.change3',
      'info.blog.accounts.change4',
      'info.blog.accounts.change5',
    ],
  },
] as const;

export function BlogPage() {
  const { t } = useTranslation();
  return (
    <InfoLayout title={t('info.blog.title')} intro={t('info.blog.intro')}>
      {releases.map((release) => (
        <article key={release.title} className="space-y-4 text-slate-700">
          <header>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
              {t('info.blog.releaseNotes')}
            </p>
            <h2 className="mt-1 text-2xl font-bold text-slate-900">{t(release.title)}</h2>
            <p className="mt-1 text-slate-600">{t(release.summary)}</p>
          </header>
          <InfoList items={release.changes.map((change) => ({ text: t(change) }))} />
        </article>
      ))}
    </InfoLayout>
  );
}
