import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { unusedBoundPolicy } from './story.ts';

/** '$1,234.56', as the product formats Canadian dollars. */
const cad = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

/** The server's quote of a change to instalments (the fields the journey reads). */
interface PlanQuote {
  movedAmount: number;
  scheduledAmount: number;
  moved: { number: string }[];
  payments: { instalmentNumber: number; dueDay: string; parts: { amount: number } }[];
  refusal: string | null;
  message: string | null;
}

async function quoteToInstalments(request: APIRequestContext, applicationId: string): Promise<PlanQuote> {
  const answer = await request.post(`/api/applications/${applicationId}/changePaymentPlanQuote`, {
    data: { to: 'instalment' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as PlanQuote;
}

test('an admin moves a monthly policy to instalments: the figures, a new card when asked, the new invoices', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAndWait(page, 'admin@example.com', 'Ada');
  // The demo story's latest monthly policy of Apollo Agency with instalments to come and nothing due,
  // which can move to instalments: no journey takes Apollo's monthly policies (payment-link takes its
  // annual tenants plus policy; the other journeys on monthly policies keep to the other brokerages).
  const policy = await unusedBoundPolicy(
    page.request,
    'a bound monthly policy of Apollo Agency with instalments to come',
    {
      filters: { paymentPeriod: 'monthly' },
      also: (candidate) => candidate.brokerageName === 'Apollo Agency',
      nothingDue: true,
      owing: true,
      fits: async (candidate) => {
        const { refusal } = await quoteToInstalments(page.request, candidate.applicationId);
        return refusal === null || refusal === 'noCard';
      },
    },
  );
  const quote = await quoteToInstalments(page.request, policy.applicationId);
  expect(quote.moved.length).toBeGreaterThan(0);
  expect(quote.payments.length).toBeGreaterThan(0);

  await page.goto(`/crm/applications/${policy.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: policy.insuredName })).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  // An invoice's row by its number (TEN-…-03 is not TEN-…-031).
  const invoiceRow = (number: string) =>
    invoices.getByRole('row').filter({
      has: page.getByRole('rowheader', {
        name: new RegExp(`^${number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`),
      }),
    });
  for (const moved of quote.moved) await expect(invoiceRow(moved.number)).toContainText('Open');
  const period = page.getByText('Payment period', { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(period).toHaveText('Monthly');
  // The welcome banner sits over the Actions button; the cookie notice over the dialog's buttons.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Change payment plan' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change payment plan' });
  await expect(dialog.getByText('Current plan: Monthly')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Instalments' }).check();
  const figures = dialog.getByRole('table', { name: 'Payment plan change figures' });
  const figure = (label: string) =>
    figures
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) })
      .getByRole('cell');
  await expect(figure('Payments moved')).toHaveText(cad(quote.movedAmount));
  await expect(figure('New payments')).toHaveText(cad(quote.scheduledAmount));
  await expect(dialog.getByText(/^Nothing is charged now/)).toBeVisible();
  const schedule = dialog.getByRole('table', { name: 'New payment schedule' });
  await expect(schedule.locator('tbody tr')).toHaveCount(quote.payments.length);
  const [first] = quote.payments;
  await expect(schedule.locator('tbody tr').first()).toHaveText(
    `Payment ${first!.instalmentNumber}${first!.dueDay}${cad(first!.parts.amount)}`,
  );

  // A monthly plan's card is on the finance account; instalments are paid through the main one (for
  // a policy bound since it opened): a new card is asked for, on the account the quote names.
  if (quote.refusal === 'noCard') {
    await expect(dialog.getByText(quote.message!)).toBeVisible();
    const years = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
    await dialog.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await dialog.getByLabel(/^Expiry/).fill(`12/${years}`);
    await dialog.getByLabel(/^CVC/).fill('123');
    await dialog.getByLabel(/^Postal code/).fill('M5V2T6');
  } else {
    await expect(dialog.getByText('The new payments are charged to the card on file.')).toBeVisible();
  }
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Change plan', exact: true }).click();
  await expect(page.getByText('Payment plan changed to instalments.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The record: on instalments now, the payments moved void, the new plan's invoices open.
  await expect(period).toHaveText('Quarterly instalments');
  for (const moved of quote.moved) await expect(invoiceRow(moved.number)).toContainText('Void');
  const listed = await page.request.get(`/api/applications/${policy.applicationId}/invoices`);
  expect(listed.status()).toBe(200);
  const { invoices: after } = (await listed.json()) as {
    invoices: { number: string; status: string; instalmentNumber: number | null }[];
  };
  const raised = after.filter((invoice) =>
    quote.payments.some((payment) => payment.instalmentNumber === invoice.instalmentNumber),
  );
  expect(raised).toHaveLength(quote.payments.length);
  for (const invoice of raised) await expect(invoiceRow(invoice.number)).toContainText('Open');
  await expect(
    page
      .getByRole('list', { name: 'Transaction history' })
      .getByRole('heading', { name: /Payment Plan Change/i }),
  ).toBeVisible();
});
