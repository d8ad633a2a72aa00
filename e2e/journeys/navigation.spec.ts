import { expect, test, type Page } from '@playwright/test';
import { signInAndWait } from './helpers.ts';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

// The app's router is react-router's declarative mode with scroll restoration of its own
// (decision 0041): what the data router's <ScrollRestoration> did, a user still gets.
test('a new page opens at the top, and back returns to where the catalogue was scrolled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'broker@example.com', 'Blake');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const scrolled = await scrollY(page);

  await page.getByRole('link', { name: 'CRM', exact: true }).first().click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByRole('table', { name: 'Applications' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(scrolled);

  await page.goForward();
  await expect(page.getByRole('table', { name: 'Applications' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});
