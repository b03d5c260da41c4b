/** The game's end on the game page: the final leaderboard, the way back, and sharing one's score. */
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Room } from '@quiz/contract/rooms';
import { reportLink } from '../lib/room-host';
import { QuizDeletedBadge } from '../../../components/quiz-deleted-badge';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { i18next } from '../../../i18n';
import { Messages } from '../../../i18n/messages';
import { rankedParticipants } from '../lib/host-paced';
import { FinalStandings } from './final-standings';
import { ResultsHomeLink } from './results-home-link';

export function facebookShareUrl(pageUrl: string, quizTitle: string, score: number) {
  const quote = i18next.t('results.shareQuote', { title: quizTitle, score });
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}&quote=${encodeURIComponent(quote)}`;
}

/** 'Quiz Results', 'Completed', 'Final Leaderboard' and the quiz, with what the page adds under them. */
export function ResultsHeading({
  quizTitle,
  quizDeleted = false,
  children,
}: {
  quizTitle: string;
  /** The quiz was deleted since the game (issue 36): the results stay, marked so. */
  quizDeleted?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t('results.title')}</h1>
        <Badge tone="green">{t('results.completed')}</Badge>
      </div>
      <div className="text-center">
        <h2 className="text-2xl font-bold text-brand-700">{t('results.finalLeaderboard')}</h2>
        <p className="mt-1 wrap-anywhere text-slate-600">
          {t('results.quiz', { title: quizTitle })} {quizDeleted && <QuizDeletedBadge />}
        </p>
        {children}
      </div>
    </>
  );
}

export function GameResults({ room, currentUserId }: { room: Room; currentUserId: string | undefined }) {
  const { t } = useTranslation();
  const mine = room.participants.find((p) => p.userId._id === currentUserId);
  const myScore = mine?.score ?? 0;
  const share = () =>
    window.open(
      facebookShareUrl(window.location.href, room.quizId.title, myScore),
      'facebook-share',
      'width=600,height=400',
    );
  return (
    <Card className="space-y-6">
      <ResultsHeading quizTitle={room.quizId.title} quizDeleted={room.quizId._id === null}>
        {typeof mine?.rank === 'number' && (
          <p className="mt-2 text-xl font-black text-slate-900">{Messages.youAreRanked(mine.rank)}</p>
        )}
      </ResultsHeading>
      <FinalStandings
        participants={rankedParticipants(room)}
        currentUserId={currentUserId}
        gradedCount={room.gradedCount}
      />
      <div className="flex flex-wrap justify-center gap-3">
        <ResultsHomeLink code={room.code} />
        <Link to={`/room/${room.code}`} className={buttonClasses('secondary', 'min-h-11')}>
          {t('rooms.backToRoom')}
        </Link>
        {room.isCreator && (
          <Link to={reportLink(room)} className={buttonClasses('secondary', 'min-h-11')}>
            {t('results.viewReport')}
          </Link>
        )}
        <button
          type="button"
          onClick={share}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-[#1464d8] px-4 py-2 text-sm font-semibold text-white hover:bg-[#0f5bd0]"
        >
          <Share2 className="h-4 w-4" aria-hidden="true" /> {t('results.share')}
        </button>
      </div>
    </Card>
  );
}
