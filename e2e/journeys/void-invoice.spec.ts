import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { bindPolicy, tenantsForm } from './policies.ts';

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Welcome, Guest')).toBeVisible();
}

/** Opens the record and its Void invoice modal from the Actions menu; returns the modal. */
async function openVoidInvoice(page: Page, applicationId: string, insured: string) {
  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Void invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Void invoice' });
  await expect(dialog.getByRole('table', { name: 'Open invoices' })).toBeVisible();
  return dialog;
}

/*
 * An instalment: the broker who sold the policy sees it Ineligible (spec 6), an underwriter voids it.
 */
test('a broker sees an instalment Ineligible; an underwriter voids it and the Invoices card shows it Void', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const insured = 'Vera Voided';
  await signInAndWait(page, 'broker@example.com', 'Blake');
  const policy = await bindPolicy(page.request, 'tenants', tenantsForm(insured, 'void.journey@example.net'), {
    paymentPeriod: 'monthly',
  });
  const number = `${policy.policyNumber}-02`;
  // The welcome banner and the cookie notice sit over the Actions button and the dialog's buttons.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();

  // The broker is offered the modal (the policy has open invoices) but may not void an instalment.
  let dialog = await openVoidInvoice(page, policy.applicationId, insured);
  let row = dialog.getByRole('row').filter({ hasText: number });
  await expect(row.getByRole('button', { name: 'Ineligible' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await logout(page);

  await signInAndWait(page, 'underwriter@example.com', 'Uma');
  dialog = await openVoidInvoice(page, policy.applicationId, insured);
  row = dialog.getByRole('row').filter({ hasText: number });
  await row.getByRole('button', { name: 'Void', exact: true }).click();
  const confirm = dialog.getByRole('alertdialog', { name: 'Confirm void' });
  await expect(confirm).toContainText(`Void invoice ${number}?`);
  await expectAxeClean(page);
  await confirm.getByRole('button', { name: 'Void invoice' }).click();
  await expect(page.getByText(`Invoice # ${number} voided successfully.`)).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: number })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row').filter({ hasText: number })).toContainText('Void');
  await expect(page.getByRole('list', { name: 'Transaction history' })).toContainText('Void Invoice');
});

/*
 * "A finance user voids an MPF invoice": the missed payment fee of the policy the e2e server seeds
 * before it starts (server.mjs: bound a month ago on a card that declines later charges), raised by
 * the collections run at start-up when its second instalment was declined. Finance may void a
 * waivable MPF invoice and no other (spec 6); the record then shows it Void.
 */
test('a finance user voids the missed payment fee of a declined monthly policy', async ({ page }) => {
  test.setTimeout(150_000);
  const insured = 'Dana Declined';
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'finance@example.com', 'Fiona');
  // The NSF invoices page finds the policy (the start-up collections run may still be going).
  const row = page.getByRole('table', { name: 'NSF invoices' }).getByRole('row').filter({ hasText: insured });
  await page.goto('/nsf');
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const policyNumber = (await row.getByRole('link').first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await row.getByRole('link', { name: policyNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  const applicationId = /\/crm\/applications\/([^/?#]+)/.exec(page.url())?.[1] ?? '';

  const dialog = await openVoidInvoice(page, applicationId, insured);
  const mpf = dialog.getByRole('row').filter({ hasText: 'MPF' });
  await expect(mpf).toHaveCount(1);
  await expect(mpf).toContainText('Waivable');
  await expect(mpf).toContainText('$25.00');
  // Its number is the policy's with the MPF code (e.g. TEN-2026-1000000-MPF13).
  const number =
    new RegExp(`${policyNumber}-MPF\\d+`).exec((await mpf.getByRole('rowheader').textContent()) ?? '')?.[0] ??
    '';
  expect(number).not.toBe('');
  // The instalments are not finance's to void.
  const instalment = dialog.getByRole('row').filter({ hasText: `${policyNumber}-03` });
  await expect(instalment.getByRole('button', { name: 'Ineligible' })).toBeDisabled();
  await expectAxeClean(page);

  await mpf.getByRole('button', { name: 'Void', exact: true }).click();
  const confirm = dialog.getByRole('alertdialog', { name: 'Confirm void' });
  await expect(confirm).toContainText(`Void invoice ${number}?`);
  await confirm.getByRole('button', { name: 'Void invoice' }).click();
  await expect(page.getByText(`Invoice # ${number} voided successfully.`)).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'MPF' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row').filter({ hasText: number })).toContainText('Void');
  await expect(page.getByRole('list', { name: 'Transaction history' })).toContainText('Void Invoice');
});
