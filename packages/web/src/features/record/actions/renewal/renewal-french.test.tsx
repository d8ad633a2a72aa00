import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { makeApplication } from '../../../../test/crm-fixtures.ts';
import { DeclineDialog } from './decline-modal.tsx';
import { StopActionDialog } from './stop-action-modal.tsx';

afterEach(() => setLocale('en-CA'));

const POLICY = makeApplication({ status: 'bound', policyNumber: 'TEN-2025-1000001' });

/** Decision 0079: the renewal's dialogs in French. */
describe('the renewal dialogs in French', () => {
  it('declines a renewal in French', () => {
    setLocale('fr-CA');
    renderWithProviders(<DeclineDialog record={POLICY} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Refuser le renouvellement' });
    expect(
      within(dialog).getByText(
        'La proposition de renouvellement est fermée comme perdue et la police ne sera pas renouvelée.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refuser le renouvellement' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('stops a renewal in French and says what is missing in French', async () => {
    setLocale('fr-CA');
    renderWithProviders(<StopActionDialog record={POLICY} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Arrêter le renouvellement ou la liaison' });
    expect(within(dialog).getByText(/^Arrêter le renouvellement\s: la police/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Description du motif/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Arrêter le renouvellement' }));
    expect(within(dialog).getByText('Les champs obligatoires doivent être remplis')).toBeInTheDocument();
  });
});
