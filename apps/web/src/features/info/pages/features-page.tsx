import { useTranslation } from 'react-i18next';
import { Categories } from '@quiz/contract/limits';
import { useCategoryName } from '../../../lib/category-name';
import { InfoLayout, InfoList, InfoSection } from '../components/info-layout';

export function FeaturesPage() {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  return (
    <InfoLayout title={t('info.features.title')} intro={t('info.features.intro')}>
      <InfoSection title={t('info.features.available')}>
        <InfoList
          items={[
            { term: t('info.features.accounts'), text: t('info.features.accountsText') },
            { term: t('info.features.create'), text: t('info.features.createText') },
            { term: t('info.features.visibility'), text: t('info.features.visibilityText') },
            { term: t('info.features.browse'), text: t('info.features.browseText') },
            { term: t('info.features.ratings'), text: t('info.features.ratingsText') },
            { term: t('info.features.sharing'), text: t('info.features.sharingText') },
          ]}
        />
      </InfoSection>

      <InfoSection title={t('info.features.categories')}>
        <p>{t('info.features.categoriesText')}</p>
        <ul className="flex flex-wrap gap-2">
          {Categories.map((category) => (
            <li key={category} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-700">
              {categoryName(category)}
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection title={t('info.features.planned')}>
        <p>{t('info.features.plannedText')}</p>
        <InfoList
          items={[
            { term: t('info.features.solo'), text: t('info.features.soloText') },
            { term: t('info.features.generate'), text: t('info.features.generateText') },
            { term: t('info.features.live'), text: t('info.features.liveText') },
            { term: t('info.features.friends'), text: t('info.features.friendsText') },
            { term: t('info.features.achievements'), text: t('info.features.achievementsText') },
            { term: t('info.features.leaderboard'), text: t('info.features.leaderboardText') },
            { term: t('info.features.admin'), text: t('info.features.adminText') },
          ]}
        />
      </InfoSection>
    </InfoLayout>
  );
}
