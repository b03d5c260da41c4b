import { Code, CodeBlock, InfoLayout, InfoList, InfoSection, TextLink } from '../components/info-layout';
import { ScrollRegion } from '../../../components/ui/scroll-region';

const variables: [string, string, string][] = [
  ['PORT / HOST', '3000 / 127.0.0.1', 'where the server listens'],
  ['DATA_DIR', './data', 'embedded database, uploads and the generated JWT secret'],
  ['DATABASE_URL', 'embedded database', 'a PostgreSQL 15+ connection string'],
  ['REDIS_URL', 'in-process', 'shares real-time events and rate limits between several instances'],
  ['JWT_SECRET', 'generated once', 'at least 32 characters; required when NODE_ENV=production'],
  ['PUBLIC_URL', 'http://localhost:PORT', 'base of the links in emails'],
  ['SMTP_URL, MAIL_FROM', 'mail printed to the log', 'outgoing mail'],
  [
    'AI_BASE_URL, AI_API_KEY, AI_MODEL',
    'not configured',
    'an OpenAI-compatible endpoint for the planned AI generation',
  ],
  ['ADMIN_EMAILS', 'empty', 'comma-separated emails of admin accounts'],
  ['RATE_LIMIT_AUTH_PER_ADDRESS', '300', 'login, register and mail requests per 15 minutes from one address'],
  ['RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT', '10', 'wrong passwords per 15 minutes for one account, from anywhere'],
  ['RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS', '200', 'wrong passwords per 15 minutes from one address'],
  ['RATE_LIMIT_MAIL_PER_RECIPIENT', '3', 'reset and verification emails per hour to one address'],
  ['TRUST_PROXY', 'true in production', 'believe X-Forwarded-For from these proxies (true, a count, or addresses)'],
  ['LOG_LEVEL', 'info', 'how much the server logs'],
  ['NODE_ENV', 'development', 'production requires JWT_SECRET'],
];

export function DocumentationPage() {
  return (
    <InfoLayout
      title="Documentation"
      intro="How to run Quiz Adventure yourself and how to use it. The README in the project's repository is the complete reference."
    >
      <InfoSection title="Run it">
        <p>You need Node.js 20.19 or newer. From the project folder:</p>
        <CodeBlock>npm install && npm start</CodeBlock>
        <p>
          This builds the web app, prepares the database and serves everything on one port: open{' '}
          <Code>http://localhost:3000</Code>. Data is kept under <Code>./data</Code> in an embedded database, so there
          is nothing else to install. For development, <Code>npm run dev</Code> starts the server with restart on change
          and the web app with hot reload at <Code>http://localhost:5173</Code>; <Code>npm test</Code> runs the test
          suites.
        </p>
      </InfoSection>

      <InfoSection title="Configuration">
        <p>
          Everything is configured with environment variables, and all of them are optional. A bad value stops start-up
          with one line naming the variable.
        </p>
        <ScrollRegion label="Environment variables" className="rounded-xl ring-1 ring-slate-200">
          <table className="w-full bg-white text-left text-sm">
            <thead className="bg-slate-100 text-slate-900">
              <tr>
                <th className="px-4 py-2 font-semibold">Variable</th>
                <th className="px-4 py-2 font-semibold">Default</th>
                <th className="px-4 py-2 font-semibold">Meaning</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {variables.map(([name, fallback, meaning]) => (
                <tr key={name}>
                  <td className="px-4 py-2 font-mono text-xs text-slate-900">{name}</td>
                  <td className="px-4 py-2">{fallback}</td>
                  <td className="px-4 py-2">{meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </InfoSection>

      <InfoSection title="Email">
        <p>
          Without <Code>SMTP_URL</Code>, every email (verification and password-reset links) is printed in the
          server&apos;s log instead of being sent: look for <Code>Mail (no SMTP_URL set …)</Code> in the terminal
          running the server and open the link. Set <Code>SMTP_URL</Code>, for example{' '}
          <Code>smtp://user:pass@smtp.example.com:587</Code>, to send real mail.
        </p>
      </InfoSection>

      <InfoSection title="Administrators">
        <p>
          List an email in <Code>ADMIN_EMAILS</Code> (the account becomes an admin when it registers or next logs in),
          or grant and revoke the role from the command line:
        </p>
        <CodeBlock>{'npm run admin -- grant alice@example.com\nnpm run admin -- revoke alice@example.com'}</CodeBlock>
      </InfoSection>

      <InfoSection title="Larger installations">
        <p>
          Set <Code>DATABASE_URL</Code> to use PostgreSQL and <Code>REDIS_URL</Code> to run several instances behind a
          load balancer with sticky sessions; give every instance the same <Code>JWT_SECRET</Code>. Database migrations
          run at start. <Code>GET /api/health</Code> reports the state of the database, real-time adapter, mail and AI
          configuration.
        </p>
      </InfoSection>

      <InfoSection title="Using Quiz Adventure">
        <InfoList
          items={[
            { term: 'Sign up', text: 'register, then open the link in the verification email.' },
            {
              term: 'Create a quiz',
              text: 'from the dashboard, add a title, a category and your questions, each with four options and the correct one marked.',
            },
            { term: 'Publish', text: 'tick public to let everyone find it, or leave it private.' },
            { term: 'Share', text: 'open the quiz and copy its link, show its QR code or copy the embed snippet.' },
            { term: 'Get feedback', text: 'other people rate the quiz from 1 to 5 stars and can add a comment.' },
          ]}
        />
        <p>
          Stuck? See <TextLink to="/support">Support</TextLink> and the <TextLink to="/faq">FAQ</TextLink>.
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
