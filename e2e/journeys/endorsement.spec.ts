import { expect, test, type Locator } from '@playwright/test';
import { dayFromToday, pick, signInAndWait } from './helpers.ts';
import { record, unusedBoundPolicy } from './story.ts';

/** The row of a figures table whose header is `label`. */
function row(table: Locator, label: string | RegExp): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: label }) });
}

/** The amount in the row labelled `label` of a figures table. */
async function rowAmount(table: Locator, label: string | RegExp): Promise<string> {
  return (await row(table, label).getByRole('cell').last().innerText()).trim();
}

test('endorsement staff raise the contents limit of an annual tenants policy and charge the card on file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAndWait(page, 'endorsement@example.com', 'Eddie');
  // An annual tenants policy of the demo story in force, sold by Coastal Insurance Group (the
  // cancellation and reinstatement journeys take Apollo's and Maple Leaf's), its contents below
  // $50,000 (the story raised some already): the earliest such.
  const contentsLimit = async (applicationId: string) =>
    Number(
      ((await record(page.request, applicationId)) as unknown as { form: Record<string, string> }).form[
        'contents-limit'
      ],
    );
  const policy = await unusedBoundPolicy(
    page.request,
    'a bound annual tenants policy of Coastal Insurance Group with contents below $50,000',
    {
      filters: { productId: 'tenants', paymentPeriod: 'annual' },
      also: (candidate) => candidate.brokerageName === 'Coastal Insurance Group',
      oldest: true,
      fits: async (candidate) => (await contentsLimit(candidate.applicationId)) < 50_000,
    },
  );
  const { applicationId, insuredName: insured } = policy;

  // The welcome banner sits over the top right of the page, where the Actions button is, and the
  // cookie banner over the bottom of the dialogs: a first-time visitor closes both.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Endorse policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Endorse policy' });
  await expect(dialog).toBeVisible();
  // The policy is in force: the endorsement takes effect today.
  await expect(dialog.getByLabel(/^Effective date/)).toHaveValue(dayFromToday(0));

  await pick(page, dialog, /^Reason/, 'Increase Limit/Add Coverage');
  await dialog.getByLabel(/^Reason details/).fill('Insured bought new furniture');
  await pick(page, dialog, /^Contents limit/, '$50,000');

  // The additional premium, pro-rated over the whole term, charged on the card on file.
  const charged = dialog.getByRole('table', { name: 'Charged now' });
  await expect(charged).toBeVisible();
  await expect(charged.getByRole('rowheader', { name: /^Additional premium \(pro-rated/ })).toBeVisible();
  const total = await rowAmount(charged, /^Total to charge now/);
  expect(total).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  const annual = dialog.getByRole('table', { name: 'Annual premium' });
  const newPremium = await rowAmount(annual, /^New annual premium/);
  await expect(dialog.getByRole('radio', { name: /^Pay with .+ ending \d{4}$/ })).toBeChecked();

  await dialog.getByRole('button', { name: 'Save endorsement' }).click();
  const ask = page.getByRole('dialog', { name: 'Hubspot Ticket Number is empty' });
  await ask.getByRole('button', { name: 'proceed anyway' }).click();

  await expect(page.getByText('Policy was successfully updated')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveCount(0);

  // The record carries the new premium, and its history the endorsement with its charge.
  const split = page.getByRole('table', { name: 'Commission split' });
  await expect(row(split, 'Premiums sum')).toContainText(newPremium);
  const history = page.getByRole('list', { name: 'Transaction history' });
  // (The story endorsed it before: this endorsement is the one with this charge.)
  const endorsement = history
    .getByRole('listitem', { name: 'Endorsement' })
    .filter({ hasText: `Payment ${total}` });
  await expect(endorsement).toContainText('Increase Limit/Add Coverage');
  await expect(endorsement).toContainText(`Payment ${total}`);
  await expect(row(endorsement.getByRole('table', { name: 'Amounts' }), 'Total')).toContainText(total);
});
