import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, quoteApplication, type ProductDefinition } from '@bm/domain';
import { setLocale } from '../../../i18n/locale-store.ts';
import { makeUser, renderApp, renderWithProviders } from '../../../test/render.tsx';
import { APPLICATION_URL } from '../test/render-application.tsx';
import { COMPLETE_FORM, makeApplication, TEST_DEFINITION } from '../test/fixtures.ts';
import { mockApplicationApi } from '../test/mock-api.ts';
import { BoundPanel, ClosedApplication } from './bound-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

/** A broker whose profile says French: the screens follow it. */
const FRENCH_BROKER = makeUser(['Standard'], { language: 'fr-CA' });
const QUOTE = quoteApplication(TEST_DEFINITION, COMPLETE_FORM).quote;
/** "1 234,56 $": no-break spaces, a decimal comma, the dollar sign after. */
const FRENCH_MONEY = /^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$$/;

/** Decision 0079: the application wizard's quote step in French. */
describe('the quote step in French', () => {
  it('names the quote, the plans, the breakdown and the steps in French, money as 1 234,56 $', async () => {
    mockApplicationApi({ application: { form: COMPLETE_FORM, currentPage: 4 } });
    renderApp(APPLICATION_URL, { user: FRENCH_BROKER });
    expect(await screen.findByRole('heading', { level: 2, name: 'Soumission' })).toBeInTheDocument();

    const steps = screen.getByRole('navigation', { name: 'Étapes de la proposition' });
    expect(within(steps).getByText('Paiement')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mode de paiement' })).toBeInTheDocument();
    const annual = screen.getByRole('button', { name: /^Annuel/ });
    expect(annual).toHaveTextContent('payé en entier');
    const total = screen.getByTestId('period-total-annual').textContent;
    expect(total).toBe(formatMoney(QUOTE.total.annual, 'fr-CA'));
    expect(total).toMatch(FRENCH_MONEY);

    const table = screen.getByRole('table', { name: 'Détail de la soumission (Annuel)' });
    expect(within(table).getByText('Total (mode annuel)')).toBeInTheDocument();
    expect(within(table).getByTestId('breakdown-total').textContent).toMatch(FRENCH_MONEY);
    // The domain's breakdown in French: its sections, the Ontario taxes as TVH and the premium tax.
    for (const title of ['Primes', 'Taxes', 'Frais', 'Supplément pour carte de crédit'])
      expect(within(table).getByRole('rowgroup', { name: title })).toBeInTheDocument();
    const exact = { normalizer: (text: string) => text };
    expect(
      within(table).getByText('TVH (13\u00a0%) sur les frais de transaction', exact),
    ).toBeInTheDocument();
    expect(
      within(table).getByText(
        'Taxe de vente au détail de l’Ontario sur les primes d’assurance (8\u00a0%), Ministère des Finances de l’Ontario',
        exact,
      ),
    ).toBeInTheDocument();
    expect(within(table).getByText('Supplément pour carte de crédit (1 paiement)')).toBeInTheDocument();
    expect(within(table).queryByText(/Premiums|transaction fee|HST/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /^Les cartes de débit et prépayées ne comportent aucun supplément\u00a0: .* au total par carte de débit\.$/,
        exact,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Votre commission' })).toBeInTheDocument();
    // The coverage page beside the quote, its title the product definition's in French.
    const coverage = screen.getByRole('region', { name: 'Garanties' });
    expect(within(coverage).getByRole('heading', { level: 2 })).toHaveTextContent('Garanties');
    expect(screen.getByRole('button', { name: 'Passer au paiement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    expect(screen.queryByText('Continue to payment')).not.toBeInTheDocument();
  });

  it('shows the monthly schedule in French', async () => {
    mockApplicationApi({ application: { form: COMPLETE_FORM, currentPage: 4 } });
    renderApp(APPLICATION_URL, { user: FRENCH_BROKER });
    await screen.findByRole('heading', { level: 2, name: 'Soumission' });
    await userEvent.click(screen.getByRole('button', { name: /^Mensuel/ }));

    const schedule = screen.getByRole('table', { name: 'Calendrier des paiements' });
    expect(within(schedule).getByRole('columnheader', { name: 'Échéance' })).toBeInTheDocument();
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('À la liaison (2026-12-01)');
    expect(rows[0]?.lastElementChild?.textContent).toMatch(FRENCH_MONEY);
  });
});

describe('a quote that cannot be priced, in French', () => {
  it('says in French why, the question and the province said in French', async () => {
    const definition: ProductDefinition = {
      ...TEST_DEFINITION,
      rating: { ...TEST_DEFINITION.rating, provinceFactors: { ON: 1 } },
    };
    const quebec = {
      ...COMPLETE_FORM,
      'business-address-city': 'Montréal',
      'business-address-province': 'QC',
      'business-address-postal': 'H2X 1Y4',
    };
    mockApplicationApi({ definition, application: { form: quebec, currentPage: 4 } });
    renderApp(APPLICATION_URL, { user: FRENCH_BROKER });
    await screen.findByRole('heading', { level: 2, name: 'Soumission' });
    expect(screen.getByText('Cette soumission ne peut pas être tarifée en ligne')).toBeInTheDocument();
    expect(
      screen.getByText('Québec\u00a0: tarification en ligne impossible pour ce produit.', { normalizer: (t) => t }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Quebec|cannot be priced/)).not.toBeInTheDocument();
  });
});

describe('the questionnaire in French', () => {
  it('says in French what is missing before moving on', async () => {
    mockApplicationApi({ application: { form: {}, currentPage: 0 } });
    renderApp(APPLICATION_URL, { user: FRENCH_BROKER });
    await screen.findByRole('heading', { level: 2, name: 'Proposant' });
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    // The question's label is the product definition's, the message the domain's: both in French.
    expect(screen.getByRole('textbox', { name: /^Courriel/ })).toHaveAccessibleDescription('Obligatoire');
    expect(
      screen.getByText('Certaines réponses doivent être corrigées avant de continuer.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });
});

describe('the end of the journey in French', () => {
  it('says the policy is bound and what was charged', () => {
    setLocale('fr-CA');
    renderWithProviders(<BoundPanel applicationId="a" policyNumber={null} amountCharged={123_456} />);
    expect(screen.getByRole('heading', { name: 'Police liée' })).toBeInTheDocument();
    expect(screen.getByText('en cours d’émission')).toBeInTheDocument();
    expect(screen.getByText('1\u00a0234,56\u00a0$', { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le dossier de la police' })).toBeInTheDocument();
  });

  it('says a cancelled policy can no longer be changed', () => {
    setLocale('fr-CA');
    const application = makeApplication({ status: 'cancelled', policyNumber: 'TEN-2026-000123' });
    renderWithProviders(<ClosedApplication application={application} />);
    expect(
      screen.getByText('Cette police (TEN-2026-000123) est résiliée et ne peut plus être modifiée ici.'),
    ).toBeInTheDocument();
  });
});
