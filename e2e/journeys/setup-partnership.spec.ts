// Binds its own policy (policies.ts): a brokerage set up here has none in the story; its first sale is the point.
import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { latestEmailed, latestEmailedCode, signInAndWait } from './helpers.ts';
import { bindPolicy, tenantsForm } from './policies.ts';

test('a setup user creates a partner brokerage and invites a broker, who signs up from the email and quotes', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `NS${stamp}`.slice(0, 20);
  const invitee = `nadia.${stamp.toLowerCase()}@example.net`;

  await signInAndWait(page, 'setup@example.com', 'Sam');
  await page.getByRole('link', { name: 'Setup Partnership' }).first().click();
  await expect(page).toHaveTitle('Setup Partnership | Apollo Broker Marketplace');
  await page.getByRole('button', { name: 'Set up brokerage' }).click();
  await expect(page.getByText('Enter the brokerage name.')).toBeVisible();

  await page.getByLabel('Brokerage name').fill('Northstar Brokers');
  await page.getByLabel('Sign-up code').fill(code);
  await page.getByLabel('Subdomain').fill(`ns-${stamp.toLowerCase()}`);
  await page.getByLabel('Marketplace name (optional)').fill('Northstar Market');
  await page.getByLabel('Province').click();
  await page.getByRole('option', { name: 'Ontario' }).click();
  await page.getByRole('checkbox', { name: 'Tenants Insurance' }).check();
  await page.getByLabel('Tenants Insurance commission %').fill('18');
  await page.getByLabel('Invite brokers (optional)').fill(invitee);
  const before = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Set up brokerage' }).click();
  await expect(
    page.getByText('Northstar Brokers is set up and 1 broker was invited by email.'),
  ).toBeVisible();
  const card = page.getByRole('article', { name: 'Northstar Brokers' });
  await expect(card).toContainText(`code ${code}`);
  await expect(card).toContainText(`${invitee}: invited`);
  await expectAxeClean(page);

  // The invitation's link: the normal sign-up with the brokerage and the address preset.
  const link = await latestEmailed(invitee, before, /(https?:\/\/\S+\/signup\?\S+)/);
  const broker = await browser.newPage();
  await broker.goto(new URL(link).pathname + new URL(link).search);
  await expect(broker.getByLabel('Work email')).toHaveValue(invitee);
  await expect(broker.getByLabel('Brokerage code or ID')).toHaveValue(code);
  await expect(broker.getByText('Brokerage: Northstar Brokers')).toBeVisible();
  await broker.getByLabel('First name').fill('Nadia');
  await broker.getByLabel('Last name').fill('North');
  await broker.getByLabel(/^Password/).fill('a-long-enough-password');
  await broker.getByLabel('Confirm password').fill('a-long-enough-password');
  const signedUpAt = new Date(Date.now() - 1000);
  await broker.getByRole('button', { name: 'Create account' }).click();
  await expect(broker).toHaveURL(/\/request-confirmation/);
  await broker.getByLabel('Confirmation code').fill(await latestEmailedCode(invitee, signedUpAt));
  await broker.getByRole('button', { name: 'Confirm email' }).click();
  await expect(broker).toHaveURL(/\/login/);
  await expect(broker.getByText('Your email is confirmed. Sign in to start quoting.')).toBeVisible();
  await broker.getByLabel('Email').fill(invitee);
  await broker.getByLabel('Password').fill('a-long-enough-password');
  await broker.getByRole('button', { name: 'Sign in' }).click();
  await expect(broker.getByText('Welcome, Nadia')).toBeVisible();

  // Its catalogue has only the product it sells; it quotes and binds it at once.
  await expect(broker.getByRole('heading', { name: 'Tenants Insurance' }).first()).toBeVisible();
  await expect(broker.getByRole('heading', { name: 'Builders Risk' })).toHaveCount(0);
  const policy = await bindPolicy(
    broker.request,
    'tenants',
    tenantsForm('Northstar Tenant', 'tenant@example.net'),
  );
  await broker.goto('/reports');
  // The report shows its default columns (decision 0082): the brokerage and the lead source are added.
  for (const column of ['Brokerage', 'Lead Source']) {
    await broker.getByRole('button', { name: /^Columns of the commission report/ }).click();
    await broker.getByRole('menuitemcheckbox', { name: column, exact: true }).click();
    await broker.keyboard.press('Escape');
    await expect(broker.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const line = broker
    .getByRole('table', { name: 'Commission report' })
    .locator('tbody tr')
    .filter({ hasText: policy.policyNumber });
  await expect(line).toContainText('Marketplace');
  await expect(line).toContainText('Northstar Brokers');

  // The setup user sees the invitation accepted and the brokerage's first broker.
  await page.reload();
  await expect(card).toContainText('1 broker');
  await expect(card).toContainText(`${invitee}: signed up`);

  // The setup user changes its terms: it sells Builders Risk too, and its broker's catalogue follows.
  await card.getByRole('button', { name: 'Edit the terms of Northstar Brokers' }).click();
  const terms = card.getByRole('form', { name: 'Terms of Northstar Brokers' });
  await expect(terms.getByLabel('Tenants Insurance commission %')).toHaveValue('18');
  await terms.getByRole('checkbox', { name: 'Builders Risk' }).check();
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(page.getByText("Northstar Brokers's terms are saved")).toBeVisible();
  await expect(card).toContainText('Sells Tenants Insurance, Builders Risk');
  await broker.goto('/');
  await expect(broker.getByRole('heading', { name: 'Builders Risk' }).first()).toBeVisible();
  await broker.close();
});
