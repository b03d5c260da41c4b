import { Trans, useTranslation } from 'react-i18next';
import { Code, CodeBlock, InfoLayout, InfoList, InfoSection, TextLink } from '../components/info-layout';
import { ScrollRegion } from '../../../components/ui/scroll-region';

/** Each variable with its default (a literal `value`, or words to translate in `fallback`) and its meaning. */
const variables = [
  { name: 'PORT / HOST', value: '3000 / 127.0.0.1', meaning: 'info.docs.vars.port' },
  { name: 'DATA_DIR', value: './data', meaning: 'info.docs.vars.dataDir' },
  { name: 'DATABASE_URL', fallback: 'info.docs.defaults.embedded', meaning: 'info.docs.vars.databaseUrl' },
  { name: 'REDIS_URL', fallback: 'info.docs.defaults.inProcess', meaning: 'info.docs.vars.redisUrl' },
  { name: 'JWT_SECRET', fallback: 'info.docs.defaults.generated', meaning: 'info.docs.vars.jwtSecret' },
  { name: 'PUBLIC_URL', value: 'http://localhost:PORT', meaning: 'info.docs.vars.publicUrl' },
  { name: 'SMTP_URL, MAIL_FROM', fallback: 'info.docs.defaults.mailLog', meaning: 'info.docs.vars.smtp' },
  {
    name: 'AI_BASE_URL, AI_API_KEY, AI_MODEL',
    fallback: 'info.docs.defaults.notConfigured',
    meaning: 'info.docs.vars.ai',
  },
  { name: 'ADMIN_EMAILS', fallback: 'info.docs.defaults.empty', meaning: 'info.docs.vars.adminEmails' },
  { name: 'RATE_LIMIT_AUTH_PER_ADDRESS', value: '300', meaning: 'info.docs.vars.rateAuth' },
  { name: 'RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT', value: '10', meaning: 'info.docs.vars.rateLoginAccount' },
  { name: 'RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS', value: '200', meaning: 'info.docs.vars.rateLoginAddress' },
  { name: 'RATE_LIMIT_MAIL_PER_RECIPIENT', value: '3', meaning: 'info.docs.vars.rateMail' },
  { name: 'TRUST_PROXY', fallback: 'info.docs.defaults.trueInProduction', meaning: 'info.docs.vars.trustProxy' },
  { name: 'LOG_LEVEL', value: 'info', meaning: 'info.docs.vars.logLevel' },
  { name: 'NODE_ENV', value: 'development', meaning: 'info.docs.vars.nodeEnv' },
] as const;

export function DocumentationPage() {
  const { t } = useTranslation();
  const code = { code: <Code /> };
  return (
    <InfoLayout title={t('info.docs.title')} intro={t('info.docs.intro')}>
      <InfoSection title={t('info.docs.run.title')}>
        <p>{t('info.docs.run.need')}</p>
        <CodeBlock>npm install && npm start</CodeBlock>
        <p>
          <Trans i18nKey="info.docs.run.text" components={code} />
        </p>
      </InfoSection>

      <InfoSection title={t('info.docs.config.title')}>
        <p>{t('info.docs.config.text')}</p>
        <ScrollRegion label={t('info.docs.config.label')} className="rounded-xl ring-1 ring-slate-200">
          <table className="w-full bg-white text-left text-sm">
            <thead className="bg-slate-100 text-slate-900">
              <tr>
                <th className="px-4 py-2 font-semibold">{t('info.docs.config.variable')}</th>
                <th className="px-4 py-2 font-semibold">{t('info.docs.config.default')}</th>
                <th className="px-4 py-2 font-semibold">{t('info.docs.config.meaning')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {variables.map((variable) => (
                <tr key={variable.name}>
                  <td className="px-4 py-2 font-mono text-xs text-slate-900">{variable.name}</td>
                  <td className="px-4 py-2">{'fallback' in variable ? t(variable.fallback) : variable.value}</td>
                  <td className="px-4 py-2">{t(variable.meaning)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </InfoSection>

      <InfoSection title={t('info.docs.email.title')}>
        <p>
          <Trans i18nKey="info.docs.email.text" components={code} />
        </p>
      </InfoSection>

      <InfoSection title={t('info.docs.admins.title')}>
        <p>
          <Trans i18nKey="info.docs.admins.text" components={code} />
        </p>
        <CodeBlock>{'npm run admin -- grant alice@example.com\nnpm run admin -- revoke alice@example.com'}</CodeBlock>
      </InfoSection>

      <InfoSection title={t('info.docs.larger.title')}>
        <p>
          <Trans i18nKey="info.docs.larger.text" components={code} />
        </p>
      </InfoSection>

      <InfoSection title={t('info.docs.using.title')}>
        <InfoList
          items={[
            { term: t('info.docs.using.signUp'), text: t('info.docs.using.signUpText') },
            { term: t('info.docs.using.create'), text: t('info.docs.using.createText') },
            { term: t('info.docs.using.publish'), text: t('info.docs.using.publishText') },
            { term: t('info.docs.using.share'), text: t('info.docs.using.shareText') },
            { term: t('info.docs.using.feedback'), text: t('info.docs.using.feedbackText') },
          ]}
        />
        <p>
          <Trans
            i18nKey="info.docs.using.stuck"
            components={{ support: <TextLink to="/support" />, faq: <TextLink to="/faq" /> }}
          />
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
