import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { formatDate } from '@bm/domain';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { bindPolicy, tenantsForm } from './policies.ts';

test('finance opens Accounting, sees the chart, drills a month down to the policy behind it and exports the CSV', async ({
  page,
  browser,
}) => {
  // A policy bound through the product has a history row, so it is in this month's figures.
  const broker = await browser.newPage();
  await signInAndWait(broker, 'broker@example.com', 'Blake');
  const policy = await bindPolicy(
    broker.request,
    'tenants',
    tenantsForm('Ledger Reader', 'ledger.reader@example.net'),
  );
  await broker.close();
  const month = formatDate(new Date()).slice(0, 7);

  await signInAndWait(page, 'finance@example.com', 'Fiona');
  await page.getByRole('link', { name: 'Accounting' }).first().click();
  await expect(page).toHaveURL(/\/financial-reports$/);
  await expect(page).toHaveTitle('Accounting | Apollo Broker Marketplace');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Premium written, earned and unearned' }),
  ).toBeVisible();

  // The chart: an svg with bars drawn for this month's written premium and a line for unearned.
  const chart = page.getByRole('figure', { name: /chart/ });
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await expect(chart.locator('.recharts-line-curve')).toBeVisible();

  const table = page.getByRole('table', { name: 'Premium written, earned and unearned' });
  const monthRow = table.locator('tbody tr').filter({ hasText: month });
  await expect(monthRow).not.toContainText('$0.00$0.00$0.00');
  await monthRow.getByRole('button', { name: `Show the policies behind ${month}` }).click();

  const drill = page.getByRole('table', { name: `Policies behind ${month}` });
  const policyRow = drill.locator('tbody tr').filter({ hasText: policy.policyNumber });
  await expect(policyRow).toHaveCount(1);
  await expect(policyRow).toContainText('New Business');
  await expect(policyRow.getByRole('link', { name: policy.policyNumber })).toHaveAttribute(
    'href',
    `/crm/applications/${policy.applicationId}`,
  );
  // The drill-down's total is the month's written premium, to the cent.
  const written = (await monthRow.locator('td').nth(0).innerText()).trim();
  await expect(drill.locator('tfoot td').nth(0)).toHaveText(written);
  await expectAxeClean(page);

  await page.getByRole('tab', { name: 'Taxes' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Taxes collected and payable' })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: /chart/ }).locator('.recharts-bar-rectangle path').first(),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^accounting-taxes-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe('Province,Premium tax,GST/HST,PST,Total payable');
  expect(lines[lines.length - 1]).toMatch(/^Total,/);
});
