import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManualInvoiceResponse } from '@bm/contracts';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';
import { ManualInvoiceModal } from './manual-invoice-modal.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);
const CREATED: ManualInvoiceResponse = {
  application: makeApplication({ status: 'bound', updatedAt: '2026-01-20T18:00:00.000Z' }),
  transactionId: '7a000000-0000-4000-8000-000000000009',
  reason: { value: 'erp', label: 'ERP' },
  totalAmount: 123_456,
  invoices: [
    {
      id: '5e000000-0000-4000-8000-000000000001',
      number: 'MAN-0001',
      description: 'Manual invoice 1 of 1: ERP',
      amount: 123_456,
      dueDate: '2026-01-20T18:00:00.000Z',
      paymentLink: {
        url: 'http://localhost/pay/token-1.sig',
        token: 'token-1.sig',
        expiresAt: '2026-03-01T00:00:00.000Z',
      },
    },
  ],
  link: 'http://localhost/pay/token-1.sig',
  selectedInvoiceIds: [],
  emailedTo: 'insured@example.net',
};

/** Decision 0079: the manual invoice in French. */
describe('the manual invoice in French', () => {
  it('checks the form in French, then says what it created with money as 1 234,56 $', async () => {
    mockFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/api/applications/${ID}/openInvoices`) return { body: [] };
      if (method === 'POST' && url.pathname === `/api/applications/${ID}/manualInvoice`) return { body: CREATED };
      return undefined;
    });
    setLocale('fr-CA');
    renderWithProviders(
      <ManualInvoiceModal type="CreateManualCharge" applicationId={ID} callToAction="test" onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Créer une facture manuelle' });
    await userEvent.type(within(dialog).getByLabelText(/^Nombre de factures/), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(within(dialog).getByText('Entrez le montant.')).toBeInTheDocument();
    expect(within(dialog).getByText('Entrez un nombre entier de 0 à 12.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choisissez un motif.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText(/^Nombre de factures/));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Amount|^Montant/ }), '1234.56');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Motif/ }));
    await userEvent.click(screen.getByRole('option', { name: 'PDP' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(
      await within(dialog).findByText(/^Facture manuelle créée\s: 1\s234,56\s\$ \(PDP\)\./),
    ).toHaveTextContent(/Le lien de paiement a été envoyé par courriel à insured@example\.net\.$/);
    expect(within(dialog).getByText('Facture MAN-0001')).toBeInTheDocument();
  });
});
