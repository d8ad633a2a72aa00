import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationId, BROKER_USER, makeListItem } from '../../../test/crm-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { setLocale } from '../../../i18n/locale-store.ts';
import { renderCrm } from '../test/render-crm.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

const USER = { ...BROKER_USER, language: 'fr-CA' as const };

function render() {
  mockApi((url) => {
    if (url.pathname === '/api/auth/me') return { body: { user: USER } };
    if (url.pathname === '/api/brokerages') return { body: { items: [] } };
    if (url.pathname === '/api/applications')
      return { body: { items: [makeListItem(1, { isRenewal: true })], nextCursor: null } };
    if (url.pathname === '/api/fuzzysearch')
      return {
        body: {
          searchTerm: url.searchParams.get('searchword'),
          results: [
            {
              applicationId: applicationId(7),
              policyNumber: 'TEN-2025-100007',
              insuredName: 'Jonathan Smith',
              email: 'jon.smith@example.net',
              brokerageName: 'Maple Leaf Brokers',
              productName: 'Tenants Insurance',
              status: 'bound',
              score: 0.82,
            },
          ],
        },
      };
    return undefined;
  });
  setLocale('fr-CA');
  renderCrm('/crm');
}

/** Decision 0079: the CRM list in French. */
describe('the CRM in French', () => {
  it('lists the applications in French, money as 1 234,56 $', async () => {
    render();
    const row = (await screen.findByText('Insured 1')).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'GRC' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Propositions' });
    expect(within(table).getByRole('columnheader', { name: 'Prime totale' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Date d’effet' })).toBeInTheDocument();
    expect(within(row).getByText('1 234,56 $')).toBeInTheDocument();
    expect(within(row).getByText('Liée')).toBeInTheDocument();
    expect(within(row).getByText('Renouvellement')).toBeInTheDocument();
    expect(within(row).getByText('Assurance des locataires')).toHaveAttribute(
      'title',
      'Assurance des locataires',
    );
    expect(within(row).queryByText('Tenants Insurance')).not.toBeInTheDocument();
    expect(row).toHaveAccessibleName('Ouvrir Insured 1 (TEN-2025-100001)');
  });

  it('filters in French', async () => {
    render();
    await screen.findByText('Insured 1');
    expect(screen.getByRole('combobox', { name: 'Rechercher' })).toHaveAttribute(
      'placeholder',
      'Numéro de police, nom de l’assuré ou courriel',
    );
    expect(screen.getByLabelText('Inclure les fermées (Closed-Loss, Closed-Test)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Statut' }));
    expect(await screen.findByRole('option', { name: 'Soumissionnée' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Liée' }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Effacer les filtres (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Province' }));
    expect(await screen.findByRole('option', { name: 'Colombie-Britannique (BC)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Québec (QC)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /British Columbia/ })).not.toBeInTheDocument();
  });

  it('names the close matches’ product in French', async () => {
    render();
    await screen.findByText('Insured 1');
    await userEvent.type(screen.getByRole('combobox', { name: 'Rechercher' }), 'jonathn smth');
    const option = await screen.findByRole('option', { name: /Jonathan Smith/ });
    expect(option).toHaveTextContent('jon.smith@example.net · Assurance des locataires · Maple Leaf Brokers');
    expect(option).not.toHaveTextContent('Tenants Insurance');
  });
});
