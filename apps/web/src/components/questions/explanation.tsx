/**
 * Why a question's answer is right (issue 39), as its author wrote it (rich text), under 'Why'. Shown only where
 * the server sends it: once the question is answered or closed (solo results, a game's review and report, the
 * presenter and the phones after a host-paced close, the worksheet's answer key).
 */
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { RichText } from '../rich-text/rich-text';

interface ExplanationProps {
  /** Absent or empty when the question has none: nothing is shown. */
  text: string | undefined;
  /** 'Why' as a heading of this level (the presenter's screen), or as a bold label before the text. */
  level?: 2 | 3 | 4;
  /** The presenter's size, read from the back of a room (formulas grow with it). */
  large?: boolean;
  /** Its text size, or its place (not its box). */
  className?: string;
}

export function Explanation({ text, level, large = false, className }: ExplanationProps) {
  const { t } = useTranslation();
  if (!text?.trim()) return null;
  const Heading = level ? (`h${level}` as const) : 'p';
  return (
    <div
      className={cn(
        'bg-sky-50 text-left text-slate-800',
        large ? 'space-y-2 rounded-2xl px-6 py-4 leading-snug' : 'space-y-1 rounded-lg px-3 py-2',
        className,
      )}
    >
      <Heading className="font-semibold text-sky-900">{t('richText.why')}</Heading>
      <RichText text={text} as="div" className="wrap-anywhere" />
    </div>
  );
}
