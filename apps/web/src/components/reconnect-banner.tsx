import { Loader2, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Messages } from '../i18n/messages';
import { Button } from './ui/button';
import type { Realtime } from '../app/use-realtime';

/** Says so when the realtime connection is down (once the first attempt has had its chance), with a retry. */
export function ReconnectBanner({
  realtime,
}: {
  realtime: Pick<Realtime, 'connected' | 'settled' | 'status' | 'reconnect'>;
}) {
  const { t } = useTranslation();
  if (realtime.connected || !realtime.settled) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <span className="flex items-center gap-2">
        <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
        {Messages.socketBanner}
      </span>
      <Button variant="secondary" className="min-h-11" onClick={realtime.reconnect}>
        {realtime.status === 'connecting' && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {t('shell.reconnect')}
      </Button>
    </div>
  );
}
