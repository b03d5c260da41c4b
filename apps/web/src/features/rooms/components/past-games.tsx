/** 'Past games' on the Multiplayer tab: the rooms this person hosted, with the report of each finished one. */
import { FileBarChart } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useHostedRooms } from '../api/room-report';
import { reportLink } from '../lib/room-host';

const statusText = { waiting: 'Waiting', in_progress: 'Playing', completed: 'Finished' } as const;

export function PastGames() {
  const hosted = useHostedRooms();
  return (
    <section aria-labelledby="past-games" className="space-y-3">
      <h2 id="past-games" className="text-lg font-semibold text-slate-900">
        Past games
      </h2>
      {hosted.isLoading && <p className="text-sm text-slate-500">Loading your rooms...</p>}
      {hosted.isError && <Alert>{errorMessage(hosted.error, 'Failed to load your rooms')}</Alert>}
      {hosted.data?.length === 0 && (
        <p className="text-sm text-slate-500">Rooms you host appear here, with a report after each game.</p>
      )}
      {hosted.data && hosted.data.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200" aria-label="Past games">
          {hosted.data.map((room) => (
            <li key={room._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0 space-y-0.5">
                <span className="block truncate font-medium text-slate-900">{room.quizTitle}</span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <span className="font-mono">{room.code}</span>·
                  <span>{new Date(room.endedAt ?? room.createdAt).toLocaleString()}</span>·
                  <span>{room.participantCount} players</span>
                  <Badge tone={room.status === 'completed' ? 'green' : 'brand'}>
                    {room.status === 'completed' && !room.startedAt ? 'Closed' : statusText[room.status]}
                  </Badge>
                </span>
              </span>
              {room.status === 'completed' && !room.startedAt ? null : room.status === 'completed' ? (
                <Link
                  to={reportLink(room)}
                  className={buttonClasses('secondary', 'min-h-11')}
                  aria-label={`Report of room ${room.code}`}
                >
                  <FileBarChart className="h-4 w-4" aria-hidden="true" /> Report
                </Link>
              ) : (
                <Link to={`/room/${room.code}`} className={buttonClasses('secondary', 'min-h-11')}>
                  Open room
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
