import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { record, staleStory, type StoryPolicy } from './story.ts';

/** The Vancouver month (YYYY-MM) of an instant. */
const vancouverMonth = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(at).slice(0, 7);

test('finance opens Accounting, sees the chart, drills a month down to the policy behind it and exports the CSV', async ({
  page,
}) => {
  await signInAndWait(page, 'finance@example.com', 'Fiona');
  // The demo story's newest policy sold (not a renewal), as the CRM lists them: its sale is in the
  // figures of the month it was bound. Only read.
  const listed = await page.request.get('/api/applications?status=bound&limit=100');
  expect(listed.status(), await listed.text()).toBe(200);
  const { items } = (await listed.json()) as {
    items: (StoryPolicy & { policyNumber: string | null; isRenewal: boolean })[];
  };
  const newest = items.find((item) => item.policyNumber !== null && !item.isRenewal);
  expect(newest, staleStory('a bound policy')).toBeDefined();
  const policy = { applicationId: newest!.applicationId, policyNumber: newest!.policyNumber! };
  const { boundDate } = (await record(page.request, policy.applicationId)) as unknown as {
    boundDate: string;
  };
  const month = vancouverMonth(new Date(boundDate));
  // The page shows the last twelve months.
  const yearAgo = new Date();
  yearAgo.setMonth(yearAgo.getMonth() - 11);
  expect(
    month >= vancouverMonth(yearAgo),
    staleStory(`a policy bound since ${vancouverMonth(yearAgo)}`),
  ).toBe(true);

  await page.getByRole('link', { name: 'Accounting' }).first().click();
  await expect(page).toHaveURL(/\/financial-reports$/);
  await expect(page).toHaveTitle('Accounting | Apollo Broker Marketplace');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Premium written, earned and unearned' }),
  ).toBeVisible();

  // The chart: an svg with bars drawn for the months' written premium and a line for unearned.
  const chart = page.getByRole('figure', { name: /chart/ });
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await expect(chart.locator('.recharts-line-curve')).toBeVisible();

  const table = page.getByRole('table', { name: 'Premium written, earned and unearned' });
  const monthRow = table.locator('tbody tr').filter({ hasText: month });
  await expect(monthRow).not.toContainText('$0.00$0.00$0.00');
  await monthRow.getByRole('button', { name: `Show the policies behind ${month}` }).click();

  const drill = page.getByRole('table', { name: `Policies behind ${month}` });
  const policyRow = drill
    .locator('tbody tr')
    .filter({ hasText: policy.policyNumber })
    .filter({ hasText: 'New Business' });
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
