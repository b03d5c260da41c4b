import { FileUp, PencilLine } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session-context';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';

/**
 * No AI provider on this server (issue 36): everyone reads a plain sentence and gets the two ways that work and the
 * way back; only an admin, who can do something about it, reads how to set a provider up.
 */
export function AiUnavailable() {
  const { t } = useTranslation();
  const isAdmin = useSession().session?.accountType === 'admin';
  return (
    <Alert>
      <p className="font-semibold">{t('generation.ai.unavailable')}</p>
      <p className="mt-1">{t('generation.ai.otherWays')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to="/upload" className={buttonClasses('primary', 'min-h-11')}>
          <FileUp className="h-4 w-4" aria-hidden="true" /> {t('generation.ai.fromPdf')}
        </Link>
        <Link to="/create-quiz" className={buttonClasses('secondary', 'min-h-11')}>
          <PencilLine className="h-4 w-4" aria-hidden="true" /> {t('generation.ai.byHand')}
        </Link>
        <Link to="/dashboard" className={buttonClasses('secondary', 'min-h-11')}>
          {t('common.backToDashboard')}
        </Link>
      </div>
      {isAdmin && (
        <p className="mt-3 text-sm">
          <Trans i18nKey="generation.ai.howToEnable" components={{ code: <code /> }} />
        </p>
      )}
    </Alert>
  );
}
