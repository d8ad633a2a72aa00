import { expect, test, type Page } from '@playwright/test';
import { minimalPdf, signInAndWait } from './helpers.ts';
import { unusedBoundPolicy } from './story.ts';

const MB = 1024 * 1024;
const TOO_LARGE =
  'The total size of selected files exceeds the 10MB limit allowed for emailing. Please reduce the selection to proceed.';

async function openAction(page: Page, name: string, dialogName: string) {
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name }).click();
  return page.getByRole('dialog', { name: dialogName });
}

test('a broker cannot email documents over 10 MB in total, and emails a smaller selection', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAndWait(page, 'broker@example.com', 'Blake');
  // The demo story's latest annual tenants plus policy of the broker's brokerage, nothing due on it
  // (policy-portal.spec.ts takes the earliest); the documents go to its insured's address.
  const {
    applicationId,
    insuredName: insured,
    email: recipient,
  } = await unusedBoundPolicy(page.request, "a bound annual tenants plus policy of the broker's brokerage", {
    filters: { productId: 'tenants-plus', paymentPeriod: 'annual' },
    nothingDue: true,
  });
  expect(recipient).toContain('@');

  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();

  // Two ~6 MB PDFs stored on the record through the UI that uploads files: the broker's signed
  // cancellation form, which is stored as soon as it is chosen. The cancellation is not submitted.
  const cancel = await openAction(page, 'Cancel policy', 'Cancel policy');
  const upload = cancel.getByLabel('Signed cancellation form (PDF)');
  for (const name of ['site-plan-1.pdf', 'site-plan-2.pdf']) {
    await upload.setInputFiles({ name, mimeType: 'application/pdf', buffer: minimalPdf(name, 6 * MB) });
    await expect(cancel.getByTestId('signed-form-name')).toHaveText(`Uploaded: ${name}`, { timeout: 20_000 });
  }
  await cancel.getByRole('button', { name: 'Close' }).click();
  await expect(cancel).toBeHidden();

  const dialog = await openAction(page, 'Email policy documents', 'Email policy documents');
  await expect(dialog.getByText(recipient)).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /^site-plan-1\.pdf \(6 MB\)/ }).check();
  await dialog.getByRole('checkbox', { name: /^site-plan-2\.pdf \(6 MB\)/ }).check();
  await expect(dialog.getByText(TOO_LARGE)).toBeVisible();
  await expect(send).toBeDisabled();

  // The server refuses the same selection with the same message (the browser only repeats the rule).
  const keys = (
    (await (await page.request.get(`/api/applications/${applicationId}/documents`)).json()) as {
      Key: string;
    }[]
  )
    .map((d) => d.Key)
    .filter((key) => /site-plan-\d\.pdf$/.test(key));
  expect(keys).toHaveLength(2);
  const refused = await page.request.post(`/api/applications/${applicationId}/email?type=customerDocument`, {
    data: { filenames: keys },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe(TOO_LARGE);

  // Under the limit: one upload and the declarations go.
  await dialog.getByRole('checkbox', { name: /^site-plan-2\.pdf/ }).uncheck();
  await expect(dialog.getByText(TOO_LARGE)).toBeHidden();
  // (A policy the story endorsed has a declarations page per change: the first listed goes.)
  await dialog
    .getByRole('checkbox', { name: /^Declarations-/ })
    .first()
    .check();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole('alert').getByText(`2 documents emailed to ${recipient}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Documents Emailed').first()).toBeVisible();
});
