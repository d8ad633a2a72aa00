import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Colours read mid-transition are neither the one before nor the one after: wait for animations to end. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

async function violations(page: Page) {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}

/**
 * The page has no WCAG 2 A / AA violation that axe can find (contrast, names, scrollable regions …).
 * A list still settling (a button fading from disabled to enabled once its page has loaded) may start
 * a transition after the first look: what axe finds is read again a moment later, and only what it
 * finds both times is a violation.
 */
export async function expectAxeClean(page: Page) {
  const first = await violations(page);
  if (first.length === 0) return;
  await page.waitForTimeout(1_000);
  expect(await violations(page)).toEqual([]);
}
