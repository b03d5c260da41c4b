import { Check } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { InfoLayout, InfoList, InfoSection, TextLink } from '../components/info-layout';

const included = [
  'info.pricing.included1',
  'info.pricing.included2',
  'info.pricing.included3',
  'info.pricing.included4',
] as const;

export function PricingPage() {
  const { t } = useTranslation();
  const optional = t('info.pricing.costs.optional');
  return (
    <InfoLayout title={t('info.pricing.title')} intro={t('info.pricing.intro')}>
      <Card className="p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('info.pricing.selfHosted')}</p>
        <p className="mt-2 text-5xl font-black text-slate-900">{t('info.pricing.free')}</p>
        <p className="mt-2 text-slate-600">{t('info.pricing.run')}</p>
        <ul className="mt-6 space-y-2">
          {included.map((item) => (
            <li key={item} className="flex items-center gap-2 text-slate-800">
              <Check className="h-5 w-5 text-brand-600" aria-hidden="true" />
              {t(item)}
            </li>
          ))}
        </ul>
      </Card>

      <InfoSection title={t('info.pricing.costs.title')}>
        <p>{t('info.pricing.costs.text')}</p>
        <InfoList
          items={[
            { term: t('info.pricing.costs.required'), text: t('info.pricing.costs.node') },
            { term: optional, text: t('info.pricing.costs.postgres') },
            { term: optional, text: t('info.pricing.costs.redis') },
            { term: optional, text: t('info.pricing.costs.smtp') },
            { term: optional, text: t('info.pricing.costs.ai') },
          ]}
        />
        <p>
          <Trans i18nKey="info.pricing.costs.docs" components={{ docs: <TextLink to="/documentation" /> }} />
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
