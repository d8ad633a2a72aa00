// Binds its own policy (policies.ts): its point is the day's tiles counting a sale as it happens.
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { dayFromToday, signInAndWait } from './helpers.ts';
import { bindPolicy, tenantsForm } from './policies.ts';

/** The number a tile shows (its <dd>), e.g. 'Bound' reads '3 (12.5%)'. */
async function tileCount(page: Page, label: string): Promise<number> {
  const value = await page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
  return Number(value.split(' ')[0]!.replace(/,/g, ''));
}

test("a broker's analytics shows the policy they just bound", async ({ page }) => {
  await signInAndWait(page, 'broker@example.com', 'Blake');
  const today = dayFromToday(0);
  await page.getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page).toHaveTitle('Analytics | Apollo Broker Marketplace');
  await page.goto(`/analytics?from=${today}&to=${today}`);
  await expect(page.getByText('Quotes started')).toBeVisible();
  const boundBefore = await tileCount(page, 'Bound');
  const startedBefore = await tileCount(page, 'Quotes started');

  await bindPolicy(page.request, 'tenants', tenantsForm('Analytics Tenant', 'analytics.tenant@example.net'));
  await page.reload();
  await expect.poll(() => tileCount(page, 'Bound')).toBe(boundBefore + 1);
  expect(await tileCount(page, 'Quotes started')).toBe(startedBefore + 1);
  const byProduct = page.getByRole('table', { name: 'Premium written by product' });
  await expect(byProduct.getByRole('rowheader', { name: 'Tenants Insurance' })).toBeVisible();
  // The charts render: the funnel's bars (recharts draws them in svg).
  const funnel = page.getByRole('region', { name: 'From started to bound' });
  await expect(funnel.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await expect(funnel.locator('.recharts-bar-rectangle path')).toHaveCount(3);
  await expect(page.getByRole('combobox', { name: 'Brokerage' })).toHaveCount(0);
  await expectAxeClean(page);
});
