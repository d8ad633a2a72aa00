import { expect, test } from '@playwright/test';
import { latestEmailedCode, signIn } from './helpers.ts';

test('a broker who forgot their password resets it with the emailed code', async ({ page }) => {
  // An account of its own, so the demo logins keep their password for the other journeys.
  const email = `forgetful.${Date.now()}@example.com`;
  const firstPassword = 'the-first-password-2026';
  const newPassword = 'a-brand-new-password-2026';
  const signupAt = new Date(Date.now() - 1000);
  const signup = await page.request.post('/api/auth/signup', {
    data: {
      email,
      password: firstPassword,
      givenName: 'Robin',
      familyName: 'Forgetful',
      brokerage: 'PRAIRIE',
    },
  });
  expect(signup.status()).toBe(200);
  const confirmCode = await latestEmailedCode(email, signupAt);
  expect(
    (await page.request.post('/api/auth/confirm', { data: { email, code: confirmCode } })).status(),
  ).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  // The URL changes first; the sign-in page (with its own Email field) stays until this one is in.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  const before = new Date(Date.now() - 1000);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  // The server answers after the same work whether or not the account exists (a slow machine is slower).
  await expect(page).toHaveURL(/\/reset-password\?email=/, { timeout: 30_000 });
  const code = await latestEmailedCode(email, before);
  await page.getByLabel('Reset code').fill(code);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();

  // The old password no longer works; the new one does.
  await signIn(page, email, firstPassword);
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page.getByText('Welcome, Robin')).toBeVisible();
});
