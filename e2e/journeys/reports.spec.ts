import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { pick, signInAndWait } from './helpers.ts';
import { staleStory } from './story.ts';

/** '$1,234.56', as the product formats Canadian dollars. */
const cad = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

/** A line of the commission report, as GET /api/reports/commissions answers it (the fields read here). */
interface ReportLine {
  policyNumber: string | null;
  transactionDate: string;
  type: string;
  brokerName: string | null;
  payoutStatus: string;
  figures: { premium: number };
}

test('a broker finds a monthly policy they sold on the commission report; finance exports the full report as CSV', async ({
  page,
  browser,
}) => {
  await signInAndWait(page, 'broker@example.com', 'Blake');
  // The newest sale of the demo story by this broker on a monthly plan whose commission is not paid
  // out yet, as the report answers the broker; only read.
  const answer = await page.request.get(
    '/api/reports/commissions?paymentPeriod=monthly&payoutStatus=Not%20Paid&limit=100',
  );
  expect(answer.status(), await answer.text()).toBe(200);
  const sale = ((await answer.json()) as { items: ReportLine[] }).items.find(
    (item) => item.type === 'New Business' && item.brokerName === 'Blake Broker' && item.policyNumber,
  );
  expect(sale, staleStory('a monthly sale by Blake Broker not paid out')).toBeDefined();
  const policyNumber = sale!.policyNumber!;
  const day = sale!.transactionDate.slice(0, 10);

  // The report of that day: the broker picks the monthly plan.
  await page.goto(`/reports?from=${day}&to=${day}`);
  await expect(page).toHaveTitle('Reports | Apollo Broker Marketplace');
  await expect(page.getByRole('heading', { level: 2, name: 'Commission report' })).toBeVisible();
  await pick(page, page, /^Payment period/, 'Monthly');
  await expect(page).toHaveURL(/paymentPeriod=monthly/);
  await expect(page).toHaveURL(new RegExp(`from=${day}`));
  const table = page.getByRole('table', { name: 'Commission report' });
  const row = table.locator('tbody tr').filter({ hasText: policyNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('New Business');
  await expect(row).toContainText('Blake Broker');
  await expect(row).toContainText('Not Paid');
  await expect(row).toContainText(cad(sale!.figures.premium));
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
  const brokerCsv = (await readFile((await brokerDownload.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(brokerCsv[0]).toContain('Lead Source');
  expect(brokerCsv[0]).not.toContain('Net Margin');
  expect(brokerCsv.some((line) => line.includes(policyNumber))).toBe(true);

  const finance = await browser.newPage();
  await signInAndWait(finance, 'finance@example.com', 'Fiona');
  await finance.goto(`/reports?paymentPeriod=monthly&from=${day}&to=${day}`);
  await expect(finance.getByRole('columnheader', { name: 'Net Margin', exact: true })).toBeVisible();
  await expect(
    finance
      .getByRole('table', { name: 'Commission report' })
      .locator('tbody tr')
      .filter({ hasText: policyNumber }),
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
  expect(lines.some((line) => line.includes(policyNumber))).toBe(true);
  await finance.close();
});
