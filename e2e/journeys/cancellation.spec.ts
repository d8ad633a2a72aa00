import { expect, test, type Page } from '@playwright/test';
import { dayFromToday, minimalPdf, pick, signInAndWait } from './helpers.ts';
import { unusedBoundPolicy } from './story.ts';

/** broker@example.com's brokerage: its policies are the second journey's, the others the first's. */
const BROKER_BROKERAGE = 'Maple Leaf Brokers';

/** Opens the record (in a fresh browser: banners still showing) and chooses Actions → Cancel policy. */
async function openCancelPolicy(page: Page, applicationId: string, insuredName: string) {
  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insuredName })).toBeVisible();
  // The welcome banner sits over the top right of the page, where the Actions button is.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  // The cookie notice sits over the bottom of the page, where the dialog's buttons are.
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Cancel policy' }).click();
  return page.getByRole('dialog', { name: 'Cancel policy' });
}

test('an endorsement staff member cancels an annual tenants policy short rate, refunding the card', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAndWait(page, 'endorsement@example.com', 'Eddie');
  // An annual tenants policy of the demo story, paid by card, of a brokerage other than the broker's.
  const policy = await unusedBoundPolicy(
    page.request,
    'a bound annual tenants policy expiring more than 60 days from today',
    {
      filters: { productId: 'tenants', paymentPeriod: 'annual' },
      also: (candidate) => candidate.brokerageName !== BROKER_BROKERAGE,
    },
  );
  const { applicationId, insuredName: insured } = policy;
  const dialog = await openCancelPolicy(page, applicationId, insured);
  await pick(page, dialog, /^Cancellation reason/, 'Tenant Moved');
  await pick(page, dialog, /^Cancellation description/, 'Policy Cancellation');
  await dialog.getByLabel(/^Cancellation effective date/).fill(dayFromToday(60));
  await expect(dialog.getByRole('button', { name: 'SHORT RATE' })).toHaveAttribute('aria-pressed', 'true');

  const figures = dialog.getByRole('table', { name: 'Cancellation figures' });
  const refundRow = figures.getByRole('row', { name: /^Refund due \(to the card\)/ });
  await expect(refundRow).toBeVisible();
  const refund = (await refundRow.getByRole('cell').innerText()).trim();
  expect(refund).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  expect(refund).not.toBe('$0.00');

  const cancel = dialog.getByRole('button', { name: 'Cancel policy' });
  await expect(cancel).toBeEnabled();
  await cancel.click();
  const ask = page.getByRole('dialog', { name: 'Hubspot Ticket Number is empty' });
  await ask.getByRole('button', { name: 'proceed anyway' }).click();
  await expect(page.getByText('Policy was successfully updated')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Cancel policy' })).toHaveCount(0);

  // The record: cancelled, with the cancellation and its refund in the history.
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  const history = page.getByRole('list', { name: 'Transaction history' });
  const entry = history.getByRole('listitem', { name: 'Cancellation' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText(`Refund ${refund}`)).toBeVisible();

  // The cancellation record.
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Cancellation record' }).click();
  const record = page.getByRole('dialog', { name: 'Cancellation record' });
  await expect(record.getByText('Tenant Moved')).toBeVisible();
  await expect(record.getByText('SHORT RATE')).toBeVisible();
  await expect(record.getByText('Policy Cancellation', { exact: true })).toBeVisible();
  await expect(
    record
      .getByRole('table', { name: 'Earned and balances' })
      .getByRole('row', { name: `Refund due ${refund}` }),
  ).toBeVisible();
});

test('a broker cancels their own policy with the signed cancellation form', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAndWait(page, 'broker@example.com', 'Blake');
  // An annual tenants policy of the demo story that the broker's brokerage sold.
  const policy = await unusedBoundPolicy(
    page.request,
    "a bound annual tenants policy of the broker's brokerage expiring more than 60 days from today",
    {
      filters: { productId: 'tenants', paymentPeriod: 'annual' },
      // The latest sold; reinstatement.spec.ts takes the earliest.
      also: (candidate) => candidate.brokerageName === BROKER_BROKERAGE,
    },
  );
  const { applicationId, insuredName: insured } = policy;

  const dialog = await openCancelPolicy(page, applicationId, insured);
  await expect(dialog.getByRole('combobox', { name: /^Cancellation description/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'FLAT' })).toHaveCount(0);
  await pick(page, dialog, /^Cancellation reason/, 'Tenant Moved');
  await dialog.getByLabel(/^Cancellation effective date/).fill(dayFromToday(30));
  await expect(dialog.getByText('Cancellation option: SHORT RATE (follows from the date)')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Cancellation figures' })).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  const cancel = dialog.getByRole('button', { name: 'Cancel policy' });
  await expect(cancel).toBeDisabled();

  // A file that only calls itself a PDF is refused by the server.
  const upload = dialog.getByLabel('Signed cancellation form (PDF)');
  await upload.setInputFiles({
    name: 'signed.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('hello'),
  });
  await expect(dialog.getByText('Not a valid file type')).toBeVisible();
  await expect(cancel).toBeDisabled();

  await upload.setInputFiles({
    name: 'signed-cancellation.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Signed cancellation request'),
  });
  await expect(dialog.getByText('Uploaded: signed-cancellation.pdf')).toBeVisible();
  await expect(cancel).toBeEnabled();
  await cancel.click();
  await expect(page.getByText('Policy was successfully updated')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  const entry = page
    .getByRole('list', { name: 'Transaction history' })
    .getByRole('listitem', { name: 'Cancellation' });
  await expect(entry.getByText('Tenant Moved — broker cancelled')).toBeVisible();
});
