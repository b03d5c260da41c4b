/**
 * One printed login card: the class, the address, the class code, the student's name and secret, and a QR code
 * that signs them in. Black on white, so that it reads on any printer.
 */
import { Trans, useTranslation } from 'react-i18next';
import type { LoginCard } from '@quiz/contract/classes';
import type { LoginCards } from '../api/get-cards';
import { useQrCode } from '../../../lib/use-qr-code';
import { cardLink, cardSignInAddress } from '../lib/links';

interface LoginCardViewProps {
  card: LoginCard;
  /** The class: its name, code and teacher. */
  klass: Omit<LoginCards, 'cards'>;
}

export function LoginCardView({ card, klass }: LoginCardViewProps) {
  const { t } = useTranslation();
  const { code, teacher } = klass;
  const qr = useQrCode(cardLink(code, card._id, card.secret), { width: 240 });
  return (
    <article
      aria-labelledby={`card-${card._id}`}
      className="login-card flex break-inside-avoid gap-3 border border-dashed border-black bg-white p-4 text-black"
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="text-sm leading-tight font-bold wrap-anywhere">{klass.className}</p>
        {teacher && <p className="text-xs leading-tight">{t('classes.cards.teacher', { name: teacher })}</p>}
        <p className="text-xs leading-tight">
          <Trans
            i18nKey="classes.cards.goTo"
            values={{ address: cardSignInAddress() }}
            components={{ addr: <span className="font-semibold break-all" /> }}
          />
        </p>
        <p className="text-xs leading-tight">
          {t('classes.cards.classCode')} <span className="font-mono text-base font-bold tracking-widest">{code}</span>
        </p>
        <h2 id={`card-${card._id}`} className="pt-1 text-lg leading-tight font-bold wrap-anywhere">
          {card.name}
        </h2>
        <p className="text-xs leading-tight">
          {t('classes.cards.secret')}{' '}
          <span className="font-mono text-2xl font-black tracking-[0.2em]">{card.secret}</span>
        </p>
      </div>
      <div className="flex w-28 shrink-0 flex-col items-center gap-1 text-center">
        {qr ? (
          <img src={qr} alt={t('classes.cards.qrAlt', { name: card.name })} className="h-28 w-28" />
        ) : (
          <div className="h-28 w-28" aria-hidden="true" />
        )}
        <p className="text-[10px] leading-tight">{t('classes.cards.scan')}</p>
      </div>
    </article>
  );
}
