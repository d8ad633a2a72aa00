import { expect, test, type Page } from '@playwright/test';
import { signInAndWait } from './helpers.ts';

/** The text of one column, for every row on the page. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
}

test('a broker sees only their own brokerage in the CRM, and opens a record', async ({ page }) => {
  await signInAndWait(page, 'broker@example.com', 'Blake');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'CRM' }).click();
  await expect(page).toHaveTitle('CRM | Apollo Broker Marketplace');
  const brokerages = await columnTexts(page, 'Brokerage');
  expect(brokerages.length).toBeGreaterThan(5);
  expect(new Set(brokerages.map((b) => b.trim()))).toEqual(new Set(['Maple Leaf Brokers']));
  // A broker has no brokerage filter to pick another brokerage with.
  await expect(page.getByRole('combobox', { name: /^Brokerage/ })).toHaveCount(0);

  const insured = (await columnTexts(page, 'Insured'))[0]!.split('\n')[0]!.trim();
  await page.getByRole('table', { name: 'Applications' }).locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/crm\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  await expect(page.getByText('Maple Leaf Brokers').first()).toBeVisible();
});

test('a broker cannot open another brokerage’s record by its address', async ({ page }) => {
  // Find a Coastal record as its own broker, then try it as the Maple broker.
  await signInAndWait(page, 'broker2@example.com', 'Casey');
  const list = await page.request.get('/api/applications?limit=1');
  const coastalId = (await list.json()).items[0].applicationId as string;
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Welcome, Guest')).toBeVisible();

  await signInAndWait(page, 'broker@example.com', 'Blake');
  await page.goto(`/crm/applications/${coastalId}`);
  await expect(page.getByText('You do not have access to this record.')).toBeVisible();
});

test('a super admin sees every brokerage and can search the CRM', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com', 'Ada');
  await page.goto('/crm?limit=100');
  const brokerages = new Set((await columnTexts(page, 'Brokerage')).map((b) => b.trim()));
  expect(brokerages.size).toBeGreaterThanOrEqual(3);

  const firstPolicy = (await columnTexts(page, 'Policy number')).find((p) =>
    /^[A-Z]+-\d{4}-\d{6,}$/.test(p.trim()),
  );
  expect(firstPolicy).toBeDefined();
  await page.getByRole('combobox', { name: 'Search' }).fill(firstPolicy!.trim());
  // The policy, and its renewal term when one has been offered (a renewal keeps the policy number).
  await expect(async () => {
    const policies = (await columnTexts(page, 'Policy number')).map((p) => p.trim());
    expect(policies.length).toBeGreaterThanOrEqual(1);
    expect(policies.length).toBeLessThanOrEqual(2);
    expect(new Set(policies)).toEqual(new Set([firstPolicy!.trim()]));
  }).toPass({ timeout: 10_000 });
});

test('on a 1366 px screen the CRM table shows Broker, Brokerage and Created without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAndWait(page, 'admin@example.com', 'Ada');
  await page.goto('/crm?limit=100');
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const container = table.locator('xpath=..');
  expect(await container.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const containerBox = (await container.boundingBox())!;
  for (const name of ['Broker', 'Brokerage', 'Created']) {
    const header = table.getByRole('columnheader', { name, exact: true });
    const box = (await header.boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(containerBox.x + containerBox.width + 1);
  }
});
