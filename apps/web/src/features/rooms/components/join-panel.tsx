/** How to get in, readable from the back of a classroom: the address, the code in large letters and a QR code. */
import { Copy } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useQrCode } from '../../../lib/use-qr-code';
import { copyInviteLink, inviteLink } from '../lib/copy-invite';

function CopyInviteButton({ code, className }: { code: string; className: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => void copyInviteLink(code)}
      className={`inline-flex min-h-11 items-center gap-1 text-sm font-semibold hover:underline ${className}`}
    >
      <Copy className="h-4 w-4" aria-hidden="true" /> {t('rooms.copyInvite')}
    </button>
  );
}

/**
 * `compact`: a player's phone needs the code to pass on, not a QR code for the room. `projector`: the presenter
 * screen, read from the back of a classroom.
 */
export function JoinPanel({
  code,
  compact = false,
  projector = false,
}: {
  code: string;
  compact?: boolean;
  projector?: boolean;
}) {
  const { t } = useTranslation();
  const link = inviteLink(code);
  const qr = useQrCode(link, { width: 320, enabled: !compact });
  const address = `${window.location.host}/play`;
  const qrSize = projector ? 'h-56 w-56 xl:h-72 xl:w-72' : 'h-40 w-40 sm:h-48 sm:w-48';
  if (compact) {
    return (
      <section
        aria-label={t('lobby.howToJoin')}
        className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200"
      >
        <p className="text-sm text-slate-600">
          {t('lobby.roomCode')}{' '}
          <span className="font-mono text-xl font-black tracking-[0.2em] text-brand-700">{code}</span>
        </p>
        <CopyInviteButton code={code} className="text-brand-600" />
      </section>
    );
  }
  return (
    <section
      aria-label={t('lobby.howToJoin')}
      className="flex flex-col items-center gap-4 rounded-2xl bg-slate-900 p-5 text-white sm:flex-row sm:justify-between"
    >
      <div className="space-y-2 text-center sm:text-left">
        <p className={projector ? 'text-2xl text-slate-300 xl:text-3xl' : 'text-sm text-slate-300'}>
          <Trans
            i18nKey="lobby.joinAt"
            values={{ address }}
            components={{ addr: <span className="font-semibold break-all text-white" /> }}
          />
        </p>
        <p
          className={cn(
            'font-mono font-black tracking-[0.2em] text-amber-300',
            projector ? 'text-7xl xl:text-8xl' : 'text-5xl sm:text-6xl',
          )}
          aria-label={t('lobby.roomCodeSpelled', { code: code.split('').join(' ') })}
        >
          {code}
        </p>
        <CopyInviteButton code={code} className="text-amber-200" />
      </div>
      <div className="rounded-xl bg-white p-2">
        {qr ? (
          <img src={qr} alt={t('lobby.qrAlt', { code })} className={qrSize} />
        ) : (
          <div className={qrSize} aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
