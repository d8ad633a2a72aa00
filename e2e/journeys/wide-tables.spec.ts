import { expect, test, type Page } from '@playwright/test';
import { signInAndWait } from './helpers.ts';

/**
 * Issue 27: /nsf (2,719 px) and the full commission report (2,565 px) were wider than a 1366 px
 * screen, Edit off screen and words broken mid-word. Both now fit at 1366 px in their default
 * columns, and at 390 px only the table scrolls, inside its own region. Only read.
 */
async function widths(page: Page, region: string) {
  return page.evaluate((name) => {
    const box = document.querySelector(`[role="region"][aria-label="${name}"]`) as HTMLElement;
    return {
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      table: box.scrollWidth,
      visible: box.clientWidth,
    };
  }, region);
}

test('/nsf and the full commission report fit a 1366 px screen; at 390 px only their tables scroll', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'finance@example.com', 'Fiona');

  await page.goto('/nsf');
  const nsf = page.getByRole('table', { name: 'NSF invoices' });
  await expect(nsf.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(nsf.getByRole('link').first()).toBeVisible();
  let measured = await widths(page, 'NSF invoices table');
  expect(measured.table, JSON.stringify(measured)).toBeLessThanOrEqual(measured.visible);
  expect(measured.page).toBeLessThanOrEqual(1366);
  // Edit is on screen, in the row.
  const edit = nsf.getByRole('button', { name: /^Edit NSF invoice/ }).first();
  await expect(edit).toBeInViewport();
  // The chooser adds a column back: the Edit column stays in view while the table scrolls.
  await page.getByRole('button', { name: /^Columns of the NSF invoices/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Missed payment fee owing' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Missed payment fee owing' })).toBeVisible();
  await expect(edit).toBeInViewport();

  await page.goto('/reports');
  const report = page.getByRole('table', { name: 'Commission report' });
  await expect(report.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: 'Net Margin', exact: true })).toBeVisible();
  measured = await widths(page, 'Commission report table');
  expect(measured.table, JSON.stringify(measured)).toBeLessThanOrEqual(measured.visible);
  expect(measured.page).toBeLessThanOrEqual(1366);

  // A phone: the page does not scroll sideways; the table does, in its region.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, region] of [
    ['/reports', 'Commission report table'],
    ['/nsf', 'NSF invoices table'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(`[role="region"][aria-label="${region}"] tbody tr`).first()).toBeVisible({
      timeout: 30_000,
    });
    measured = await widths(page, region);
    expect(measured.page, `${path}: ${JSON.stringify(measured)}`).toBeLessThanOrEqual(390);
  }
});
