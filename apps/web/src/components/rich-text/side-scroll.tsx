/**
 * A box whose content may be wider than it (a long formula, a code block): it scrolls sideways, never the page. While
 * it does scroll, it is a tab stop, so that someone on a keyboard can scroll it with the arrow keys too (WCAG 2.1.1;
 * axe's scrollable-region-focusable); while everything fits, it is no stop at all.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function SideScroll({ className, children }: { className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Sideways is the point; a tall formula can also overflow by a few pixels downwards, which scrolls too.
    const check = () =>
      setScrolls(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    check();
    // The box changes size with the window; its content when the typesetter has loaded or the text changed.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resized?.observe(element);
    const changed = new MutationObserver(check);
    changed.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resized?.disconnect();
      changed.disconnect();
    };
  }, []);
  return (
    <div ref={box} className={cn('overflow-x-auto', className)} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </div>
  );
}
