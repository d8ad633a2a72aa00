import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { pick, signInAndWait } from './helpers.ts';
import { bindPolicy, tenantsForm } from './policies.ts';

test('a broker finds the policy they just bound on the commission report; finance exports the full report as CSV', async ({
  page,
  browser,
}) => {
  await signInAndWait(page, 'broker@example.com', 'Blake');
  const policy = await bindPolicy(
    page.request,
    'tenants',
    tenantsForm('Report Reader', 'report.reader@example.net'),
    { paymentPeriod: 'monthly' },
  );

  await page.goto('/reports');
  await expect(page).toHaveTitle('Reports | Apollo Broker Marketplace');
  await expect(page.getByRole('heading', { level: 2, name: 'Commission report' })).toBeVisible();
  await pick(page, page, /^Payment period/, 'Monthly');
  await expect(page).toHaveURL(/paymentPeriod=monthly/);
  const table = page.getByRole('table', { name: 'Commission report' });
  const row = table.locator('tbody tr').filter({ hasText: policy.policyNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('New Business');
  await expect(row).toContainText('Blake Broker');
  await expect(row).toContainText('Not Paid');
  // The broker variant: no net margin.
  await expect(page.getByRole('columnheader', { name: 'Net Margin' })).toHaveCount(0);
  await expect(table.locator('tfoot')).toContainText(/Totals \(\d+\)/);
  await expectAxeClean(page);
  // The broker's own export: the broker variant's columns, their line in it.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const [brokerDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const brokerCsv = (await readFile((await brokerDownload.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(brokerCsv[0]).toContain('Lead Source');
  expect(brokerCsv[0]).not.toContain('Net Margin');
  expect(brokerCsv.some((line) => line.includes(policy.policyNumber))).toBe(true);

  const finance = await browser.newPage();
  await signInAndWait(finance, 'finance@example.com', 'Fiona');
  await finance.goto('/reports?paymentPeriod=monthly');
  await expect(finance.getByRole('columnheader', { name: 'Net Margin', exact: true })).toBeVisible();
  await expect(
    finance
      .getByRole('table', { name: 'Commission report' })
      .locator('tbody tr')
      .filter({ hasText: policy.policyNumber }),
  ).toHaveCount(1);
  const [download] = await Promise.all([
    finance.waitForEvent('download'),
    finance.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^commission-report-.*\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toContain('Net Margin');
  expect(lines.some((line) => line.includes(policy.policyNumber))).toBe(true);
  await finance.close();
});
