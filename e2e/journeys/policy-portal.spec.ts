import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { unusedBoundPolicy } from './story.ts';

test('a broker opens the policy portal from the record, requests an endorsement there, and the note shows on the record', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAndWait(page, 'broker@example.com', 'Blake');
  // The demo story's earliest annual tenants plus policy of the broker's brokerage, nothing due on it
  // (email-documents.spec.ts takes the latest).
  const policy = await unusedBoundPolicy(
    page.request,
    "a bound annual tenants plus policy of the broker's brokerage",
    { filters: { productId: 'tenants-plus', paymentPeriod: 'annual' }, oldest: true, nothingDue: true },
  );
  const insured = policy.insuredName;

  await page.goto(`/crm/applications/${policy.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Endorse on policy portal' }).click();

  const dialog = page.getByRole('dialog', { name: 'Endorsement on portal' });
  const portal = page.frameLocator('iframe[title="Policy portal"]');
  const summary = portal.getByRole('region', { name: 'Policy summary' });
  await expect(summary).toContainText(policy.policyNumber);
  await expect(summary).toContainText(insured);
  await expect(portal.getByRole('table', { name: 'Payment schedule' })).toContainText('Paid');
  await expect(portal.getByRole('region', { name: 'Documents' }).getByRole('link').first()).toBeVisible();
  await expectAxeClean(page);

  await portal.getByRole('combobox', { name: /What would you like to change/ }).click();
  await portal.getByRole('option', { name: 'Add Roommate', exact: true }).click();
  await portal
    .getByRole('textbox', { name: /Details of the change/ })
    .fill('Please add Sam Roommate from next month.');
  await portal.getByRole('button', { name: 'Request endorsement' }).click();
  await expect(portal.getByText('Your endorsement request was sent to your broker')).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const notes = page.getByRole('list', { name: 'Account notes' });
  await expect(notes.getByRole('listitem').first()).toContainText('Please add Sam Roommate from next month.');
  await expect(notes.getByRole('listitem').first()).toContainText('Add Roommate');

  // The same page on its own, as the policyholder opens an emailed link: no sign-in needed.
  const link = await page.request.get(
    `/api/link/${policy.applicationId}?email=${encodeURIComponent(policy.email)}`,
  );
  expect(link.status()).toBe(200);
  const { data } = (await link.json()) as { data: { link: string } };
  const stranger = await page.context().browser()!.newContext();
  const standalone = await stranger.newPage();
  await standalone.goto(data.link);
  await expect(standalone.getByRole('heading', { level: 1, name: 'Your policy' })).toBeVisible();
  await expect(standalone.getByRole('region', { name: 'Policy summary' })).toContainText(policy.policyNumber);
  await expectAxeClean(standalone);
  await stranger.close();
});
