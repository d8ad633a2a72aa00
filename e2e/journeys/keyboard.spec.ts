import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, dayFromToday } from './helpers.ts';
import {
  choose,
  isFocused,
  openAction,
  press,
  signInByKeyboard,
  tabTo,
  typeCard,
  typeInto,
} from './keyboard.ts';
import { bindPolicy, savedTenantsApplication, tenantsForm } from './policies.ts';

/*
 * The main journeys with the keyboard alone (WCAG 2.1.1): Tab, Shift+Tab, Enter, Space and the arrow
 * keys, no mouse. What a journey needs beforehand (a bound policy of its own, so that no other journey's
 * policy changes) is made through the API as the broker.
 */

/** A tenants policy bound through the API as the broker, annual, for `insuredName`. */
async function boundTenants(request: APIRequestContext, insuredName: string) {
  const signedIn = await request.post('/api/auth/login', {
    data: { email: 'broker@example.com', password: DEMO_PASSWORD },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const email = `${insuredName.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now()}@keyboard.example`;
  return bindPolicy(request, 'tenants', tenantsForm(insuredName, email));
}

async function openRecord(page: Page, applicationId: string, insuredName: string) {
  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insuredName })).toBeVisible({ timeout: 30_000 });
}

test('sign in, then quote, bind and pay a tenants policy with the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page, 'broker@example.com', 'Blake');
  // The answers saved as far as the last page (as a broker resuming from the CRM); the rest by keyboard.
  const applicationId = await savedTenantsApplication(
    page.request,
    tenantsForm('Kai Keyboard', `kai.keyboard.${Date.now()}@keyboard.example`),
    4,
  );
  await page.goto(`/products/tenants/application?applicationId=${applicationId}`);
  await expect(page.getByRole('heading', { name: 'Insurance history', exact: true })).toBeVisible({
    timeout: 30_000,
  });

  await press(page, page.getByRole('button', { name: 'Next' }));
  await expect(page.getByRole('region', { name: 'Quote' })).toBeVisible();
  // The periods are one toggle group: Tab reaches the chosen one, the arrow keys move to the others.
  const periods = page.getByRole('group', { name: 'Payment period' });
  const monthly = periods.getByRole('button', { name: /^Monthly/ });
  await tabTo(page, periods.getByRole('button', { name: /^Annual/ }));
  for (let presses = 0; presses < 3 && !(await isFocused(monthly)); presses += 1)
    await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await press(page, page.getByRole('button', { name: 'Continue to payment' }));

  const payment = page.getByRole('form', { name: 'Payment' });
  await expect(payment).toBeVisible();
  await typeCard(page, payment);
  await press(page, payment.getByRole('button', { name: /^Pay \$[\d,.]+ and bind$/ }));
  const bound = page.getByRole('region', { name: 'Policy bound' });
  await expect(bound).toBeVisible({ timeout: 20_000 });
  await expect(bound).toContainText(/TEN-\d{4}-\d{7}/);
});

test('endorse a policy with the keyboard: reason, details, a higher contents limit, charged on the card on file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const policy = await boundTenants(request, 'Eli Endorse-Keys');
  await signInByKeyboard(page, 'endorsement@example.com', 'Eddie');
  await openRecord(page, policy.applicationId, 'Eli Endorse-Keys');

  const dialog = await openAction(page, 'Endorse policy');
  await choose(page, dialog.getByRole('combobox', { name: /^Reason/ }), 'Increase Limit/Add Coverage');
  await typeInto(page, dialog.getByLabel(/^Reason details/), 'Insured bought new furniture');
  await choose(page, dialog.getByRole('combobox', { name: /^Contents limit/ }), '$50,000');
  await expect(dialog.getByRole('table', { name: 'Charged now' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^Pay with .+ ending \d{4}$/ })).toBeChecked();
  await press(page, dialog.getByRole('button', { name: 'Save endorsement' }));
  const ask = page.getByRole('dialog', { name: 'Hubspot Ticket Number is empty' });
  await press(page, ask.getByRole('button', { name: 'proceed anyway' }));
  await expect(page.getByText('Policy was successfully updated')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveCount(0);
  const history = page.getByRole('list', { name: 'Transaction history' });
  await expect(history.getByRole('listitem', { name: 'Endorsement' }).first()).toContainText(
    'Increase Limit/Add Coverage',
  );
});

