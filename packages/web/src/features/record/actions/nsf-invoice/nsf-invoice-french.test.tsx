import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId } from '../../../../test/crm-fixtures.ts';
import { makeNsfItem } from '../../../../test/nsf-fixtures.ts';
import { NsfInvoiceModal } from './nsf-invoice-modal.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);

/** Decision 0079: the NSF invoices dialog in French. */
describe('the NSF invoices in French', () => {
  it('shows each NSF invoice in French, money as 1 234,56 $', async () => {
    const item = { ...makeNsfItem(1), applicationId: ID, amountOwing: 123_456 };
    mockFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/nsfInvoices') return { body: { items: [item], nextCursor: null } };
      return undefined;
    });
    setLocale('fr-CA');
    renderWithProviders(<NsfInvoiceModal type="NsfInvoice" applicationId={ID} callToAction="test" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Factures NSF' });
    expect(await within(dialog).findByText(`Facture ${item.invoiceNumber}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Montant dû')).toBeInTheDocument();
    expect(within(dialog).getByText('1 234,56 $')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ouvrir le dossier de la police' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
