import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page has no WCAG 2 A / AA violation that axe can find (contrast, names, scrollable regions …). */
export async function expectAxeClean(page: Page) {
  // Colours read mid-transition (a button fading from disabled to enabled as a list settles) are
  // neither the one before nor the one after: check once every running animation has finished.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(found).toEqual([]);
}
