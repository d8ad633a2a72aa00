import axe from 'axe-core';

/**
 * What axe finds against WCAG 2.1 A and AA in `root` (a dialog, a page), as `rule: target` lines;
 * [] when clean. jsdom lays nothing out, so the rules that need a layout (colour contrast, scrolled
 * regions) are left to the journeys (e2e/journeys/axe.ts); names, roles and nesting are checked here.
 */
export async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
