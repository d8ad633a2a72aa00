import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { pick, signInAndWait } from './helpers.ts';
import { unusedBoundPolicy } from './story.ts';

/** Whether the element scrolls sideways (its content wider than its box). */
const scrollsSideways = (locator: Locator) => locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('a broker finds the open invoices of a monthly policy on /invoices, owing what its record says', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'broker@example.com', 'Blake');
  // The demo story's earliest monthly policy of the broker's brokerage still far from its end, nothing
  // due on it: its instalments to come are open (void-invoice.spec.ts voids the latest-due one of
  // the brokerage, a policy sold lately). Only read here.
  const policy = await unusedBoundPolicy(page.request, "a bound monthly policy of the broker's brokerage", {
    filters: { paymentPeriod: 'monthly' },
    oldest: true,
    nothingDue: true,
    owing: true,
  });

  // The record's Invoices card: the instalments paid so far, the others open.
  await page.goto(`/crm/applications/${policy.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: policy.insuredName })).toBeVisible();
  const totalsLine = page.getByText(/^Billed \$[\d,.]+ · Paid \$[\d,.]+ · Owing \$[\d,.]+$/);
  const owing = /Owing (\$[\d,.]+)/.exec(await totalsLine.innerText())?.[1];
  expect(owing).toBeTruthy();
  expect(owing).not.toBe('$0.00');
  const open = await page.getByRole('table', { name: 'Invoices' }).getByText('Open', { exact: true }).count();
  expect(open).toBeGreaterThan(0);

  await page.goto('/invoices');
  await expect(page).toHaveTitle('Invoices | Apollo Broker Marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  // A broker sees their own brokerage only: no brokerage column or filter.
  await expect(page.getByRole('columnheader', { name: 'Policy number' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Brokerage' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Brokerage/ })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search' }).fill(policy.policyNumber);
  await expect(page).toHaveURL(new RegExp(`search=${policy.policyNumber}`));
  await pick(page, page, /^Status/, 'Open');
  await expect(page).toHaveURL(/status=open/);

  const table = page.getByRole('table', { name: 'Invoices' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(open);
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByTestId('invoice-total-count')).toHaveText(String(open));
  await expect(totals.getByTestId('invoice-total-owing')).toHaveText(owing!);
  for (const text of await rows.allInnerTexts()) {
    expect(text).toContain(policy.policyNumber);
    expect(text).toContain('Open');
  }

  // At 1366 px every column is in view: neither the table nor the page scrolls sideways.
  expect(await scrollsSideways(page.getByRole('region', { name: 'Invoices table' }))).toBe(false);
  expect(await pageScrollsSideways(page)).toBe(false);
  await expectAxeClean(page);

  // Reload keeps the filters (they are in the URL); the policy number opens the record.
  await page.reload();
  await expect(rows).toHaveCount(open);
  await table.getByRole('link', { name: policy.policyNumber }).first().click();
  await expect(page).toHaveURL(new RegExp(`/crm/applications/${policy.applicationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: policy.insuredName })).toBeVisible();
});

test('on a phone the invoices table scrolls inside its own focusable region; a super admin sees brokerages and it still fits at 1366 px', async ({
  page,
  browser,
}) => {
  // The demo story's invoices of the broker's brokerage; nothing changed.
  await signInAndWait(page, 'broker@example.com', 'Blake');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/invoices');
  const region = page.getByRole('region', { name: 'Invoices table' });
  await expect(region.locator('tbody tr').first()).toBeVisible();
  expect(await scrollsSideways(region)).toBe(true);
  expect(await pageScrollsSideways(page)).toBe(false);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expectAxeClean(page);

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const admin = await context.newPage();
  await signInAndWait(admin, 'admin@example.com', 'Ada');
  await admin.goto('/invoices');
  const adminRegion = admin.getByRole('region', { name: 'Invoices table' });
  await expect(adminRegion.locator('tbody tr').first()).toBeVisible();
  await expect(admin.getByRole('columnheader', { name: 'Brokerage' })).toBeVisible();
  await expect(admin.getByRole('combobox', { name: /^Brokerage/ })).toBeVisible();
  expect(await scrollsSideways(adminRegion)).toBe(false);
  expect(await pageScrollsSideways(admin)).toBe(false);
  await expectAxeClean(admin);
  await context.close();
});
