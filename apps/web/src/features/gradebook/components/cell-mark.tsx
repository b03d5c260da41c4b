/**
 * What one gradebook cell says: the counted score (with a 'late' badge when handed in after the due date), or the
 * mark that stands for it — missing, excused, not due yet ('—'), absent from a live game — and the extra attempts
 * the teacher gave.
 */
import { useTranslation } from 'react-i18next';
import type { GradebookCell } from '@quiz/contract/assignments';
import { locale } from '../../../i18n/format';
import { Badge } from '../../../components/ui/badge';
import { noScore, percentText } from '../lib/format-score';

export function CellMark({ cell }: { cell: GradebookCell }) {
  const { t } = useTranslation();
  let shown: React.ReactNode;
  switch (cell.mark) {
    case 'done':
      shown = <span className="font-semibold text-slate-900 tabular-nums">{percentText(cell.score, locale())}</span>;
      break;
    case 'late':
      shown = (
        <>
          <span className="font-semibold text-slate-900 tabular-nums">{percentText(cell.score, locale())}</span>
          <Badge tone="amber">{t('gradebook.mark.late')}</Badge>
        </>
      );
      break;
    case 'missing':
      shown = <Badge tone="red">{t('gradebook.mark.missing')}</Badge>;
      break;
    case 'excused':
      shown = <Badge tone="slate">{t('gradebook.mark.excused')}</Badge>;
      break;
    case 'open':
      shown = (
        <span className="text-slate-500" title={t('gradebook.mark.open')}>
          <span aria-hidden="true">{noScore}</span>
          <span className="sr-only">{t('gradebook.mark.open')}</span>
        </span>
      );
      break;
    case 'absent':
      shown = <span className="text-slate-500">{t('gradebook.mark.absent')}</span>;
      break;
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {shown}
      {cell.extraAttempts > 0 && (
        <span className="text-xs text-slate-600">{t('gradebook.extraAttempts', { count: cell.extraAttempts })}</span>
      )}
    </span>
  );
}
