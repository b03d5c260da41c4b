/**
 * Driving a page with the keyboard alone, as someone who cannot use a mouse: Tab (and Shift+Tab) to reach a
 * control, typing, Space and Enter. Every control reached must show where the focus is.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (at most `limit` times), and checks that the focus can be seen. */
export async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) {
      await expectVisibleFocus(target);
      return presses;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard never reached ${String(target)} in ${limit} presses of Tab`);
}

/** The next Tab lands on `target`: the focus order follows the page. */
export async function nextTabIs(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  expect(await isFocused(target), `Tab moves on to ${String(target)}`).toBe(true);
  await expectVisibleFocus(target);
}

/** A focus ring (outline or box-shadow ring) shows on the focused control (WCAG 2.4.7). */
export async function expectVisibleFocus(target: Locator) {
  const shown = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return outline || ring;
  });
  expect(shown, `a focus indicator on ${String(target)}`).toBe(true);
}

/** Reaches a field with Tab and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Reaches a button or link with Tab and presses Enter on it. */
export async function press(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, control);
  await page.keyboard.press(key === 'Space' ? ' ' : key);
}
