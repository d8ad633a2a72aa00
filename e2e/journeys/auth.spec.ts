import { expect, test } from '@playwright/test';
import { latestEmailedCode, signIn } from './helpers.ts';

test('a signed-out visitor is sent to /login and comes back to the page asked for', async ({ page }) => {
  await page.goto('/crm');
  await expect(page).toHaveURL(/\/login/);
  await expect(page).toHaveTitle('Login | Apollo Broker Marketplace');
  // Sign-in pages hide the header.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await page.getByLabel('Email').fill('broker@example.com');
  await page.getByLabel('Password').fill('demo-password-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByText('Welcome, Blake')).toBeVisible();
});

test('a wrong password shows the exact message and signs nobody in', async ({ page }) => {
  await signIn(page, 'broker@example.com', 'not-the-password');
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an MFA broker signs in with the code emailed to them', async ({ page }) => {
  const before = new Date(Date.now() - 1000);
  await signIn(page, 'mfa@example.com');
  await expect(page).toHaveURL(/\/confirm-signin/);
  const code = await latestEmailedCode('mfa@example.com', before);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: /verify|confirm|sign in/i }).click();
  await expect(page.getByText('Welcome, Morgan')).toBeVisible();
  await expect(page).not.toHaveURL(/confirm-signin/);
});

test('logout ends the session and returns home', async ({ page }) => {
  await signIn(page, 'broker2@example.com');
  await expect(page.getByText('Welcome, Casey')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Welcome, Guest')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/crm');
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown page shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! It looks like that page does not exist.')).toBeVisible();
  await expect(page).toHaveTitle('Not Found | Apollo Broker Marketplace');
  await page.goto('/crm/applications/not-a-uuid');
  await expect(page.getByText('Oops! It looks like that page does not exist.')).toBeVisible();
});
