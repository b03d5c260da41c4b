/** Live rooms from the dashboard: host one (needs a quiz of one's own) or join one by code. */
import { useEffect, useRef, useState } from 'react';
import { LogIn, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { RoomLimits } from '@quiz/contract/limits';
import { Messages } from '../../../i18n/messages';
import { Spinner } from '../../../components/ui/spinner';
import { quizKeys } from '../../../lib/quiz-api/keys';
import { listMyQuizzes } from '../../../lib/quiz-api/list-quizzes';
import { PastGames } from '../../rooms';

const cardClasses =
  'flex w-full flex-col items-start gap-3 rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait';

export function MultiplayerTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const createRoom = async () => {
    setChecking(true);
    const params = { page: 1, limit: 1 };
    try {
      const mine = await queryClient.fetchQuery({
        queryKey: quizKeys.mine(params),
        queryFn: () => listMyQuizzes(params),
      });
      if (mine.pagination.total === 0) {
        toast.error(Messages.noQuizzesForRoom);
        redirect.current = setTimeout(() => void navigate('/upload'), RoomLimits.noQuizzesRedirectMs);
        return;
      }
    } catch {
      // Unknown: let the create-room page say what it can.
    } finally {
      setChecking(false);
    }
    void navigate('/create-room');
  };

  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <button type="button" className={cardClasses} onClick={() => void createRoom()} disabled={checking}>
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
            {checking ? <Spinner className="h-5 w-5" /> : <Users className="h-6 w-6" aria-hidden="true" />}
          </span>
          <span className="text-lg font-semibold text-slate-900">{t('dashboard.multiplayer.createRoom')}</span>
          <span className="text-sm text-slate-600">{t('dashboard.multiplayer.createRoomText')}</span>
        </button>
        <Link to="/join-room" className={cardClasses}>
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700">
            <LogIn className="h-6 w-6" aria-hidden="true" />
          </span>
          <span className="text-lg font-semibold text-slate-900">{t('dashboard.multiplayer.joinRoom')}</span>
          <span className="text-sm text-slate-600">{t('dashboard.multiplayer.joinRoomText')}</span>
        </Link>
      </div>
      <PastGames />
    </div>
  );
}
