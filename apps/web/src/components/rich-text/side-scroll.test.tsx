import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { SideScroll } from './side-scroll';

afterEach(cleanup);

/** Gives the box the widths a browser would measure (happy-dom lays nothing out). */
function measure(box: HTMLElement, content: number, visible: number) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: content });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: visible });
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 20 });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 20 });
}

describe('a box that scrolls sideways', () => {
  it('is a tab stop only while its content is wider than it, so a keyboard can scroll it', async () => {
    const { container } = render(
      <SideScroll>
        <span>x</span>
      </SideScroll>,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box.getAttribute('tabindex')).toBeNull();

    measure(box, 900, 300);
    // Its content changing (the typesetter has drawn a long formula) is what makes it measure again.
    await act(async () => {
      box.firstElementChild!.textContent = 'a much longer formula';
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(box.getAttribute('tabindex')).toBe('0');

    measure(box, 300, 300);
    await act(async () => {
      box.firstElementChild!.textContent = 'x';
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(box.getAttribute('tabindex')).toBeNull();
  });
});
