/** The typesetting half of RichText (rich-text.tsx), in its own chunk with KaTeX's stylesheet and fonts. */
import { useMemo, type ElementType, type HTMLAttributes } from 'react';
import DOMPurify from 'dompurify';
import renderA11yString from 'katex/contrib/render-a11y-string';
import 'katex/dist/katex.min.css';
import { renderRichText } from '@quiz/contract/rich-text';
import { cn } from '../../lib/cn';
import { needsBlocks } from './text-shape';
import './rich-text.css';

/**
 * HTML, MathML (what a screen reader reads) and SVG (KaTeX draws a root's sign, a vector's arrow, a wide hat in it),
 * and KaTeX's `<semantics>` and `<annotation>` (the TeX source, plain text) that DOMPurify leaves out by default:
 * without them the annotation's source would be left loose in the formula a screen reader reads.
 */
const purifyOptions = {
  USE_PROFILES: { html: true, mathMl: true, svg: true },
  ADD_TAGS: ['semantics', 'annotation'],
};

/**
 * Each formula's MathML named in words ('x squared plus 1'): Chromium leaves MathML out of the name of what holds it,
 * so an option's button or radio, or a question's heading, would be announced without its formula. The MathML stays
 * for the screen readers that read it.
 */
function nameFormulas(fragment: DocumentFragment) {
  for (const math of fragment.querySelectorAll('math')) {
    const tex = math.querySelector('annotation')?.textContent;
    if (!tex) continue;
    try {
      // '4, point, 5' is said as a number, '4.5'.
      math.setAttribute('aria-label', renderA11yString(tex).replace(/(\d), point, (?=\d)/g, '$1.'));
    } catch {
      math.setAttribute('aria-label', tex);
    }
  }
  return fragment;
}

const htmlOf = (fragment: DocumentFragment) => {
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
};

interface TypesetTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'className'> {
  text: string;
  as: ElementType;
  inline: boolean;
  className?: string | undefined;
}

export default function TypesetText({ text, as: Tag, inline, className, ...rest }: TypesetTextProps) {
  const html = useMemo(() => {
    const rendered = renderRichText(text, { inline: inline || !needsBlocks(text) });
    // markdown-it (HTML off) and KaTeX (trust off) already escape everything; this is the second lock.
    return htmlOf(nameFormulas(DOMPurify.sanitize(rendered, { ...purifyOptions, RETURN_DOM_FRAGMENT: true })));
  }, [text, inline]);
  return <Tag className={cn('rich-text', className)} {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
