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
 * The keyboard journeys in French (issue 27): a Quebec brokerage's day. The login page speaks the
 * browser's language (fr-CA); once signed in, the user switches the screens to French with the
 * header's switch, by keyboard, which remembers it on their profile; afterwards the profile goes back
 * to English for the other journeys. The insured's pages (pay by link) speak the insured's language of
 * correspondence: French for a Quebec address.
 */
test.use({ locale: 'fr-CA' });

/** A complete tenants application for a rental in Montréal (French correspondence by default). */
function quebecTenantsForm(insuredName: string): Record<string, unknown> {
  const email = `${insuredName.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now()}@clavier.example`;
  return {
    ...tenantsForm(insuredName, email),
    'business-address-street': '3470 Rue Durocher',
    'business-address-city': 'Montréal',
    'business-address-province': 'QC',
    'business-address-postal': 'H2X 2E1',
  };
}

/** A Montréal tenant, bound through the API as the broker. */
async function boundQuebecTenants(request: APIRequestContext, insuredName: string) {
  const signedIn = await request.post('/api/auth/login', {
    data: { email: 'broker@example.com', password: DEMO_PASSWORD },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return bindPolicy(request, 'tenants', quebecTenantsForm(insuredName));
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

/** An amount as the French screens write it: « 1 234,56 $ » (the spaces may be non-breaking). */
const FRENCH_MONEY = String.raw`\d{1,3}(?:\s\d{3})*,\d{2}\s\$`;

test('se connecter, puis soumissionner, lier et payer une police de locataire au clavier', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInInFrench(page, 'broker@example.com', 'Blake');
  // The answers saved as far as the last page (as a broker resuming from the CRM); the rest by keyboard.
  const applicationId = await savedTenantsApplication(page.request, quebecTenantsForm('Kim Clavier'), 4);
  await page.goto(`/products/tenants/application?applicationId=${applicationId}`);
  await expect(page.getByRole('heading', { name: 'Antécédents d’assurance', exact: true })).toBeVisible({
    timeout: 30_000,
  });

  await press(page, page.getByRole('button', { name: 'Suivant' }));
  const quote = page.getByRole('region', { name: 'Soumission' });
  await expect(quote).toBeVisible();
  // The premium lines the rating names, and the coverage beside the quote, in French.
  await expect(quote).toContainText('Responsabilité civile personnelle');
  await expect(page.getByRole('region', { name: 'Garanties' }).getByRole('heading')).toHaveText('Garanties');
  // The periods are one toggle group: Tab reaches the chosen one, the arrow keys move to the others.
  const periods = page.getByRole('group', { name: 'Mode de paiement' });
  const monthly = periods.getByRole('button', { name: /^Mensuel/ });
  await tabTo(page, periods.getByRole('button', { name: /^Annuel/ }));
  for (let presses = 0; presses < 3 && !(await isFocused(monthly)); presses += 1)
    await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await press(page, page.getByRole('button', { name: 'Passer au paiement' }));

  const payment = page.getByRole('form', { name: 'Paiement' });
  await expect(payment).toBeVisible();
  await expect(payment).toContainText(new RegExp(`Mensuel\\s:\\s${FRENCH_MONEY} au total`));
  await typeCard(page, payment, undefined, 'fr-CA');
  await press(
    page,
    payment.getByRole('button', { name: new RegExp(`^Payer ${FRENCH_MONEY} et lier la police$`) }),
  );
  const bound = page.getByRole('region', { name: 'Police liée' });
  await expect(bound).toBeVisible({ timeout: 20_000 });
  await expect(bound).toContainText(/TEN-\d{4}-\d{7}/);
  await expect(bound).toContainText(new RegExp(FRENCH_MONEY));
});

test('établir un avenant au clavier : motif, précisions, une limite des biens plus élevée, portée à la carte au dossier', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const policy = await boundQuebecTenants(request, 'Élie Avenant-Clavier');
  await signInInFrench(page, 'endorsement@example.com', 'Eddie');
  await openRecord(page, policy.applicationId, 'Élie Avenant-Clavier');

  const dialog = await openAction(page, 'Établir un avenant');
  await choose(
    page,
    dialog.getByRole('combobox', { name: /^Motif/ }),
    'Augmenter la limite ou ajouter une garantie',
  );
  await typeInto(
    page,
    dialog.getByLabel(/^Précisions sur le motif/),
    'L’assuré a acheté de nouveaux meubles',
  );
  await choose(page, dialog.getByRole('combobox', { name: /^Limite des biens/ }), '50\u00a0000\u00a0$');
  const charged = dialog.getByRole('table', { name: 'Facturé maintenant' });
  await expect(charged).toBeVisible();
  await expect(charged).toContainText(new RegExp(FRENCH_MONEY));
  await expect(
    dialog.getByRole('radio', { name: /^Payer avec la carte .+ se terminant par \d{4}$/ }),
  ).toBeChecked();
  await press(page, dialog.getByRole('button', { name: 'Enregistrer l’avenant' }));
  const ask = page.getByRole('dialog', { name: 'Le numéro de billet HubSpot est vide' });
  await expect.poll(() => ask.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await press(page, ask.getByRole('button', { name: 'continuer quand même' }));
  await expect(page.getByText('La police a été mise à jour')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Actions' })).toBeFocused();
  // The newest entry of the history: the details as typed, its amounts in French (the history card's
  // own French tests check its type and reason names).
  const newest = page
    .getByRole('list', { name: 'Historique des transactions' })
    .getByRole('listitem')
    .first();
  await expect(newest).toContainText('L’assuré a acheté de nouveaux meubles');
  await expect(newest).toContainText(new RegExp(`Total\\s?\\+${FRENCH_MONEY}`));
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
