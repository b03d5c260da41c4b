/** 'Live games' in My Submissions: the finished live games this person played, each re-opening their review. */
import { Eye, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlayedGame } from '@quiz/contract/reports';
import { formatDateTime } from '../../../i18n/format';
import { QuizDeletedBadge } from '../../../components/quiz-deleted-badge';
import { buttonClasses } from '../../../components/ui/button';
import { reviewLink } from '../api/game-review';
import { placeOf } from '../lib/place';

export function PlayedGames({ games }: { games: PlayedGame[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="live-games" className="space-y-3">
      <h2 id="live-games" className="text-lg font-semibold text-slate-900">
        {t('rooms.played.title')}
      </h2>
      <ul
        className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200"
        aria-label={t('rooms.played.title')}
      >
        {games.map((game) => (
          <li key={game._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <span className="min-w-0 space-y-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium break-words text-slate-900">
                {game.quizTitle}
                {game.quizDeleted && <QuizDeletedBadge />}
              </span>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
                <Users className="h-3.5 w-3.5" aria-hidden="true" />
                <span className="font-mono">{game.code}</span>·
                {game.endedAt && (
                  <>
                    <time dateTime={game.endedAt}>{formatDateTime(game.endedAt)}</time>·
                  </>
                )}
                <span>
                  {t('rooms.played.summary', {
                    correct: game.correctAnswers,
                    total: game.gradedCount,
                    score: game.score,
                  })}
                </span>
                {typeof game.rank === 'number' && (
                  <>
                    ·<span>{t('rooms.place', { place: placeOf(game.rank), players: game.playerCount })}</span>
                  </>
                )}
              </span>
            </span>
            <Link
              to={reviewLink(game)}
              className={buttonClasses('primary', 'min-h-11')}
              aria-label={t('rooms.played.viewLabel', { title: game.quizTitle, code: game.code })}
            >
              <Eye className="h-4 w-4" aria-hidden="true" /> {t('rooms.played.view')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
