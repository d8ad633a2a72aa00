import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dayFromToday, pick, signInAndWait } from './helpers.ts';
import { unusedBoundPolicy } from './story.ts';

/**
 * Cancels the policy short rate through the API as the signed-in staff user, refunding the card
 * (cancellation.spec.ts walks the same cancellation through the dialog). Returns the refund in cents.
 */
async function cancelThroughApi(request: APIRequestContext, applicationId: string): Promise<number> {
  const cancEffectiveDate = dayFromToday(60);
  const priced = await request.post(`/api/applications/${applicationId}/cancellation/premiums`, {
    data: { cancEffectiveDate, cancOption: 'shortrate' },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const figures = (await priced.json()) as { refundDue: number; amountOwing: number };
  expect(figures.refundDue).toBeGreaterThan(0);
  const saved = await request.post(`/api/applications/${applicationId}/endorsement`, {
    data: {
      cancellation: {
        cancellationReason: 'Tenant Moved',
        cancellationOption: 'Policy Cancellation',
        cancEffectiveDate,
        cancOption: 'shortrate',
        expectedRefundDue: figures.refundDue,
        expectedAmountOwing: figures.amountOwing,
      },
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { application } = (await saved.json()) as { application: { status: string } };
  expect(application.status).toBe('cancelled');
  return figures.refundDue;
}

/** The value beside `term` in the record's Summary card. */
async function summaryValue(page: Page, term: string): Promise<string> {
  const item = page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=..');
  return item.getByRole('definition').innerText();
}

/** '$1,234.56', as the product formats Canadian dollars. */
const cad = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

test('an endorsement staff member reinstates a cancelled tenants policy; the refund is invoiced again', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAndWait(page, 'endorsement@example.com', 'Eddie');
  // An annual tenants policy of the demo story that Maple Leaf Brokers sold, paid by card: the
  // earliest sold (cancellation.spec.ts takes the latest).
  const {
    applicationId,
    insuredName: insured,
    brokerName,
  } = await unusedBoundPolicy(
    page.request,
    'a bound annual tenants policy of Maple Leaf Brokers expiring more than 60 days from today',
    {
      filters: { productId: 'tenants', paymentPeriod: 'annual' },
      also: (candidate) => candidate.brokerageName === 'Maple Leaf Brokers',
      oldest: true,
    },
  );
  const refundCents = await cancelThroughApi(page.request, applicationId);
  const refund = cad(refundCents);
  expect(refund).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);

  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  // The record's header shows its status beside the policy number.
  const status = page.locator('main header');
  await expect(status.getByText('Cancelled', { exact: true })).toBeVisible();
  const expiry = (await summaryValue(page, 'Expiry date')).trim();
  expect(expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The welcome banner sits over the Actions button; the cookie notice over the dialog's buttons.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Reinstate policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reinstate policy' });

  // The preview: the card refund is what is invoiced again; nothing is charged.
  const figures = dialog.getByRole('table', { name: 'Reinstatement figures' });
  await expect(figures).toBeVisible({ timeout: 20_000 });
  await expect(figures.getByRole('row', { name: `Cancelled as of ${dayFromToday(60)}` })).toBeVisible();
  await expect(figures.getByRole('row', { name: `Policy expiry (unchanged) ${expiry}` })).toBeVisible();
  await expect(figures.getByRole('row', { name: `Returned at cancellation ${refund}` })).toBeVisible();
  await expect(figures.getByRole('row', { name: `Reinstatement invoice ${refund}` })).toBeVisible();
  await expect(figures.getByRole('row', { name: `Total to invoice ${refund}` })).toBeVisible();
  await expect(dialog.getByText(/Nothing is charged to the card/)).toBeVisible();

  // Reason and details are both required.
  const submit = dialog.getByRole('button', { name: 'Reinstate' });
  await submit.click();
  await expect(dialog.getByText('Required', { exact: true })).toHaveCount(2);

  await dialog.getByRole('combobox', { name: /^Reinstatement reason/ }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Processing Error',
    'Approval from Insurer / Product Director',
  ]);
  await page.getByRole('option', { name: 'Processing Error', exact: true }).click();
  await dialog.getByLabel(/^Details/).fill('Cancelled in error: the insured never asked to cancel.');
  await expect(dialog.getByText('Required', { exact: true })).toHaveCount(0);
  await submit.click();
  await expect(page.getByText(/^Policy reinstated: TEN-\d{4}-\d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveCount(0);

  // The record: bound again, the reinstatement in the history with what it invoiced.
  await expect(status.getByText('Bound', { exact: true })).toBeVisible();
  await expect(status.getByText('Cancelled', { exact: true })).toHaveCount(0);
  expect((await summaryValue(page, 'Expiry date')).trim()).toBe(expiry);
  const history = page.getByRole('list', { name: 'Transaction history' });
  const entry = history.getByRole('listitem', { name: 'Reinstatement' });
  await expect(entry).toBeVisible({ timeout: 20_000 });
  await expect(
    entry.getByText('Processing Error — Cancelled in error: the insured never asked to cancel.'),
  ).toBeVisible();
  await expect(entry.getByText(`Effective ${dayFromToday(60)}`, { exact: false })).toBeVisible();
  await expect(
    entry.getByRole('table', { name: 'Amounts' }).getByRole('row', { name: /^Total / }),
  ).toContainText(refund);
  await expect(history.getByRole('listitem', { name: 'Cancellation' })).toBeVisible();

  // The Actions menu now offers the bound policy's actions, not the cancelled one's.
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Cancel policy' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Reinstate policy' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Cancellation record' })).toHaveCount(0);

  // The open reinstatement invoice shows where the UI lists open invoices: a transfer's review.
  await page.getByRole('menuitem', { name: 'Transfer account' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer account' });
  // Endorsement staff move an account within its brokerage: the brokerage is shown, not chosen.
  await expect(transfer.getByText('Brokerage: Maple Leaf Brokers')).toBeVisible({ timeout: 20_000 });
  // Another broker of the brokerage than the policy's own.
  await transfer.getByRole('combobox', { name: /^Broker(?!age)/ }).click();
  await page.getByRole('option').filter({ hasNotText: brokerName }).first().click();
  await pick(page, transfer, /^Reason/, 'Temporary ownership change');
  await transfer.getByRole('button', { name: 'Review transfer' }).click();
  const review = page.getByRole('dialog', { name: 'Review transfer' });
  const moves = review.getByRole('table', { name: 'What moves' });
  await expect(moves.getByRole('row', { name: `Open invoices 1 open, ${refund} due` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(moves.getByRole('row', { name: /^Policy TEN-\d{4}-\d+ · Bound · / })).toBeVisible();
  // Only looking: back, then cancel, and the policy stays where it was.
  await review.getByRole('button', { name: 'Back' }).click();
  await page
    .getByRole('dialog', { name: 'Transfer account' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(history.getByRole('listitem', { name: 'Transfer' })).toHaveCount(0);
});
