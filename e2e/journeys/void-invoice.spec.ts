import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { dayFromToday, signInAndWait } from './helpers.ts';
import { openInvoices, record, staleStory, type ListedInvoice } from './story.ts';

/** '$1,234.56', as the product formats Canadian dollars. */
const cad = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

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
 * An instalment of one of the demo story's monthly policies of the broker's brokerage: the broker
 * who sold it sees it Ineligible (spec 6), an underwriter voids it. The latest-due open instalment
 * the broker sees on /invoices (the last of a policy bound lately, far from any collection).
 */
test('a broker sees an instalment Ineligible; an underwriter voids it and the Invoices card shows it Void', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAndWait(page, 'broker@example.com', 'Blake');
  const [latest] = await openInvoices(page.request, { kind: 'plan', dueFrom: dayFromToday(60) });
  expect(
    latest,
    staleStory("an open instalment of the broker's brokerage due in 60 days or more"),
  ).toBeDefined();
  const policy = await record(page.request, latest!.applicationId);
  expect(policy.status).toBe('bound');
  const insured = policy.insuredName;
  const number = latest!.number;
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
  // The void is confirmed in a dialog of its own that says what is voided, for how much and what it does.
  const confirm = page.getByRole('alertdialog', { name: `Void invoice ${number}?` });
  await expect(confirm).toContainText(`will no longer be owed`);
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectAxeClean(page);
  await confirm.getByRole('button', { name: 'Void invoice' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Invoice # ${number} voided successfully.`)).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: number })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row').filter({ hasText: number })).toContainText('Void');
  await expect(page.getByRole('list', { name: 'Transaction history' })).toContainText('Void Invoice');
});

/*
 * "A finance user voids an MPF invoice": a missed payment fee of the demo story's monthly policy
 * whose card declines (nsf.spec.ts pays that policy's declined instalment, not its fees), raised by a
 * collections run when an instalment was declined. Finance may void a waivable MPF invoice and no
 * other (spec 6); the record then shows it Void.
 */
test('a finance user voids the missed payment fee of a declined monthly policy', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'finance@example.com', 'Fiona');
  // The fees of bound policies (the start-up collections run may still be going).
  let fee: ListedInvoice | undefined;
  await expect(async () => {
    const fees = await openInvoices(page.request, { kind: 'MPF' });
    for (const candidate of fees) {
      if ((await record(page.request, candidate.applicationId)).status === 'bound') fee = candidate;
      if (fee) break;
    }
    expect(fee, staleStory('an open missed payment fee of a bound policy')).toBeDefined();
  }).toPass({ timeout: 60_000 });
  const policyNumber = fee!.policyNumber;
  const insured = fee!.insuredName;
  const applicationId = fee!.applicationId;
  await page.goto('/');
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();

  const dialog = await openVoidInvoice(page, applicationId, insured);
  // Its number is the policy's with the MPF code (e.g. TEN-2026-1000000-MPF13).
  const number = fee!.number;
  expect(number).toMatch(new RegExp(`^${policyNumber}-MPF\\d+$`));
  const mpf = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
  await expect(mpf).toContainText('Waivable');
  await expect(mpf).toContainText(cad(fee!.owing));
  // The instalments are not finance's to void.
  const instalment = dialog
    .getByRole('row')
    .filter({ hasNotText: 'MPF' })
    .filter({ has: page.getByRole('button', { name: 'Ineligible' }) });
  await expect(instalment.first().getByRole('button', { name: 'Ineligible' })).toBeDisabled();
  await expectAxeClean(page);

  await mpf.getByRole('button', { name: 'Void', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Void invoice ${number}?` });
  await expect(confirm).toContainText('will no longer be owed');
  await confirm.getByRole('button', { name: 'Void invoice' }).click();
  await expect(page.getByText(`Invoice # ${number} voided successfully.`)).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: number })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row').filter({ hasText: number })).toContainText('Void');
  await expect(page.getByRole('list', { name: 'Transaction history' })).toContainText('Void Invoice');
});
