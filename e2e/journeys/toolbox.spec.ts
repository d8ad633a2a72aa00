import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';

const PRODUCT = 'Life Agents E&O';

test('a super admin disables a product and it leaves the catalogue; runs a job now and looks a user up', async ({
  page,
  browser,
}) => {
  await signInAndWait(page, 'admin@example.com', 'Ada');
  await expect(page.getByRole('heading', { name: PRODUCT })).toBeVisible();

  await page.getByRole('link', { name: 'Toolbox' }).first().click();
  await expect(page).toHaveURL(/\/toolbox$/);
  await expect(page).toHaveTitle('Toolbox | Apollo Broker Marketplace');
  const enabled = page.getByRole('switch', { name: `${PRODUCT} enabled` });
  await expect(enabled).toBeChecked();
  await enabled.click();
  await expect(page.getByText(`${PRODUCT} is disabled`)).toBeVisible();
  await expect(enabled).not.toBeChecked();

  // Another user's catalogue, loaded after the change, has no tile of it; nor does this one's.
  const broker = await browser.newPage();
  await signInAndWait(broker, 'broker@example.com', 'Blake');
  await expect(broker.getByRole('heading', { name: 'Tenants Insurance' }).first()).toBeVisible();
  await expect(broker.getByRole('heading', { name: PRODUCT })).toHaveCount(0);
  await broker.close();
  await page.getByRole('link', { name: 'Products' }).first().click();
  await expect(page.getByRole('heading', { name: 'Tenants Insurance' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: PRODUCT })).toHaveCount(0);

  // Enabled again, it is back.
  await page.goto('/toolbox');
  await page.getByRole('switch', { name: `${PRODUCT} enabled` }).click();
  await expect(page.getByText(`${PRODUCT} is enabled`)).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: PRODUCT })).toBeVisible();

  // Run a job now: it runs in the background, and its run is recorded under this super admin.
  await page.goto('/toolbox');
  const job = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^lapse-policies/ }) });
  await job.getByRole('button', { name: 'Run lapse-policies now' }).click();
  await expect(page.getByText(/^lapse-policies ran: lapsed:/)).toBeVisible({ timeout: 15_000 });
  await expect(job).toContainText('Done');
  await expect(job).toContainText('lapsed:');

  // Look a user up: their sign-in state and the actions that apply.
  await page.getByLabel('Email or name').fill('endorsement@');
  await page.getByRole('button', { name: 'Find users' }).click();
  const user = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'endorsement@example.com' }) });
  await expect(user).toContainText('Confirmed');
  await expect(user.getByRole('button', { name: 'Unlock sign-in: endorsement@example.com' })).toBeDisabled();
  await expect(user.getByRole('button', { name: 'Send reset code: endorsement@example.com' })).toBeEnabled();
  await expectAxeClean(page);
});
