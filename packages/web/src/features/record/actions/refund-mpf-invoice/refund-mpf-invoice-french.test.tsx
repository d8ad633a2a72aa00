import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FilteredInvoice } from '@bm/contracts';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';
import { RefundMpfInvoiceModal } from './refund-mpf-invoice-modal.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);
const FEE: FilteredInvoice = {
  invoiceId: '1e000000-0000-4000-8000-000000000031',
  invoiceNumber: 'TEN-2025-100001-MPF01',
  amount: 2_500,
  status: 'paid',
  type: 'missed payment fee',
  isMPF: true,
  waivable: true,
  dueDate: '2025-04-01T07:01:00.000Z',
  amountDue: 2_500,
  amountPaid: 2_500,
  paidAt: '2025-04-04T19:00:00.000Z',
  voidedAt: null,
  voidable: false,
  refundable: true,
};

/** Decision 0079: refunding a missed payment fee, in French. */
describe('the missed payment fee refund in French', () => {
  it('lists the paid fee as 25,00 $ and refunds with « Rembourser »', async () => {
    setLocale('fr-CA');
    mockFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/api/applications/${ID}`)
        return { body: makeApplication({ policyNumber: 'TEN-2025-100001' }) };
      if (method === 'GET' && url.pathname === `/api/invoices/MPF/${ID}`) return { body: [FEE] };
      return undefined;
    });
    renderWithProviders(
      <RefundMpfInvoiceModal
        type="RefundMpfInvoiceModal"
        callToAction="Test"
        applicationId={ID}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rembourser les frais de paiement manqué' });
    const group = await within(dialog).findByRole('radiogroup', {
      name: 'Facture de frais de paiement manqué payée',
    });
    expect(
      within(group).getByRole('radio', {
        name: 'TEN-2025-100001-MPF01\u00a0: 25,00\u00a0$, payée le 2025-04-04',
      }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Remarque/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rembourser' })).toBeInTheDocument();
  });
});
