/**
 * MathLive's `<math-field>` (issue 39): a formula built as it is written (/ a fraction, ^ a power, sqrt a root), its
 * LaTeX kept in step with the dialog's LaTeX box. MathLive is imported when the dialog first opens, never with a
 * page; where it cannot run (no browser, or its chunk fails to load) the dialog keeps its LaTeX box.
 */
import { useEffect, useRef, useState, type DetailedHTMLProps, type HTMLAttributes, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { MathfieldElement } from 'mathlive';
// KaTeX's stylesheet declares the fonts MathLive draws with (the same KaTeX fonts), bundled with the app.
import 'katex/dist/katex.min.css';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'math-field': DetailedHTMLProps<HTMLAttributes<MathfieldElement>, MathfieldElement> & {
        'math-virtual-keyboard-policy'?: 'auto' | 'manual' | 'sandboxed';
      };
    }
  }
}

/** Inserts a MathLive template at the visual editor's caret; false when the visual editor is not there. */
export type MathInserter = (template: string) => boolean;

let mathLive: Promise<typeof MathfieldElement> | undefined;

/** MathLive, once, set up to fetch nothing: no sounds, and no fonts of its own (KaTeX's are in the page). */
function loadMathLive() {
  mathLive ??= import('mathlive')
    .then(({ MathfieldElement: Element }) => {
      if (typeof Element?.prototype?.insert !== 'function') throw new Error('MathLive needs a browser');
      Element.soundsDirectory = null;
      Element.plonkSound = null;
      Element.keypressSound = null;
      Element.fontsDirectory = null;
      return Element;
    })
    .catch((error: unknown) => {
      // Another opening tries again (a chunk that failed to load may load next time).
      mathLive = undefined;
      throw error;
    });
  return mathLive;
}

/** The formula's LaTeX as KaTeX reads it: MathLive's own macros expanded, its empty boxes dropped. */
const latexOf = (field: MathfieldElement) =>
  field.getValue('latex-expanded').replace(/\\placeholder(?:\[[^\]]*\])?\{([^{}]*)\}/g, '$1');

const labelClasses = 'block text-sm font-medium text-slate-700';

interface VisualMathFieldProps {
  id: string;
  value: string;
  onChange(latex: string): void;
  /** Set while the visual editor is there, for the quick-insert buttons. */
  inserter: RefObject<MathInserter | null>;
}

export function VisualMathField({ id, value, onChange, inserter }: VisualMathFieldProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const field = useRef<MathfieldElement>(null);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    let current = true;
    loadMathLive().then(
      () => current && setState('ready'),
      () => current && setState('unavailable'),
    );
    return () => {
      current = false;
    };
  }, []);

  // Once it is there: its menu off (it would open outside the dialog, which would close it), its changes passed on,
  // and the focus in it unless the teacher has started in the LaTeX box.
  useEffect(() => {
    const element = field.current;
    if (state !== 'ready' || !element) return;
    element.menuItems = [];
    const onInput = () => change.current(latexOf(element));
    element.addEventListener('input', onInput);
    inserter.current = (template) => {
      element.insert(template, { selectionMode: 'placeholder', focus: true });
      change.current(latexOf(element));
      return true;
    };
    if (!(document.activeElement instanceof HTMLTextAreaElement)) element.focus();
    return () => {
      element.removeEventListener('input', onInput);
      inserter.current = null;
    };
  }, [state, inserter]);

  // The LaTeX box's changes shown in the visual editor (its own changes come back equal, and are left alone).
  useEffect(() => {
    const element = field.current;
    if (state !== 'ready' || !element || latexOf(element) === value) return;
    element.setValue(value, { silenceNotifications: true });
  }, [state, value]);

  return (
    <div className="space-y-1">
      {state === 'ready' ? (
        <>
          <label htmlFor={id} className={labelClasses}>
            {t('quizForm.richText.visual')}
          </label>
          <math-field
            ref={field}
            id={id}
            aria-label={t('quizForm.richText.visual')}
            // Its on-screen keyboard would open outside the dialog: the quick inserts and the phone's keyboard do.
            math-virtual-keyboard-policy="manual"
            className="block w-full rounded-lg border border-slate-300 px-2 py-1 text-2xl focus-within:border-brand-500 [&::part(menu-toggle)]:hidden [&::part(virtual-keyboard-toggle)]:hidden"
          />
          <p className="text-xs text-slate-500">{t('quizForm.richText.visualHint')}</p>
        </>
      ) : (
        <>
          <p className={labelClasses}>{t('quizForm.richText.visual')}</p>
          <p className="text-sm text-slate-600">
            {t(state === 'loading' ? 'quizForm.richText.loading' : 'quizForm.richText.unavailable')}
          </p>
        </>
      )}
    </div>
  );
}
