import { Categories } from '@quiz/contract/limits';
import { InfoLayout, InfoList, InfoSection } from '../components/info-layout';

export function FeaturesPage() {
  return (
    <InfoLayout
      title="Features"
      intro="What Quiz Adventure does today, and what is planned next. Planned features are marked as such."
    >
      <InfoSection title="Available today">
        <InfoList
          items={[
            {
              term: 'Accounts',
              text: 'register with a username and email, confirm your address from the verification email, reset a forgotten password by email, and edit your profile with a display name and an avatar.',
            },
            {
              term: 'Create quizzes by hand',
              text: 'give a quiz a title, an optional description and a category, then write questions with four answer options each and mark the correct one. You can edit or delete your quizzes at any time.',
            },
            {
              term: 'Public or private',
              text: 'public quizzes are visible to everyone, including visitors who are not logged in; private quizzes are visible only to you.',
            },
            {
              term: 'Browse',
              text: 'look through the public quizzes other people have published and open any of them.',
            },
            {
              term: 'Ratings and reviews',
              text: "rate other people's quizzes from 1 to 5 stars with an optional comment; each quiz shows its average rating and the reviews.",
            },
            {
              term: 'Sharing',
              text: 'share a quiz with a direct link, a QR code to show or print, or an embed snippet for your own website.',
            },
          ]}
        />
      </InfoSection>

      <InfoSection title="Categories">
        <p>Every quiz belongs to one of ten categories:</p>
        <ul className="flex flex-wrap gap-2">
          {Categories.map((category) => (
            <li key={category} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-700">
              {category}
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection title="Planned">
        <p>These are on the roadmap and not part of the app yet:</p>
        <InfoList
          items={[
            {
              term: 'Solo play',
              text: 'take a quiz one question at a time, see your results and your attempt history.',
            },
            {
              term: 'Quizzes from a PDF or by AI',
              text: 'upload a PDF or describe a topic and get a draft quiz to review and publish.',
            },
            {
              term: 'Live multiplayer rooms',
              text: 'a host opens a room with a 6-character code, players join, chat and answer timed questions, and everyone sees the final ranking.',
            },
            { term: 'Friends and chat', text: 'find people by username, send friend requests and chat privately.' },
            { term: 'Achievements', text: 'badges unlocked by creating and playing quizzes.' },
            { term: 'Leaderboard', text: 'a global ranking by score, accuracy, quizzes taken and login streak.' },
            { term: 'Admin panel', text: 'manage users and quizzes from the browser.' },
          ]}
        />
      </InfoSection>
    </InfoLayout>
  );
}
