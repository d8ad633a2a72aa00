import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentLinkView } from '@bm/contracts';
import { setLocale } from '../../../i18n/locale-store.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { PaymentLinkPage } from './payment-link-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

const TOKEN = 'abc.def';
const LINK = `/api/payments/links/${TOKEN}`;

const VIEW: PaymentLinkView = {
  insuredName: 'Gagnon Rénovations',
  correspondenceLanguage: 'fr-CA',
  policyNumber: 'CAR-000123',
  productName: 'Contractors Liability',
  invoice: {
    id: '11111111-1111-4111-8111-111111111111',
    number: 'INV-0042',
    description: 'Premium',
    status: 'open',
    dueDate: '2026-03-10T16:00:00.000Z',
    amountDue: 123_456,
    amountPaid: 0,
    amountOwing: 123_456,
  },
  payable: true,
  message: null,
  account: 'main',
  billing: { provider: 'simulated' },
  expiresAt: '2026-04-10T00:00:00.000Z',
  card: {
    onFileFunding: null,
    credit: { cardFee: 3_000, cardFeePST: 0, total: 123_456 },
    noSurchargeTotal: 120_456,
  },
};

/** Decision 0079: the payment page in the screen's language, money as 1 234,56 $. */
describe('the payment link page in French', () => {
  it('shows the invoice, what it owes and the card form in French', async () => {
    // The visitor's browser speaks English: the page follows the insured's language of correspondence.
    setLocale('en-CA');
    const api = mockFetch((request) => (request.url.pathname === LINK ? { body: VIEW } : undefined));
    renderRoutes([{ path: '/pay/:token', element: <PaymentLinkPage /> }], `/pay/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Payer votre facture' })).toBeInTheDocument();
    expect(screen.getByText('Montant dû').nextElementSibling).toHaveTextContent('1 234,56 $');
    expect(screen.getByText('Supplément pour carte de crédit').nextElementSibling).toHaveTextContent(
      '30,00 $',
    );
    expect(screen.getByTestId('card-surcharge-note')).toHaveTextContent(
      'Les cartes de débit et prépayées ne comportent aucun supplément : 1 204,56 $ au total par carte de débit.',
    );
    expect(screen.getByText('Date d’échéance')).toBeInTheDocument();
    expect(screen.getByText('Produit').nextElementSibling).toHaveTextContent(
      /^Responsabilité des entrepreneurs$/,
    );
    expect(screen.getByLabelText(/^Numéro de carte/)).toBeInTheDocument();

    const pay = screen.getByRole('button', { name: /^Payer 1\s234,56\s\$/ });
    await userEvent.click(pay);
    expect(await screen.findByText('Le numéro de votre carte est incomplet.')).toBeInTheDocument();
    expect(screen.getByText('La date d’expiration de votre carte est incomplète.')).toBeInTheDocument();
    expect(api.to('POST', `${LINK}/pay`)).toHaveLength(0);
  });
});
