/** Phone-layout checks for journeys at a small phone's size: no sideways scroll, fingertip-sized controls, names whole. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** An iPhone SE sized screen, the small end of what a class brings. */
export const smallPhone = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };

/** The smallest comfortable touch target (WCAG 2.5.5, Apple's HIG): 44 × 44 CSS pixels. */
export const minTarget = 44;

export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** Every button, link, input and tab shown in the page's main content is at least 44 × 44 px. */
export async function expectTouchTargets(page: Page) {
  const small = await page.locator('main').evaluate((main, min) => {
    const controls = main.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"]',
    );
    const found: string[] = [];
    for (const control of Array.from(controls)) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      // A visually hidden control (1 px, clipped) is for screen readers, not fingers.
      if (box.width <= 1 && box.height <= 1) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        found.push(`${control.tagName.toLowerCase()} "${name}" is ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return found;
  }, minTarget);
  expect(small, `controls under ${minTarget}×${minTarget} px on ${page.url()}`).toEqual([]);
}

/** The element shows all of its text: nothing cut off with an ellipsis or hidden overflow. */
export async function expectWhole(element: Locator) {
  await expect(element).toBeVisible();
  const { scrollWidth, clientWidth } = await element.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth, `"${await element.textContent()}" is cut`).toBeLessThanOrEqual(clientWidth);
}

/** The usual checks of a live-flow screen at phone size. */
export async function expectPhoneFriendly(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page);
}
