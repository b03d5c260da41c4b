/**
 * "Open presenter screen": the presenter opens in a window of its own, for the projector, while the teacher keeps the
 * room (its lobby, the players, the lock) in this one.
 */
import { Presentation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { presenterLink } from '../lib/host-paced';

export function PresenterLink({ code, className, icon = false }: { code: string; className?: string; icon?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={presenterLink(code)} target="_blank" rel="noopener" className={className}>
      {icon && <Presentation className="h-4 w-4" aria-hidden="true" />} {t('lobby.openPresenter')}
      <span className="sr-only"> ({t('lobby.opensNewWindow')})</span>
    </Link>
  );
}
