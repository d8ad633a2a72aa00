import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FINANCE_USER } from '../../../test/crm-fixtures.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeNsfItem } from '../../../test/nsf-fixtures.ts';
import { setLocale } from '../../../i18n/locale-store.ts';
import { renderNsf } from '../test/render-nsf.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  setLocale('en-CA');
});

const USER = { ...FINANCE_USER, language: 'fr-CA' as const };
const ITEM = makeNsfItem(1, { amountOwing: 123_456, letterSentOn: '2025-04-10' });

function render() {
  mockFetch(({ method, url }) => {
    if (url.pathname === '/api/auth/me') return { body: { user: USER } };
    if (url.pathname === '/api/brokerages') return { body: { items: [] } };
    if (method === 'GET' && url.pathname === '/api/nsfInvoices')
      return { body: { items: [ITEM], nextCursor: null } };
    return undefined;
  });
  setLocale('fr-CA');
  return renderNsf();
}

/** Decision 0079: /nsf and the NSF invoice's edit dialog in French. */
describe('the NSF invoices in French', () => {
  it('lists the NSF invoices in French, money as 1 234,56 $', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Factures NSF' });
    expect(screen.getByRole('heading', { name: 'Factures NSF' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Montant dû' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Date de résiliation' })).toBeInTheDocument();
    expect(within(table).getByText('1 234,56 $')).toBeInTheDocument();
    expect(within(table).getByText('Avis envoyé le 2025-04-10 ; livraison en attente')).toBeInTheDocument();
    expect(within(table).getByText('En attente')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveTextContent('Tous les statuts');
    expect(screen.getByRole('button', { name: 'Modifier la facture NSF INV-NSF-0001' })).toHaveTextContent(
      'Modifier',
    );
  });

  it('edits an NSF invoice in French', async () => {
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Modifier la facture NSF INV-NSF-0001' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifier la facture NSF' });
    expect(
      within(dialog).getByText('Facture INV-NSF-0001, police TEN-2025-100001 (Insured 1)'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Motif'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Envoyé par courrier recommandé le 2025-04-10/)).toBeInTheDocument();
  });
});
