import { Trans, useTranslation } from 'react-i18next';
import { InfoLayout, InfoList, InfoSection, TextLink } from '../components/info-layout';

export function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <InfoLayout title={t('info.about.title')} intro={t('info.about.intro')}>
      <InfoSection title={t('info.about.what.title')}>
        <p>{t('info.about.what.p1')}</p>
        <p>{t('info.about.what.p2')}</p>
      </InfoSection>

      <InfoSection title={t('info.about.free.title')}>
        <p>
          <Trans i18nKey="info.about.free.text" components={{ docs: <TextLink to="/documentation" /> }} />
        </p>
      </InfoSection>

      <InfoSection title={t('info.about.built.title')}>
        <InfoList
          items={[
            { term: t('info.about.built.browser'), text: t('info.about.built.browserText') },
            { term: t('info.about.built.server'), text: t('info.about.built.serverText') },
            { term: t('info.about.built.data'), text: t('info.about.built.dataText') },
          ]}
        />
      </InfoSection>

      <InfoSection title={t('info.about.going.title')}>
        <p>
          <Trans
            i18nKey="info.about.going.text"
            components={{ features: <TextLink to="/features" />, blog: <TextLink to="/blog" /> }}
          />
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
