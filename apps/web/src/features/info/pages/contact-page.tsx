import { InfoLayout, InfoList, InfoSection, TextLink } from '../components/info-layout';

export function ContactPage() {
  return (
    <InfoLayout
      title="Contact"
      intro="Quiz Adventure is self-hosted software, so who to contact depends on what your question is about."
    >
      <InfoSection title="About this installation">
        <p>
          Your account, your quizzes and this website are looked after by whoever runs this copy of Quiz Adventure: a
          school, a club or an individual. For questions about your account, content on this site or access to it,
          contact them directly.
        </p>
      </InfoSection>

      <InfoSection title="About the software">
        <p>
          For bug reports, feature ideas and questions about installing or configuring Quiz Adventure, open an issue in
          the project&apos;s repository. Issues are public, so other people with the same question can find the answer
          later.
        </p>
        <p>A useful issue includes:</p>
        <InfoList
          items={[
            { text: 'what you did, step by step, and what you expected to happen;' },
            { text: 'what happened instead, with any error message shown on screen;' },
            { text: 'the related lines from the server log, with passwords and tokens removed;' },
            { text: 'your browser, your Node.js version and whether you use the embedded database or PostgreSQL.' },
          ]}
        />
      </InfoSection>

      <InfoSection title="Before you write">
        <p>
          Many questions are already answered in the <TextLink to="/faq">FAQ</TextLink>, on the{' '}
          <TextLink to="/support">support page</TextLink> and in the{' '}
          <TextLink to="/documentation">documentation</TextLink>.
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
