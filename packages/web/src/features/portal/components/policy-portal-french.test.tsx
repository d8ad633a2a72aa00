import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalView } from '@bm/contracts';
import { setLocale } from '../../../i18n/locale-store.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { PolicyPortalPage } from './policy-portal-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

const TOKEN = 'abc.def';
const VIEW: PortalView = {
  scope: 'INSURED',
  expiresAt: '2026-12-31T00:00:00.000Z',
  agentName: null,
  correspondenceLanguage: 'fr-CA',
  policy: {
    policyNumber: 'TEN-2026-100001',
    productId: 'tenants',
    productName: 'Tenants Insurance',
    insuredName: 'Camille Tremblay',
    email: 'camille@example.net',
    status: 'bound',
    paymentPeriod: 'monthly',
    effectiveDate: '2026-01-10T08:01:00.000Z',
    expiryDate: '2027-01-10T08:01:00.000Z',
    totalPremium: 123_456,
    brokerageName: 'Courtiers Érable',
    brokerName: 'Riley Record',
  },
  documents: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Declarations.pdf',
      size: 20_480,
      url: `/api/portal/${TOKEN}/documents/11111111-1111-4111-8111-111111111111`,
    },
  ],
  schedule: [
    {
      number: 'TEN-2026-100001-01',
      description: 'Premium',
      dueDate: '2026-01-10T08:01:00.000Z',
      amountDue: 10_288,
      amountPaid: 10_288,
      status: 'paid',
    },
  ],
};

/** Decision 0079: the policy portal in the screen's language, money as 1 234,56 $. */
describe('the policy portal in French', () => {
  it('shows the summary, the schedule and the request form in French', async () => {
    // The visitor's browser speaks English: the page follows the insured's language of correspondence.
    setLocale('en-CA');
    const api = mockFetch(({ method, url }) =>
      method === 'GET' && url.pathname === `/api/portal/${TOKEN}` ? { body: VIEW } : undefined,
    );
    renderRoutes([{ path: '/portal/:token', element: <PolicyPortalPage /> }], `/portal/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Votre police' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Résumé de la police' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(summary)
      .getAllByRole('definition')
      .map((value) => value.textContent?.replace(/\s/g, ' '));
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toMatchObject({
      Produit: 'Assurance des locataires',
      Statut: 'Liée',
      'Mode de paiement': 'Mensuel',
      'Prime totale': '1 234,56 $',
      'Votre cabinet de courtage': 'Courtiers Érable',
    });
    expect(screen.getByText('(20 ko)')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Échéancier de paiement' });
    expect(within(table).getByRole('columnheader', { name: 'Échéance' })).toBeInTheDocument();
    expect(table).toHaveTextContent('102,88 $');
    expect(table).toHaveTextContent('Payée');

    const form = screen.getByRole('region', { name: 'Demande d’avenant' });
    await userEvent.click(within(form).getByRole('button', { name: 'Demander un avenant' }));
    expect(within(form).getAllByText('Obligatoire')).toHaveLength(2);
    await userEvent.click(within(form).getByRole('combobox', { name: /Que souhaitez-vous modifier/ }));
    const reasons = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(reasons.map((option) => option.textContent)).toContain('Ajouter un colocataire');
    expect(reasons.map((option) => option.textContent)).not.toContain('Add Roommate');
    expect(api.to('POST', `/api/portal/${TOKEN}/endorsementRequest`)).toHaveLength(0);
  });
});
