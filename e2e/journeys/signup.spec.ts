import { expect, test } from '@playwright/test';
import { latestEmailedCode, signInAndWait } from './helpers.ts';

test('a new broker signs up with a brokerage code, confirms the emailed code and signs in', async ({
  page,
}) => {
  const email = `new.broker.${Date.now()}@example.com`;
  await page.goto('/signup');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Brokerage code or ID').fill('NOPE');
  await page.getByLabel(/^Password/).fill('a-long-enough-password');
  await page.getByLabel('Confirm password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('No such brokerage')).toBeVisible();

  const before = new Date(Date.now() - 1000);
  await page.getByLabel('Brokerage code or ID').fill('COASTAL');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/request-confirmation/);
  const code = await latestEmailedCode(email, before);
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your email is confirmed. Sign in to start quoting.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome, Jordan')).toBeVisible();
  // The new broker belongs to Coastal: the CRM shows only Coastal's book.
  await page.goto('/crm');
  await expect(
    page.getByRole('table', { name: 'Applications' }).getByText('Coastal Insurance Group').first(),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Applications' }).getByText('Maple Leaf Brokers')).toHaveCount(
    0,
  );
});

test('/request-confirmation without a pending sign-up sends the visitor to /login', async ({ page }) => {
  await page.goto('/request-confirmation');
  await expect(page).toHaveURL(/\/login/);
});

test('a signed-in user visiting /login is sent home', async ({ page }) => {
  await signInAndWait(page, 'agency@example.com', 'Avery');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});
