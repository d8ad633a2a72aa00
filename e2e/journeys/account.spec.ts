import { expect, test } from '@playwright/test';
import { latestEmailedCode, signIn, signInAndWait } from './helpers.ts';

test('a broker turns on email MFA from their account, then signs in with the emailed code', async ({
  page,
}) => {
  await signInAndWait(page, 'broker2@example.com', 'Casey');
  await page.getByRole('link', { name: 'Welcome, Casey' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Coastal Insurance Group')).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Email me a verification code when I sign in' });
  // The switch shows the server's answer, so it flips once the change is saved.
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(
    page.getByText('Email verification is on: we will email you a code each time you sign in.'),
  ).toBeVisible();

  // Logging out from a signed-in-only page goes home, not to sign-in (spec 2.2).
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Welcome, Guest')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const before = new Date(Date.now() - 1000);
  await signIn(page, 'broker2@example.com');
  await expect(page).toHaveURL(/\/confirm-signin/);
  await page.getByLabel('Verification code').fill(await latestEmailedCode('broker2@example.com', before));
  await page.getByRole('button', { name: /verify|confirm|sign in/i }).click();
  // This journey runs first, while the server's start-up jobs (collections, documents, renewal
  // offers) still share its process: give the sign-in longer than the default ten seconds.
  await expect(page.getByText('Welcome, Casey')).toBeVisible({ timeout: 30_000 });

  // Turned off again, the next sign-in needs only the password.
  await page.goto('/account');
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Email verification is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Welcome, Guest')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signInAndWait(page, 'broker2@example.com', 'Casey');
});
