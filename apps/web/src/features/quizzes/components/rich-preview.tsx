/**
 * A rich field's live preview (issue 39): beside the field on a wide screen, under it on a phone, and only once its
 * text has a mark (bold, code, a formula…), so a plain question looks as it always has.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRichMarks } from '@quiz/contract/rich-text-marks';
import { RichText } from '../../../components/rich-text/rich-text';
import { SideScroll } from '../../../components/rich-text/side-scroll';
import { cn } from '../../../lib/cn';

interface WithPreviewProps {
  text: string;
  /** The field's name ("Question 1 text"), which names its preview. */
  place: string;
  /** One line (an option, an ordering item): no paragraphs or code blocks. */
  inline?: boolean;
  /** The field (and its Formula button). */
  children: ReactNode;
}

export function WithPreview({ text, place, inline = false, children }: WithPreviewProps) {
  const marked = hasRichMarks(text);
  return (
    <div className={cn('grid min-w-0 flex-1 items-start gap-2', marked && 'md:grid-cols-2')}>
      {children}
      {marked && <RichPreview text={text} place={place} inline={inline} />}
    </div>
  );
}

function RichPreview({ text, place, inline }: { text: string; place: string; inline: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('quizForm.richText.previewOf', { place })}
      className="min-w-0 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
    >
      <p className="text-xs font-medium text-slate-500" aria-hidden="true">
        {t('quizForm.richText.preview')}
      </p>
      {/* A long formula scrolls inside the preview, never the page. */}
      <SideScroll>
        <RichText text={text} as="div" inline={inline} className="text-sm text-slate-900" />
      </SideScroll>
    </div>
  );
}
