import { InfoLayout, InfoList } from '../components/info-layout';

const releases = [
  {
    title: 'Quizzes: create, browse, rate and share',
    summary: 'The first release with quizzes at its heart.',
    changes: [
      'Write quizzes by hand: a title, an optional description, one of ten categories and questions with four answer options each.',
      'Keep a quiz private or make it public; public quizzes can be browsed by everyone, and the home page shows a selection.',
      "Rate other people's quizzes from 1 to 5 stars with an optional comment, and read the reviews.",
      'Share a quiz by link, by QR code or with an embed snippet for your own website.',
    ],
  },
  {
    title: 'Accounts and the app shell',
    summary: 'The foundations everything else is built on.',
    changes: [
      'Register, confirm your email from the verification email and log in.',
      'Forgot your password? Ask for a reset link by email.',
      'A profile page with a display name and an avatar.',
      'The app shell: loading screen, protected pages, a 404 page and notifications.',
      'One command, npm install && npm start, runs everything with an embedded database.',
    ],
  },
];

export function BlogPage() {
  return (
    <InfoLayout title="Blog" intro="Release notes: what each version of Quiz Adventure added, newest first.">
      {releases.map((release) => (
        <article key={release.title} className="space-y-4 text-slate-700">
          <header>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Release notes</p>
            <h2 className="mt-1 text-2xl font-bold text-slate-900">{release.title}</h2>
            <p className="mt-1 text-slate-600">{release.summary}</p>
          </header>
          <InfoList items={release.changes.map((text) => ({ text }))} />
        </article>
      ))}
    </InfoLayout>
  );
}
