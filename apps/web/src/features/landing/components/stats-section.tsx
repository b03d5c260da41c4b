import { useTranslation } from 'react-i18next';

// Static marketing figures (SPEC §1 and §9); the last two describe the product itself.
const stats = [
  ['1000+', 'landing.stats.activeUsers'],
  ['500+', 'landing.stats.quizzesCreated'],
  ['10', 'landing.stats.categories'],
  ['3', 'landing.stats.waysToShare'],
] as const;

export function StatsSection() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('landing.stats.label')} className="bg-brand-600 py-16 text-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 text-center lg:grid-cols-4">
        {stats.map(([figure, label]) => (
          <div key={label} className="flex flex-col-reverse gap-1">
            <dt className="font-medium text-brand-100">{t(label)}</dt>
            <dd className="text-4xl font-black">{figure}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
