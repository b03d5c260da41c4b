import { useEffect } from 'react';
import { Loader2, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Messages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { registerInlineNotice } from '../lib/socket';
import { Button } from './ui/button';
import type { Realtime } from '../app/use-realtime';

/**
 * Says so when the realtime connection is down (once the first attempt has had its chance), with a retry, where the
 * person is looking: placed in the chat, or kept in view under the header as the lobby and the game scroll. While it
 * is on the page the connection's toast stays away, so a restart shows one notice (decision 024).
 */
export function ReconnectBanner({
  realtime,
  className,
}: {
  realtime: Pick<Realtime, 'connected' | 'settled' | 'status' | 'restarting' | 'reconnect'>;
  className?: string;
}) {
  const { t } = useTranslation();
  useEffect(() => registerInlineNotice(), []);
  if (realtime.connected || !realtime.settled) return null;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <span className="flex items-center gap-2">
        <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          {realtime.restarting && <strong className="block font-semibold">{Messages.serverRestarting}</strong>}
          {Messages.socketBanner}
        </span>
      </span>
      <Button variant="secondary" className="min-h-11" onClick={realtime.reconnect}>
        {realtime.status === 'connecting' && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {t('shell.reconnect')}
      </Button>
    </div>
  );
}

/** Under the sticky app header, so a page scrolled down on a phone still shows it. */
export const stickyBannerClasses = 'sticky top-[4.5rem] z-30 shadow-md';
