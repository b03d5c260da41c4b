import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session-context';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** A room this person cannot be in (not found, removed by the host): the way back, for an account or a guest. */
export function RoomNotFound({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const guest = useSession().session?.isGuest;
  return (
    <Card className="space-y-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{text}</p>
      <Link to={guest ? '/play' : '/dashboard'} className={buttonClasses('primary', 'min-h-11')}>
        {guest ? t('rooms.joinAnother') : t('rooms.backToDashboard')}
      </Link>
    </Card>
  );
}
