/**
 * A homework cell's menu for the teacher: excuse the student (or take the excuse back), or give them another
 * attempt. A menu button (Radix: Enter, Space or the arrows open it, Escape closes it, the focus goes back).
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreVertical, RotateCcw, UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AssignmentLimits, type GradebookCell, type StudentOverride } from '@quiz/contract/assignments';

/** The item under the keyboard (or the pointer) stands out, as in the user menu. */
const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[highlighted]:ring-2 data-[highlighted]:ring-brand-500';

interface CellMenuProps {
  cell: GradebookCell;
  studentName: string;
  columnTitle: string;
  /** Another attempt only for a student still in the class. */
  active: boolean;
  busy: boolean;
  onChange(override: StudentOverride): void;
}

export function CellMenu({ cell, studentName, columnTitle, active, busy, onChange }: CellMenuProps) {
  const { t } = useTranslation();
  const excused = cell.mark === 'excused';
  const canGiveAttempt = active && cell.extraAttempts < AssignmentLimits.extraAttemptsMax;
  return (
    // Not modal: the table stays readable, and no part of the page is hidden from assistive technology meanwhile.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
        aria-label={t('gradebook.menu.label', { name: studentName, title: columnTitle })}
        disabled={busy}
      >
        <MoreVertical className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 w-64 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
        >
          <DropdownMenu.Label className="truncate px-3 py-1 text-xs font-semibold text-slate-600">
            {studentName} · {columnTitle}
          </DropdownMenu.Label>
          <DropdownMenu.Item className={itemClasses} onSelect={() => onChange({ excused: !excused })}>
            {excused ? (
              <UserCheck className="h-4 w-4" aria-hidden="true" />
            ) : (
              <UserX className="h-4 w-4" aria-hidden="true" />
            )}
            {excused ? t('gradebook.menu.unexcuse') : t('gradebook.menu.excuse')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClasses}
            disabled={!canGiveAttempt}
            onSelect={() => onChange({ extraAttempts: cell.extraAttempts + 1 })}
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            <span>
              {t('gradebook.menu.anotherAttempt')}
              {cell.extraAttempts > 0 && (
                <span className="block text-xs text-slate-500">
                  {t('gradebook.menu.extraSoFar', { count: cell.extraAttempts })}
                </span>
              )}
            </span>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
