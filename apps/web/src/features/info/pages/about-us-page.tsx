import { InfoLayout, InfoList, InfoSection, TextLink } from '../components/info-layout';

export function AboutUsPage() {
  return (
    <InfoLayout
      title="About Us"
      intro="Quiz Adventure is a web application for educators and students: write a quiz, share it, and hear what people think of it."
    >
      <InfoSection title="What Quiz Adventure is">
        <p>
          Quiz Adventure started from a simple idea: making a good quiz should take minutes, and sharing it should take
          seconds. Teachers use quizzes to check understanding, students use them to revise, and groups of friends use
          them for fun. The app is built for all three.
        </p>
        <p>
          Today you can create an account, write quizzes by hand in ten categories, keep them private or make them
          public, browse what others have published, rate quizzes from 1 to 5 stars with a comment, and share a quiz by
          link, QR code or an embed snippet for your own website.
        </p>
      </InfoSection>

      <InfoSection title="Free and self-hosted">
        <p>
          Quiz Adventure is not a hosted service you subscribe to. Whoever runs this copy installed it on their own
          server, and your account and quizzes live in that server&apos;s database. Running your own copy is free: one
          command starts everything, with an embedded database and nothing else to install. The{' '}
          <TextLink to="/documentation">documentation</TextLink> explains how.
        </p>
      </InfoSection>

      <InfoSection title="How it is built">
        <InfoList
          items={[
            { term: 'In the browser', text: 'a React single-page application written in TypeScript.' },
            { term: 'On the server', text: 'Node.js with Fastify, and Socket.IO for real-time features.' },
            {
              term: 'Data',
              text: 'an embedded PostgreSQL-compatible database by default, or your own PostgreSQL server.',
            },
          ]}
        />
      </InfoSection>

      <InfoSection title="Where it is going">
        <p>
          Several parts of the product are planned and being built step by step: solo play with results and attempt
          history, quizzes generated from a PDF or by AI, live multiplayer rooms joined with a 6-character code, friends
          and private chat, achievements, a global leaderboard and an admin panel. The{' '}
          <TextLink to="/features">features page</TextLink> shows what is available now and what is planned, and the{' '}
          <TextLink to="/blog">blog</TextLink> lists what each release added.
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
