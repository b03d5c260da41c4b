/**
 * The Formula button beside a rich field (issue 39): it opens the formula dialog, and "Insert" writes `$…$` where the
 * field's caret was, then gives the field back the focus with its caret after the formula. The dialog's body (and
 * MathLive with it) is its own chunk, loaded the first time a dialog opens.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useFormContext, useFormState, type FieldPathByValue } from 'react-hook-form';
import { Sigma } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { QuizFormValues } from './quiz-form-values';

const FormulaEditor = lazy(() => import('./formula-editor'));

/** A field the button writes into: a question's text or explanation, an option's label, an ordering item. */
export type RichFieldPath = FieldPathByValue<QuizFormValues, string>;

interface FormulaButtonProps {
  name: RichFieldPath;
  /** The id of the field's input or textarea, whose caret says where the formula goes. */
  fieldId: string;
  /** The field's name ("Question 1 text"), which names the button. */
  place: string;
}

/**
 * The text with `$tex$` in place of [start, end), and where the caret goes after it. A space keeps the formula
 * apart where a neighbour would change how it reads: a `$` or `\` before it, a `$` or a digit after it ('$x$5'
 * would be no formula).
 */
export function withFormula(text: string, start: number, end: number, tex: string) {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const formula = `${/[$\\]$/.test(before) ? ' ' : ''}$${tex}$${/^[\d$]/.test(after) ? ' ' : ''}`;
  return { text: before + formula + after, caret: before.length + formula.length };
}

/** 44 px: a finger's target (WCAG 2.5.5). */
const touchTarget = 'min-h-11 min-w-11 shrink-0 px-2';

export function FormulaButton({ name, fieldId, place }: FormulaButtonProps) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<QuizFormValues>();
  const { isSubmitted } = useFormState({ control, name });
  const [open, setOpen] = useState(false);
  // After "Insert" the dialog gives the focus back to this button; it passes it on to the field, at this caret.
  const caretAfterInsert = useRef<number | null>(null);
  const label = t('quizForm.richText.formulaFor', { place });

  const field = () => document.getElementById(fieldId) as HTMLInputElement | HTMLTextAreaElement | null;

  const insert = (tex: string) => {
    const text = getValues(name) ?? '';
    const element = field();
    const start = Math.min(element?.selectionStart ?? text.length, text.length);
    const end = Math.max(start, Math.min(element?.selectionEnd ?? start, text.length));
    const next = withFormula(text, start, end, tex);
    // Once the form has been sent, a field's error follows its value (as typing does).
    setValue(name, next.text, { shouldDirty: true, shouldValidate: isSubmitted });
    caretAfterInsert.current = next.caret;
    setOpen(false);
  };

  const passFocusOn = () => {
    const caret = caretAfterInsert.current;
    caretAfterInsert.current = null;
    const element = field();
    if (caret === null || !element) return;
    element.focus();
    element.setSelectionRange(caret, caret);
  };

  return (
    <>
      <Button
        variant="ghost"
        className={touchTarget}
        aria-label={label}
        title={t('quizForm.richText.formula')}
        onFocus={passFocusOn}
        onClick={() => {
          caretAfterInsert.current = null;
          setOpen(true);
        }}
      >
        <Sigma className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('quizForm.richText.dialogTitle')}
        description={t('quizForm.richText.dialogDescription')}
      >
        <Suspense fallback={<p className="text-sm text-slate-600">{t('ui.loading')}</p>}>
          <FormulaEditor onInsert={insert} onCancel={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
