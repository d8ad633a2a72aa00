import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenInvoice } from '@bm/contracts';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId, makeInvoice } from '../../../../test/crm-fixtures.ts';
import { VoidInvoiceModal } from './void-invoice-modal.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);
const invoice = makeInvoice(2, { amountDue: 123_456, amountPaid: 0 });
const open: OpenInvoice = {
  id: invoice.id,
  number: invoice.number,
  type: invoice.type,
  externalId: invoice.externalId,
  dueDate: invoice.dueDate,
  amountDue: invoice.amountDue,
  amountPaid: invoice.amountPaid,
  isMPF: false,
  waivable: false,
  voidable: true,
};

/** Decision 0079: the void invoice dialog and its confirmation in French. */
describe('voiding an invoice in French', () => {
  it('lists the open invoices with 1 234,56 $ owing and asks before voiding', async () => {
    setLocale('fr-CA');
    mockFetch(({ method, url }) =>
      method === 'GET' && url.pathname === `/api/applications/${ID}/openInvoices`
        ? { body: [open] }
        : undefined,
    );
    renderWithProviders(
      <VoidInvoiceModal type="VoidStripeInvoice" callToAction="Test" applicationId={ID} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Annuler la facture' });
    const table = await within(dialog).findByRole('table', { name: 'Factures ouvertes' });
    expect(within(table).getByRole('columnheader', { name: 'Échéance' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '1\u00a0234,56\u00a0$' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Annuler' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Annuler la facture ${invoice.number}\u00a0?`,
    });
    expect(confirm).toHaveAccessibleDescription(/1\u00a0234,56\u00a0\$ ne sera plus dû/);
    expect(within(confirm).getByRole('button', { name: 'La conserver' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Annuler la facture' })).toBeInTheDocument();
  });
});