test('cancel a policy with the keyboard, then read its cancellation record', async ({ page, request }) => {
  test.setTimeout(120_000);
  const policy = await boundTenants(request, 'Cora Cancel-Keys');
  await signInByKeyboard(page, 'endorsement@example.com', 'Eddie');
  await openRecord(page, policy.applicationId, 'Cora Cancel-Keys');

  const dialog = await openAction(page, 'Cancel policy');
  await choose(page, dialog.getByRole('combobox', { name: /^Cancellation reason/ }), 'Tenant Moved');
  await choose(
    page,
    dialog.getByRole('combobox', { name: /^Cancellation description/ }),
    'Policy Cancellation',
  );
  // A date field: typed as the browser's date input takes it (month, day, year).
  const [year, month, day] = dayFromToday(60).split('-');
  await tabTo(page, dialog.getByLabel(/^Cancellation effective date/));
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(dialog.getByRole('button', { name: 'SHORT RATE' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('table', { name: 'Cancellation figures' })).toBeVisible();
  const cancel = dialog.getByRole('button', { name: 'Cancel policy' });
  await expect(cancel).toBeEnabled();
  await press(page, cancel);
  const ask = page.getByRole('dialog', { name: 'Hubspot Ticket Number is empty' });
  await press(page, ask.getByRole('button', { name: 'proceed anyway' }));
  await expect(page.getByText('Policy was successfully updated')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();

  // The record's figures scroll in a region the keyboard reaches; Escape closes it, focus back on Actions.
  const record = await openAction(page, 'Cancellation record');
  await expect(record.getByText('Tenant Moved')).toBeVisible();
  await tabTo(page, record.getByRole('region', { name: 'Cancellation record details' }));
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Escape');
  await expect(record).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Actions' })).toBeFocused();
});

test('record an account note with the keyboard', async ({ page, request }) => {
  const policy = await boundTenants(request, 'Nia Note-Keys');
  await signInByKeyboard(page, 'broker@example.com', 'Blake');
  await openRecord(page, policy.applicationId, 'Nia Note-Keys');

  const dialog = await openAction(page, 'Add account note');
  await typeInto(page, dialog.getByLabel('Comment'), 'Called the insured about the renewal, by keyboard.');
  await press(page, dialog.getByRole('button', { name: 'Save note' }));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Note saved')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Account notes' }).getByRole('listitem').first()).toContainText(
    'by keyboard',
  );
  await expect(page.getByRole('button', { name: 'Actions' })).toBeFocused();
});

test('pay an invoice by its link with the keyboard', async ({ request, browser }) => {
  const policy = await boundTenants(request, 'Paz Link-Keys');
  // Finance raises a manual invoice through the API; its link goes to the insured.
  await request.post('/api/auth/logout');
  const finance = await request.post('/api/auth/login', {
    data: { email: 'finance@example.com', password: DEMO_PASSWORD },
  });
  expect(finance.status(), await finance.text()).toBe(200);
  const raised = await request.post(`/api/applications/${policy.applicationId}/manualInvoice`, {
    data: { totalAmount: 4_250, selectedReason: 'requested-card' },
  });
  expect(raised.status(), await raised.text()).toBe(200);
  const { link } = (await raised.json()) as { link: string };

  const insured = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const payPage = await insured.newPage();
  await payPage.goto(link);
  await expect(payPage.getByRole('heading', { level: 1, name: 'Pay your invoice' })).toBeVisible();
  await typeCard(payPage, payPage.locator('main'));
  await press(payPage, payPage.getByRole('button', { name: 'Pay $42.50' }));
  await expect(payPage.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await insured.close();
});
