import { expect, test } from '@playwright/test';
import { dayFromToday, signInAndWait } from './helpers.ts';

/** The first and last day of a YYYY-MM month. */
function monthDays(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}

test("finance completes a brokerage's partner payout and the report's lines read Paid", async ({ page }) => {
  // The demo story's partner-payouts job grouped each ended month's settled lines into payouts; the
  // newest open one of the broker's brokerage is completed (a line whose money is not settled yet,
  // such as a cancellation refund still owed, waits for a later payout and stays Not Paid).
  await signInAndWait(page, 'finance@example.com', 'Fiona');
  await page.goto('/reports');
  const payouts = page.getByRole('table', { name: 'Partner payouts' });
  const row = payouts
    .getByRole('row')
    .filter({ hasText: 'Maple Leaf Brokers' })
    .filter({ hasText: 'Open' })
    .first();
  await expect(row).toBeVisible();
  const number = (await row.getByRole('rowheader').innerText()).trim();
  const period = (await row.getByRole('cell').first().innerText()).trim();
  expect(period).toMatch(/^\d{4}-\d\d$/);
  const lineCount = Number((await row.getByRole('cell').nth(3).innerText()).trim());
  expect(lineCount).toBeGreaterThan(0);
  // The month's Maple Leaf lines on the report, and those already paid (none of this payout's).
  const { from, to } = monthDays(period);
  const lines = page
    .getByRole('table', { name: 'Commission report' })
    .locator('tbody tr')
    .filter({ hasText: 'Maple Leaf Brokers' });
  const paidLines = lines.filter({ has: page.getByRole('cell', { name: 'Paid', exact: true }) });
  await page.goto(`/reports?from=${from}&to=${to}`);
  await expect(lines.first()).toBeVisible();
  const paidBefore = await paidLines.count();
  await page.goto('/reports');
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Complete ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete partner invoice' });
  await expect(dialog.getByLabel('Transfer date')).toHaveValue(dayFromToday(0));
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(
    page.getByText(`Request to complete invoice # ${number} had been completed successfully.`),
  ).toBeVisible();
  const completed = payouts.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
  await expect(completed).toContainText(`Paid ${dayFromToday(0)}`);

  // The payout's lines of the month on the report now read Paid.
  await page.goto(`/reports?from=${from}&to=${to}`);
  await expect(lines.first()).toBeVisible();
  await expect(paidLines).toHaveCount(paidBefore + lineCount);
});
