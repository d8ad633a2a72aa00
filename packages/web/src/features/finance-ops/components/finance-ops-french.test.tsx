import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { AccountingConnection } from '@bm/contracts';
import { setLocale } from '../../../i18n/locale-store.ts';
import { FINANCE_USER } from '../../../test/crm-fixtures.ts';
import {
  CONNECTED,
  financeOpsApi,
  makeReconciliation,
  renderFinanceOps,
} from '../test/render-finance-ops.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

const NBSP = /[\u00a0\u202f]/g;

/** Decision 0079: Finance Ops in French, amounts "1 234,56 $", dates still YYYY-MM-DD. */
describe('Finance Ops in French', () => {
  it('shows the work to do, the accounting connection and the reconciliation in French', async () => {
    setLocale('fr-CA');
    financeOpsApi({ ...FINANCE_USER, language: 'fr-CA' }, () => CONNECTED, {
      reconciliation: makeReconciliation(123_456),
    });
    renderFinanceOps();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Opérations financières' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/dus aux cabinets de courtage et aux assureurs\.$/)).toHaveTextContent(
      /^1\s234,56\s\$ dus/,
    );
    expect(screen.getByRole('heading', { name: 'Factures NSF en attente' })).toBeInTheDocument();

    const region = await screen.findByRole('region', { name: 'Comptabilité' });
    expect(await within(region).findByText('Connecté')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Synchroniser 2026-11 maintenant' })).toBeEnabled();
    expect(screen.getByTestId('last-sync').textContent!.replace(NBSP, ' ')).toBe(
      '2026-11 : 5 écritures reportées (2 500,00 $) le 2026-11-20 10:05 (heure de Vancouver) par Fiona Finch.',
    );

    const mismatches = await screen.findByRole('table', { name: 'Écarts' });
    expect(within(mismatches).getByRole('columnheader', { name: 'Problème' })).toBeInTheDocument();
    const row = within(mismatches).getByRole('link', { name: 'TEN-2026-000003' }).closest('tr')!;
    expect(within(row).getByText('Absent de notre côté')).toBeInTheDocument();
    expect(within(row).getByText('Paiement')).toBeInTheDocument();
    expect(row.textContent!.replace(NBSP, ' ')).toContain('1 234,56 $');
    expect(screen.queryByText(/Card reconciliation|Accounting|Payouts to complete/)).not.toBeInTheDocument();
  });

  it('says why the last sync failed in French, the provider’s own words as they came', async () => {
    setLocale('fr-CA');
    const failed = (error: Partial<NonNullable<AccountingConnection['lastSync']>>): AccountingConnection => ({
      ...CONNECTED,
      lastSync: { ...CONNECTED.lastSync!, status: 'failed' as const, entriesPosted: 0, ...error },
    });
    let state = failed({
      error: 'QuickBooks journal entry failed: Business Validation Error.',
      errorReason: {
        code: 'providerFailed',
        params: { action: 'journal' },
        detail: 'Business Validation Error',
      },
    });
    financeOpsApi({ ...FINANCE_USER, language: 'fr-CA' }, () => state);
    renderFinanceOps();
    await screen.findByRole('region', { name: 'Comptabilité' });
    await waitFor(() =>
      expect(screen.getByTestId('last-sync').textContent!.replace(NBSP, ' ')).toBe(
        'Échec le 2026-11-20 10:05 (heure de Vancouver) (2026-11, par Fiona Finch) : Échec de QuickBooks : écriture de journal. Business Validation Error 0 écritures avaient été reportées avant l’arrêt.',
      ),
    );
    cleanup();
    // A sync stored before its reason was kept: its English, as stored.
    state = failed({ error: 'Stopped before it finished.' });
    renderFinanceOps();
    await waitFor(() =>
      expect(screen.getByTestId('last-sync')).toHaveTextContent('Stopped before it finished.'),
    );
  });
});
