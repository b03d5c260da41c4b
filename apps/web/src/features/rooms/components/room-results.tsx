import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Room } from '@quiz/contract/rooms';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { reportLink } from '../lib/room-host';
import { rankedParticipants } from '../lib/host-paced';
import { FinalStandings } from './final-standings';
import { ResultsHomeLink } from './results-home-link';

export function RoomResults({
  room,
  currentUserId,
  isHost,
}: {
  room: Room;
  currentUserId: string | undefined;
  isHost: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-slate-900">{t('results.title')}</h1>
        <p className="mt-1 wrap-anywhere text-slate-600">
          {t('results.roomLine', { title: room.quizId.title, code: room.code })}
        </p>
      </div>
      <FinalStandings
        participants={rankedParticipants(room)}
        currentUserId={currentUserId}
        gradedCount={room.gradedCount}
      />
      <div className="flex flex-wrap justify-center gap-3">
        <ResultsHomeLink code={room.code} />
        {isHost && (
          <>
            <Link to={reportLink(room)} className={buttonClasses('secondary', 'min-h-11')}>
              {t('results.viewReport')}
            </Link>
            {room.quizId._id !== null && (
              <Link to={`/create-room/${room.quizId._id}`} className={buttonClasses('primary', 'min-h-11')}>
                {t('results.createNew')}
              </Link>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
