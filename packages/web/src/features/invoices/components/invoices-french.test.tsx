import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setLocale } from '../../../i18n/locale-store.ts';
import { BROKER_USER } from '../../../test/crm-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { makeInvoicePage, makeInvoiceRow } from '../test/invoice-fixtures.ts';
import { renderInvoices } from '../test/render-invoices.tsx';

afterEach(() => {
  cleanup();
  setLocale('en-CA');
});

/** Decision 0079: /invoices in French, money as `1 234,56 $`, days still YYYY-MM-DD. */
describe('/invoices in French', () => {
  it('names the page, filters, columns and totals in French', async () => {
    setLocale('fr-CA');
    mockApi((url) => {
      if (url.pathname === '/api/auth/me') return { body: { user: BROKER_USER } };
      if (url.pathname === '/api/invoices')
        return {
          body: makeInvoicePage([makeInvoiceRow(2)], null, {
            count: 1234,
            billed: 123_456,
            paid: 0,
            owing: 123_456,
          }),
        };
      return undefined;
    });
    renderInvoices('/invoices');

    expect(await screen.findByRole('heading', { name: 'Factures' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'TEN-2025-100001-02' })).closest('tr')!;
    expect(within(row).getByText('2026-02-01')).toBeInTheDocument();
    expect(within(row).getAllByText('100,50 $')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Montant dû' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Tri/ })).toHaveTextContent(
      'Échéance la plus récente d’abord',
    );
    expect(screen.getByLabelText('Échéance à partir du')).toBeInTheDocument();
    // The export's headers in French too, whatever the browser's own language.
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute(
      'href',
      '/api/invoices.csv?lang=fr-CA',
    );
    const totals = screen.getByRole('region', { name: 'Totaux' });
    expect(within(totals).getByText('Facturé').nextSibling).toHaveTextContent('1 234,56 $');
    expect(within(totals).getByText('Factures correspondantes').nextSibling).toHaveTextContent('1 234');
    expect(screen.queryByText('Invoices')).not.toBeInTheDocument();
  });
});
