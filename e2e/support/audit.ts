/** An axe-core audit of pages at a desktop and a phone width: the serious and critical findings, by screen. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { afterSplash, expect } from './fixtures';

const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** The page's serious and critical findings, one line each: the rule and the first elements it names. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(' | ')}`,
    );
}

/** Once every animation that ends has ended: a toast still fading in or out is not what people read. */
function settled(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Checks the page as it is now at both widths, or loads `path` for each width first. */
export class Audit {
  readonly found: Record<string, string[]> = {};

  async page(page: Page, path: string, ready?: (page: Page) => Promise<void>) {
    // Loaded once at the first width, then checked at each (the layout follows the width, as a turned phone's does).
    await page.setViewportSize(widths[0]!);
    await page.goto(path);
    await afterSplash(page);
    if (ready) await ready(page);
    else await page.waitForLoadState('networkidle');
    await this.screen(page, path);
  }

  /** A screen that cannot be reloaded into (a question of a live game): both widths without leaving it. */
  async screen(page: Page, name: string) {
    for (const size of widths) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await this.record(page, `${name} @${size.name}`);
    }
  }

  private async record(page: Page, name: string) {
    await settled(page);
    let violations = await seriousViolations(page);
    if (violations.length > 0) {
      // A toast that came or went while axe looked (an achievement unlocked as the game ended) was half-transparent:
      // look again once it is drawn. What is wrong is still there the second time.
      await settled(page);
      violations = await seriousViolations(page);
    }
    if (violations.length > 0) this.found[name] = violations;
  }

  expectClean() {
    expect(this.found, 'serious or critical axe findings').toEqual({});
  }
}
