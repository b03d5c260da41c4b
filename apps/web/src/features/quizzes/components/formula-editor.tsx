/**
 * The formula dialog's body (issue 39), its own chunk: MathLive's visual editor for a teacher who does not know
 * LaTeX, quick-insert buttons, the LaTeX itself (kept in step with the visual editor) for one who does, and the
 * formula typeset as players will see it. Insert hands the LaTeX to the field once KaTeX can typeset it.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionKindLimits } from '@quiz/contract/limits';
import { formulaProblem } from '@quiz/contract/rich-text';
import { SideScroll } from '../../../components/rich-text/side-scroll';
import { RichText } from '../../../components/rich-text/rich-text';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/fields';
import { ErrorText } from './error-text';
import { VisualMathField, type MathInserter } from './visual-math-field';

interface QuickInsert {
  key: 'fraction' | 'sqrt' | 'power' | 'times' | 'divide' | 'pi';
  symbol: string;
  /** MathLive's template: #0 is the selection (or a box to fill), #@ the selection or what is before the caret, #? a box. */
  visual: string;
  /** In the LaTeX box: the text before the caret and after it, around the selected text. */
  latex(selected: string): [beforeCaret: string, afterCaret: string];
}

// Operators end with a space so that a letter typed next does not run into the command ('\timesx').
const quickInserts: QuickInsert[] = [
  {
    key: 'fraction',
    symbol: 'a⁄b',
    visual: '\\frac{#0}{#?}',
    latex: (s) => (s ? [`\\frac{${s}}{`, '}'] : ['\\frac{', '}{}']),
  },
  { key: 'sqrt', symbol: '√', visual: '\\sqrt{#0}', latex: (s) => [`\\sqrt{${s}`, '}'] },
  { key: 'power', symbol: 'xⁿ', visual: '#@^{#?}', latex: (s) => [`${s}^{`, '}'] },
  { key: 'times', symbol: '×', visual: '\\times', latex: () => ['\\times ', ''] },
  { key: 'divide', symbol: '÷', visual: '\\div', latex: () => ['\\div ', ''] },
  { key: 'pi', symbol: 'π', visual: '\\pi', latex: () => ['\\pi ', ''] },
];

const quickLabels = {
  fraction: 'quizForm.richText.fraction',
  sqrt: 'quizForm.richText.sqrt',
  power: 'quizForm.richText.power',
  times: 'quizForm.richText.times',
  divide: 'quizForm.richText.divide',
  pi: 'quizForm.richText.pi',
} as const satisfies Record<QuickInsert['key'], string>;

interface FormulaEditorProps {
  onInsert(tex: string): void;
  onCancel(): void;
}

export default function FormulaEditor({ onInsert, onCancel }: FormulaEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [latex, setLatex] = useState('');
  // A problem is shown once Insert has been tried, then follows the formula until it is fixed.
  const [checked, setChecked] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const insertIntoVisual = useRef<MathInserter | null>(null);
  const caret = useRef<number | null>(null);
  const tex = latex.trim();
  const problem = checked && tex ? formulaProblem(tex) : null;

  // After a quick insert into the LaTeX box, its caret goes where the next thing is to be typed.
  useLayoutEffect(() => {
    if (caret.current === null || !box.current) return;
    box.current.focus();
    box.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const quickInsert = (quick: QuickInsert) => {
    if (insertIntoVisual.current?.(quick.visual)) return;
    const start = box.current?.selectionStart ?? latex.length;
    const end = box.current?.selectionEnd ?? start;
    const [before, after] = quick.latex(latex.slice(start, end));
    caret.current = start + before.length;
    setLatex(latex.slice(0, start) + before + after + latex.slice(end));
  };

  const insert = () => {
    if (formulaProblem(tex)) {
      setChecked(true);
      box.current?.focus();
      return;
    }
    onInsert(tex);
  };

  return (
    <div className="space-y-4">
      <VisualMathField id={`${id}-visual`} value={latex} onChange={setLatex} inserter={insertIntoVisual} />

      <div role="group" aria-label={t('quizForm.richText.quick')} className="flex flex-wrap gap-1">
        {quickInserts.map((quick) => (
          <Button
            key={quick.key}
            variant="secondary"
            className="min-h-11 min-w-11 px-3 font-serif text-base"
            title={t(quickLabels[quick.key])}
            onClick={() => quickInsert(quick)}
          >
            {/* Named by its words, not an aria-label: a visible 'xⁿ' must not differ from the name (WCAG 2.5.3). */}
            <span aria-hidden="true">{quick.symbol}</span>
            <span className="sr-only">{t(quickLabels[quick.key])}</span>
          </Button>
        ))}
      </div>

      <div className="space-y-1">
        <label htmlFor={`${id}-latex`} className="block text-sm font-medium text-slate-700">
          {t('quizForm.richText.latex')}
        </label>
        <textarea
          ref={box}
          id={`${id}-latex`}
          rows={2}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          maxLength={QuestionKindLimits.formulaMax}
          className={`${fieldClasses(problem)} font-mono`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-latex-error` : undefined}
          value={latex}
          onChange={(event) => setLatex(event.target.value)}
        />
        <ErrorText id={`${id}-latex-error`} message={problem ?? undefined} />
      </div>

      {tex && (
        <div
          role="group"
          aria-labelledby={`${id}-preview`}
          className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
        >
          <p id={`${id}-preview`} className="text-xs font-medium text-slate-500">
            {t('quizForm.richText.preview')}
          </p>
          <SideScroll>
            <RichText text={`$$${tex}$$`} as="div" className="text-slate-900" />
          </SideScroll>
        </div>
      )}

      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('quizForm.cancel')}
        </Button>
        <Button onClick={insert} disabled={!tex}>
          {t('quizForm.richText.insert')}
        </Button>
      </div>
    </div>
  );
}
