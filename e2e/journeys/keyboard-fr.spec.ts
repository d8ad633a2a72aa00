import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, dayFromToday } from './helpers.ts';
import { choose, openAction, press, signInByKeyboard, tabTo, typeCard, typeInto } from './keyboard.ts';
import { bindPolicy, tenantsForm } from './policies.ts';

/*
 * The keyboard journeys in French (issue 27): a Quebec brokerage's day. The login page speaks the
 * browser's language (fr-CA); once signed in, the user switches the screens to French with the
 * header's switch, by keyboard, which remembers it on their profile; afterwards the profile goes back
 * to English for the other journeys. The insured's pages (pay by link) speak the insured's language of
 * correspondence: French for a Quebec address.
 */
test.use({ locale: 'fr-CA' });

/** A Montréal tenant (French correspondence by default), bound through the API as the broker. */
async function boundQuebecTenants(request: APIRequestContext, insuredName: string) {
  const signedIn = await request.post('/api/auth/login', {
    data: { email: 'broker@example.com', password: DEMO_PASSWORD },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const email = `${insuredName.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now()}@clavier.example`;
  return bindPolicy(request, 'tenants', {
    ...tenantsForm(insuredName, email),
    'business-address-street': '3470 Rue Durocher',
    'business-address-city': 'Montréal',
    'business-address-province': 'QC',
    'business-address-postal': 'H2X 2E1',
  });
}

/** Signs in by keyboard on the French login page, then switches the screens to French by keyboard. */
async function signInInFrench(page: Page, email: string, givenName: string) {
  await signInByKeyboard(page, email, givenName, 'fr-CA');
  const toFrench = page.getByRole('button', { name: 'Lire en français' });
  if (await toFrench.isVisible()) await press(page, toFrench);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('button', { name: 'Read in English' })).toBeVisible();
}

async function openRecord(page: Page, applicationId: string, insuredName: string) {
  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insuredName })).toBeVisible({ timeout: 30_000 });
}

test.afterEach(async ({ page }) => {
  // The profile back to English (the user's own session, if the journey got that far).
  await page.request.put('/api/auth/language', { data: { language: 'en-CA' } }).catch(() => undefined);
});

test('note au compte au clavier', async ({ page, request }) => {
  const policy = await boundQuebecTenants(request, 'Noé Note-Clavier');
  await signInInFrench(page, 'broker@example.com', 'Blake');
  await openRecord(page, policy.applicationId, 'Noé Note-Clavier');

  const dialog = await openAction(page, 'Ajouter une note au compte');
  await typeInto(
    page,
    dialog.getByLabel('Commentaire'),
    'Appel à l’assuré au sujet du renouvellement, au clavier.',
  );
  await press(page, dialog.getByRole('button', { name: 'Enregistrer la note' }));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Note enregistrée')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Notes du compte' }).getByRole('listitem').first(),
  ).toContainText('au clavier');
  await expect(page.getByRole('button', { name: 'Actions' })).toBeFocused();
});

test('résilier une police au clavier, puis lire son dossier de résiliation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const policy = await boundQuebecTenants(request, 'Cora Résiliation-Clavier');
  await signInInFrench(page, 'endorsement@example.com', 'Eddie');
  await openRecord(page, policy.applicationId, 'Cora Résiliation-Clavier');

  const dialog = await openAction(page, 'Résilier la police');
  await choose(
    page,
    dialog.getByRole('combobox', { name: /^Motif de résiliation/ }),
    'Locataire – déménagement',
  );
  await choose(
    page,
    dialog.getByRole('combobox', { name: /^Description de la résiliation/ }),
    'Résiliation de la police',
  );
  const [year, month, day] = dayFromToday(60).split('-');
  await tabTo(page, dialog.getByLabel(/^Date d’effet de la résiliation/));
  // The browser's date input takes month, day, year (as in the English journey).
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(dialog.getByRole('button', { name: 'TAUX À COURT TERME' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(dialog.getByRole('table', { name: 'Montants de la résiliation' })).toBeVisible();
  await expect(dialog).toContainText(/\d+,\d{2}\s\$/);
  const cancel = dialog.getByRole('button', { name: 'Résilier la police' });
  await expect(cancel).toBeEnabled();
  await press(page, cancel);
  const ask = page.getByRole('dialog', { name: /numéro de billet HubSpot/i });
  await press(page, ask.getByRole('button', { name: /continuer quand même/i }));
  await expect(page.getByText('La police a été mise à jour')).toBeVisible({ timeout: 20_000 });

  const record = await openAction(page, 'Dossier de résiliation');
  await expect(record.getByText('Locataire – déménagement')).toBeVisible();
  await tabTo(page, record.getByRole('region', { name: 'Détails du dossier de résiliation' }));
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Escape');
  await expect(record).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Actions' })).toBeFocused();
});

test('payer une facture par son lien au clavier, dans la langue de l’assuré', async ({
  request,
  browser,
}) => {
  const policy = await boundQuebecTenants(request, 'Paz Lien-Clavier');
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

  // The insured's browser is English: the page speaks the insured's language of correspondence.
  const insured = await browser.newContext({ locale: 'en-CA', viewport: { width: 390, height: 844 } });
  const payPage = await insured.newPage();
  await payPage.goto(link);
  await expect(payPage.getByRole('heading', { level: 1, name: 'Payer votre facture' })).toBeVisible();
  await typeCard(payPage, payPage.locator('main'), undefined, 'fr-CA');
  await press(payPage, payPage.getByRole('button', { name: /^Payer 42,50\s\$$/ }));
  await expect(payPage.getByRole('heading', { level: 1, name: 'Paiement reçu' })).toBeVisible();
  await insured.close();
});
