import { Trans, useTranslation } from 'react-i18next';
import { Code, InfoLayout, InfoSection, TextLink } from '../components/info-layout';

export function SupportPage() {
  const { t } = useTranslation();
  return (
    <InfoLayout title={t('info.support.title')} intro={t('info.support.intro')}>
      <InfoSection title={t('info.support.verification.title')}>
        <p>
          <Trans
            i18nKey="info.support.verification.text"
            components={{ code: <Code />, help: <TextLink to="/help/verify-email" /> }}
          />
        </p>
      </InfoSection>

      <InfoSection title={t('info.support.password.title')}>
        <p>
          <Trans i18nKey="info.support.password.text" components={{ forgot: <TextLink to="/forgot-password" /> }} />
        </p>
      </InfoSection>

      <InfoSection title={t('info.support.loggedOut.title')}>
        <p>{t('info.support.loggedOut.text')}</p>
      </InfoSection>

      <InfoSection title={t('info.support.tooMany.title')}>
        <p>
          <Trans i18nKey="info.support.tooMany.text" components={{ code: <Code /> }} />
        </p>
      </InfoSection>

      <InfoSection title={t('info.support.notFound.title')}>
        <p>{t('info.support.notFound.text')}</p>
      </InfoSection>

      <InfoSection title={t('info.support.stuck.title')}>
        <p>
          <Trans
            i18nKey="info.support.stuck.text"
            components={{ code: <Code />, contact: <TextLink to="/contact" /> }}
          />
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
