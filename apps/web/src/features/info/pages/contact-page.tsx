import { Trans, useTranslation } from 'react-i18next';
import { InfoLayout, InfoList, InfoSection, TextLink } from '../components/info-layout';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <InfoLayout title={t('info.contact.title')} intro={t('info.contact.intro')}>
      <InfoSection title={t('info.contact.installation.title')}>
        <p>{t('info.contact.installation.text')}</p>
      </InfoSection>

      <InfoSection title={t('info.contact.software.title')}>
        <p>{t('info.contact.software.text')}</p>
        <p>{t('info.contact.software.useful')}</p>
        <InfoList
          items={[
            { text: t('info.contact.software.item1') },
            { text: t('info.contact.software.item2') },
            { text: t('info.contact.software.item3') },
            { text: t('info.contact.software.item4') },
          ]}
        />
      </InfoSection>

      <InfoSection title={t('info.contact.before.title')}>
        <p>
          <Trans
            i18nKey="info.contact.before.text"
            components={{
              faq: <TextLink to="/faq" />,
              support: <TextLink to="/support" />,
              docs: <TextLink to="/documentation" />,
            }}
          />
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
