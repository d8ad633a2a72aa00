import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPER_ADMIN_USER } from '../../../test/crm-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { setLocale } from '../../../i18n/locale-store.ts';
import {
  ledgerEntry,
  makeLapseJob,
  makeLedgerTerm,
  PRODUCT,
  renderToolbox,
} from '../test/render-toolbox.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

const ADMIN = { ...SUPER_ADMIN_USER, language: 'fr-CA' as const };
const JOB = makeLapseJob([]);
const TERM = makeLedgerTerm([ledgerEntry(1, 'charge', 123_456, { manual: true })], {
  insuredName: null,
  brokerageName: null,
});

function render() {
  mockApi((url) => {
    const path = url.pathname;
    if (path === '/api/auth/me') return { body: { user: ADMIN } };
    if (path === '/api/toolbox/products') return { body: { items: [PRODUCT] } };
    if (path === '/api/toolbox/jobs') return { body: { items: [JOB] } };
    if (path === '/api/toolbox/policies') return { body: { items: [TERM] } };
    return undefined;
  });
  setLocale('fr-CA');
  renderToolbox();
}

/** Decision 0079: the toolbox's product, job and ledger tools in French. */
describe('the toolbox in French', () => {
  it('shows the products and the scheduled jobs in French', async () => {
    render();
    expect(await screen.findByRole('switch', { name: 'Tenants activé' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Produits' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Tuile affichée' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: /lapse-policies/ })).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'Tâches planifiées' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Ce qu’elle a changé' })).toBeInTheDocument();
    expect(within(row).getByText('lapsed : 2 ; policies : aucun')).toBeInTheDocument();
    expect(within(row).getByText(/· Terminée$/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Lancer lapse-policies maintenant' })).toHaveTextContent(
      'Lancer maintenant',
    );
  });

  it("shows a policy's ledger in French, money as 1 234,56 $", async () => {
    render();
    await userEvent.type(await screen.findByLabelText('Numéro de police'), `${TERM.policyNumber}{Enter}`);
    const table = await screen.findByRole('table', {
      name: `Écritures du grand livre de ${TERM.policyNumber}`,
    });
    expect(within(table).getByRole('columnheader', { name: 'Montant' })).toBeInTheDocument();
    expect(within(table).getByText('1 234,56 $')).toBeInTheDocument();
    expect(within(table).getByText('charge (manuelle)')).toBeInTheDocument();
    expect(screen.getByText('charge : 1 234,56 $')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher le grand livre' })).toBeInTheDocument();
    expect(screen.getByText(/Aucun nom d’assuré · BOUND · depuis le 2026-11-01/)).toBeInTheDocument();
  });
});
