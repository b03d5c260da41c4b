/**
 * /room/{code}/review?id={roomId}: a finished live game re-opened from My Submissions — the final leaderboard and
 * the player's own answers. By id too, because a finished room's code may be given to a later room.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../i18n/format';
import { Messages } from '../../../i18n/messages';
import type { Standing } from '@quiz/contract/reports';
import type { Participant } from '@quiz/contract/rooms';
import { AppHeader } from '../../../components/app-header';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { isUsableRoomCode } from '../api/get-room';
import { useGameReview } from '../api/game-review';
import { FinalStandings } from '../components/final-standings';
import { ResultsHeading } from '../components/game-results';
import { ReviewList, ReviewSummary } from '../components/game-review';

/** The standings as the leaderboard component takes them (keyed by the participant, who is all it needs). */
const standingAsParticipant = (s: Standing): Participant => ({
  _id: s._id,
  userId: {
    _id: s._id,
    username: s.username,
    displayName: s.name,
    profilePicture: null,
    ...(s.isGuest ? { isGuest: true } : {}),
  },
  isHost: false,
  score: s.score,
  correctAnswers: s.correctAnswers,
  answeredCount: 0,
  finished: true,
  rank: s.rank,
  totalAnswerMs: null,
  joinedAt: '',
  away: false,
});

export function GameReviewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const code = isUsableRoomCode(params.code) ? params.code.trim().toUpperCase() : undefined;
  const review = useGameReview(code, { id: search.get('id') ?? undefined });
  const data = review.data;
  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        {review.isLoading && (
          <div className="flex justify-center py-16">
            <Spinner className="h-10 w-10 text-brand-600" label={t('review.loadingResults')} />
          </div>
        )}
        {(review.isError || !code) && (
          <Card className="space-y-4">
            <Alert>{code ? errorMessage(review.error, Messages.reviewNotFound) : Messages.roomCodeMissing}</Alert>
            <Link to="/dashboard" className={buttonClasses('secondary', 'min-h-11')}>
              {t('rooms.backToDashboard')}
            </Link>
          </Card>
        )}
        {data && (
          <>
            <Card className="space-y-6">
              <ResultsHeading quizTitle={data.quizTitle} quizDeleted={data.quizDeleted}>
                <p className="text-sm text-slate-500">
                  {t('review.room')} <span className="font-mono">{data.code}</span>
                  {data.endedAt && <> · {formatDateTime(data.endedAt)}</>}
                </p>
              </ResultsHeading>
              <ReviewSummary review={data} />
              <FinalStandings
                participants={data.standings.map(standingAsParticipant)}
                currentUserId={data.me._id}
                gradedCount={data.gradedCount}
              />
            </Card>
            <Card className="space-y-4">
              <h2 className="text-xl font-bold text-slate-900">{t('review.yourAnswers')}</h2>

              <ReviewList review={data} />
            </Card>
            <Link to="/dashboard?tab=submissions" className={buttonClasses('secondary', 'min-h-11')}>
              {t('rooms.backToDashboard')}
            </Link>
          </>
        )}
      </main>
    </div>
  );
}
