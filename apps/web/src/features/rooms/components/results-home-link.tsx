/** The way on from a finished game: the dashboard for an account; for a guest, keeping the result by signing up. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { buttonClasses } from '../../../components/ui/button';
import { keepGuestResult } from '../../../lib/guest-sessions';

export function ResultsHomeLink({ code }: { code: string }) {
  const { t } = useTranslation();
  const guest = useSession().session?.isGuest;
  if (!guest) {
    return (
      <Link to="/dashboard" className={buttonClasses('secondary', 'min-h-11')}>
        {t('rooms.backToDashboard')}
      </Link>
    );
  }
  return (
    <>
      <Link to="/register" onClick={() => keepGuestResult(code)} className={buttonClasses('primary', 'min-h-11')}>
        {Messages.createAccountToKeep}
      </Link>
      <Link to="/play" className={buttonClasses('secondary', 'min-h-11')}>
        {t('rooms.joinAnother')}
      </Link>
    </>
  );
}
