import { Code, InfoLayout, InfoSection, TextLink } from '../components/info-layout';

export function SupportPage() {
  return (
    <InfoLayout title="Support" intro="Fixes for the problems people run into most often, and where to go next.">
      <InfoSection title="I did not receive the verification email">
        <p>
          If the server has no mail server configured (no <Code>SMTP_URL</Code>), emails are not sent: they are printed
          in the server&apos;s log, where whoever runs it can find the link. Otherwise check your spam folder. A
          verification link is valid for 24 hours, and you can ask for a new one from your dashboard or profile with
          Resend verification email. You can log in before verifying. More help:{' '}
          <TextLink to="/help/verify-email">email verification help</TextLink>.
        </p>
      </InfoSection>

      <InfoSection title="I forgot my password, or the reset link does not work">
        <p>
          Ask for a link on the <TextLink to="/forgot-password">forgot password</TextLink> page. A reset link is valid
          for one hour and works once. Using it cancels any other reset links you asked for and signs you out
          everywhere, so log in again with the new password. If a link has expired, simply ask for a new one.
        </p>
      </InfoSection>

      <InfoSection title="I was logged out">
        <p>
          A session lasts seven days. Changing or resetting your password also ends every session of your account, on
          every device.
        </p>
      </InfoSection>

      <InfoSection title="“Too many attempts”">
        <p>
          After 10 wrong passwords for one account in 15 minutes, that account waits until the 15 minutes are over,
          whatever device or network tries it. Password-reset and verification emails go to one address at most 3 times
          an hour: check your spam folder before asking again. A whole class can sign up and log in from one school
          network; if it still says this, ask the person who runs the server to raise{' '}
          <Code>RATE_LIMIT_AUTH_PER_ADDRESS</Code> or set <Code>TRUST_PROXY</Code> (see the README).
        </p>
      </InfoSection>

      <InfoSection title="I cannot find a quiz">
        <p>
          Private quizzes are visible only to the person who made them and to administrators. Ask the creator to make
          the quiz public, or to check that the link they shared is complete.
        </p>
      </InfoSection>

      <InfoSection title="Still stuck?">
        <p>
          For problems with your account on this site, contact whoever runs it. For problems with the software itself,
          open an issue in the project&apos;s repository; the <TextLink to="/contact">contact page</TextLink> lists what
          to include. If you run the server, <Code>GET /api/health</Code> and the server log are the first places to
          look.
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
