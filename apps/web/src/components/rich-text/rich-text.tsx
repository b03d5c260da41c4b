/**
 * A question's text, an option, an ordering item or an explanation (issue 39): plain text as it is, and text with
 * rich-text marks (bold, italic, code, math) typeset. The typesetter (KaTeX, markdown-it, DOMPurify and KaTeX's
 * stylesheet and fonts) is its own chunk, loaded the first time a text with a mark is shown: a page of plain
 * questions, and the landing page, never load it. Until it has loaded, the source is shown.
 */
import { lazy, Suspense, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { hasRichMarks } from '@quiz/contract/rich-text-marks';
import { cn } from '../../lib/cn';
import { needsBlocks, richSlot } from './text-shape';

export { needsBlocks, richSlot };

const TypesetText = lazy(() => import('./typeset-text'));

export interface RichTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'className'> {
  text: string;
  /**
   * The element to render into. Without one (nor a class or attribute), a plain text is rendered bare, as the text
   * it always was; a typeset one goes into a 'div' when it has paragraphs or a code block, a 'span' otherwise.
   */
  as?: ElementType;
  /** One line of text (an option, an ordering item): no paragraphs or code blocks. */
  inline?: boolean;
  className?: string | undefined;
}

export function RichText({ text, as, inline = false, className, ...rest }: RichTextProps) {
  const Tag = as ?? (!inline && needsBlocks(text) ? 'div' : 'span');
  if (!hasRichMarks(text)) {
    if (!as && !className && Object.keys(rest).length === 0) return <>{text}</>;
    return (
      <Tag className={className} {...rest}>
        {text}
      </Tag>
    );
  }
  return (
    <Suspense
      fallback={
        <Tag className={cn('whitespace-pre-line', className)} {...rest}>
          {text}
        </Tag>
      }
    >
      <TypesetText text={text} as={Tag} inline={inline} className={className} {...rest} />
    </Suspense>
  );
}

interface RichHeadingProps {
  text: string;
  level: 1 | 2 | 3 | 4;
  className?: string;
  id?: string;
  /** What comes before the text in the heading ('Q3'). */
  children?: ReactNode;
}

/**
 * A question as a heading: an `<hN>` when its text reads inline (as nearly all do), and a `<div role="heading">`
 * when it has paragraphs or a code block, which an `<hN>` may not hold.
 */
export function RichHeading({ text, level, className, id, children }: RichHeadingProps) {
  const blocks = needsBlocks(text);
  const Tag: ElementType = blocks ? 'div' : `h${level}`;
  return (
    <Tag id={id} className={className} {...(blocks ? { role: 'heading', 'aria-level': level } : {})}>
      {children}
      <RichText text={text} />
    </Tag>
  );
}

/**
 * A translated sentence with rich text in it ('Missed: {{options}}', 'Question 2: {{content}}'): the sentence is
 * made with `richSlot` for the rich part, and the rich part (`children`) takes the slot's place.
 */
export function RichSentence({ sentence, children }: { sentence: string; children: ReactNode }) {
  const at = sentence.indexOf(richSlot);
  if (at === -1) return <>{sentence}</>;
  return (
    <>
      {sentence.slice(0, at)}
      {children}
      {sentence.slice(at + richSlot.length)}
    </>
  );
}
