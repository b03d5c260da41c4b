import { useTranslation } from 'react-i18next';
import { DefaultAvatar } from '@quiz/contract/limits';
import { cn } from '../lib/cn';

/** A user's picture, or the default avatar when none is set or it fails to load. */
export function Avatar({ src, name, className }: { src: string | null | undefined; name: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <img
      src={src || DefaultAvatar}
      alt={t('shell.avatarAlt', { name })}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DefaultAvatar)) event.currentTarget.src = DefaultAvatar;
      }}
      className={cn('rounded-full bg-slate-200 object-cover', className ?? 'h-9 w-9')}
    />
  );
}
