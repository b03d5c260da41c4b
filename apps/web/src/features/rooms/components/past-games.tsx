/** 'Past games' on the Multiplayer tab: the rooms this person hosted, with the report of each finished one. */
import { FileBarChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/format';
import { QuizDeletedBadge } from '../../../components/quiz-deleted-badge';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useHostedRooms } from '../api/room-report';
import { reportLink } from '../lib/room-host';

const statusText = {
  waiting: 'rooms.past.status.waiting',
  in_progress: 'rooms.past.status.inProgress',
  completed: 'rooms.past.status.completed',
} as const;

export function PastGames() {
  const { t } = useTranslation();
  const hosted = useHostedRooms();
  return (
    <section aria-labelledby="past-games" className="space-y-3">
      <h2 id="past-games" className="text-lg font-semibold text-slate-900">
        {t('rooms.past.title')}
      </h2>
      {hosted.isLoading && <p className="text-sm text-slate-500">{t('rooms.past.loading')}</p>}
      {hosted.isError && <Alert>{errorMessage(hosted.error, t('rooms.past.loadFailed'))}</Alert>}
      {hosted.data?.length === 0 && <p className="text-sm text-slate-500">{t('rooms.past.empty')}</p>}
      {hosted.data && hosted.data.length > 0 && (
        <ul
          className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200"
          aria-label={t('rooms.past.title')}
        >
          {hosted.data.map((room) => (
            <li key={room._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0 space-y-0.5">
                <span className="block truncate font-medium text-slate-900">{room.quizTitle}</span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <span className="font-mono">{room.code}</span>·
                  <span>{formatDateTime(room.endedAt ?? room.createdAt)}</span>·
                  <span>{t('rooms.past.players', { players: room.participantCount })}</span>
                  {room.quizDeleted && <QuizDeletedBadge />}
                  <Badge tone={room.status === 'completed' ? 'green' : 'brand'}>
                    {room.status === 'completed' && !room.startedAt
                      ? t('rooms.past.closed')
                      : t(statusText[room.status])}
                  </Badge>
                </span>
              </span>
              {room.status === 'completed' && !room.startedAt ? null : room.status === 'completed' ? (
                <Link
                  to={reportLink(room)}
                  className={buttonClasses('secondary', 'min-h-11')}
                  aria-label={t('rooms.past.reportOf', { code: room.code })}
                >
                  <FileBarChart className="h-4 w-4" aria-hidden="true" /> {t('rooms.past.report')}
                </Link>
              ) : (
                <Link to={`/room/${room.code}`} className={buttonClasses('secondary', 'min-h-11')}>
                  {t('rooms.past.openRoom')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
