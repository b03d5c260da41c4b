/**
 * How students get into a class, for the teacher to share or project: the code in large letters, the join link
 * with its QR code (students with an account), and where card students sign in.
 */
import { Copy } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useQrCode } from '../../../lib/use-qr-code';
import { copyText } from '../lib/copy-text';
import { cardSignInAddress, joinLink } from '../lib/links';

export function ClassInvite({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = joinLink(code);
  const qr = useQrCode(link, { width: 320 });
  return (
    <section
      aria-labelledby="class-invite"
      className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-center md:justify-between"
    >
      <div className="min-w-0 flex-1 space-y-4">
        <h2 id="class-invite" className="text-lg font-semibold text-slate-900">
          {t('classes.invite.title')}
        </h2>
        <div>
          <p className="text-sm font-medium text-slate-600">{t('classes.code.label')}</p>
          <p
            className="font-mono text-5xl font-black tracking-[0.2em] text-brand-700 sm:text-6xl"
            aria-label={t('classes.code.spelled', { code: code.split('').join(' ') })}
          >
            {code}
          </p>
        </div>
        <div className="space-y-1">
          <label htmlFor="class-join-link" className="block text-sm font-medium text-slate-700">
            {t('classes.invite.link')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="class-join-link"
              readOnly
              value={link}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
              onFocus={(event) => event.target.select()}
            />
            <Button
              variant="secondary"
              className="min-h-11 shrink-0"
              onClick={() => void copyText(link, t('classes.invite.copied'), t('classes.invite.copyFailed'))}
            >
              <Copy className="h-4 w-4" aria-hidden="true" /> {t('classes.invite.copy')}
            </Button>
          </div>
          <p className="text-xs text-slate-500">{t('classes.invite.linkHint')}</p>
        </div>
        <p className="text-sm text-slate-700">
          <Trans
            i18nKey="classes.invite.cards"
            values={{ address: cardSignInAddress() }}
            components={{ addr: <span className="font-semibold break-all text-slate-900" /> }}
          />
        </p>
      </div>
      <div className="self-center rounded-xl bg-white p-2 ring-1 ring-slate-200">
        {qr ? (
          <img src={qr} alt={t('classes.invite.qrAlt', { code })} className="h-44 w-44 sm:h-48 sm:w-48" />
        ) : (
          <div className="h-44 w-44 sm:h-48 sm:w-48" aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
