import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransferPreviewResponse } from '@bm/contracts';
import { TRANSFER_REASONS } from '@bm/domain';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId, BROKERAGE_A, makeApplication } from '../../../../test/crm-fixtures.ts';
import { TransferAccountModal } from './transfer-account-modal.tsx';
import { TransferReview } from './transfer-review.tsx';
import { ProductCardModal } from './product-card-modal.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);
const MAPLE = { value: BROKERAGE_A.id, label: BROKERAGE_A.name, isAgency: false };
const BEA = { value: 'b0000000-0000-4000-8000-000000000001', label: 'Bea Broker (bea@example.com)' };

const PREVIEW: TransferPreviewResponse = {
  from: { broker: BEA, brokerage: MAPLE },
  to: { broker: null, brokerage: MAPLE },
  transferReason: TRANSFER_REASONS[1],
  policy: {
    applicationId: ID,
    policyNumber: null,
    status: 'bound',
    productName: 'Tenants Insurance',
    insuredName: 'Insured 1',
  },
  renewal: null,
  openInvoices: { count: 11, amountDue: 123_456 },
  commission: null,
  irreversible: false,
};

const TECHNOLOGY = {
  productId: 'technology-eo',
  name: 'Technology Errors & Omissions',
  enabled: true,
  categories: [],
  searchKeywords: [],
  applicationPath: 'technology-eo',
  insurerId: 'northbridge',
  insurerName: 'Northbridge',
  lineOfBusiness: 'commercial' as const,
  showTile: true,
  description: '',
  version: '1.0',
};

/** Decision 0079: the transfer of an account in French. */
describe('the transfer in French', () => {
  it('reviews what moves in French, money as 1 234,56 $', () => {
    setLocale('fr-CA');
    renderWithProviders(<TransferReview preview={PREVIEW} />);
    const table = screen.getByRole('table', { name: 'Ce qui est transféré' });
    expect(within(table).getByText('11 ouvertes, 1 234,56 $ dû')).toBeInTheDocument();
    expect(within(table).getByText(/^Aucun courtier · /)).toBeInTheDocument();
    expect(
      within(table).getByText(/^Pas encore de numéro de police · .* · Assurance des locataires$/),
    ).toBeInTheDocument();
    expect(within(table).getByText('Commission due au courtier')).toBeInTheDocument();
    // TRANSFER_REASONS[1] in the domain's French.
    expect(within(table).getByText('Le compte a changé de titulaire au sein du cabinet')).toBeInTheDocument();
  });

  it('names the lead’s product and the products to move it to in French', async () => {
    mockFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/api/applications/${ID}`) return { body: makeApplication() };
      if (method === 'GET' && url.pathname === '/api/products')
        return { body: { items: [TECHNOLOGY], nextToken: null } };
      return undefined;
    });
    setLocale('fr-CA');
    renderWithProviders(
      <ProductCardModal type="ProductCardModal" applicationId={ID} callToAction="test" onClose={() => {}} />,
    );
    expect(
      await screen.findByText(/Cette piste \(Assurance des locataires\) est fermée\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Produit/));
    expect(
      await screen.findByRole('option', { name: 'Erreurs et omissions en technologie' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Tenants Insurance|Technology Errors/)).not.toBeInTheDocument();
  });

  it('asks for the broker and the reason in French', async () => {
    mockFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/api/applications/${ID}`)
        return { body: makeApplication({ status: 'bound' }) };
      if (method === 'POST' && url.pathname === `/api/brokerages/${ID}/cognitoUsers`)
        return {
          body: {
            usersSelectOptions: [BEA],
            brokerageSelectOptions: [MAPLE],
            originalBroker: BEA,
            originalBrokerage: MAPLE,
            selectedBrokerage: MAPLE,
            reasons: [...TRANSFER_REASONS],
            canChooseBrokerage: false,
          },
        };
      return undefined;
    });
    setLocale('fr-CA');
    renderWithProviders(
      <TransferAccountModal
        type="TransferAccount"
        applicationId={ID}
        callToAction="test"
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Transférer le compte' });
    expect(await within(dialog).findByText(/^Cabinet de courtage\s:/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Courtier/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Motif/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Examiner le transfert' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Motif/ }));
    expect(await screen.findByRole('option', { name: 'Le courtier n’y travaille plus' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: TRANSFER_REASONS[0] })).not.toBeInTheDocument();
  });
});
