import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { makeApplication } from '../../../../test/crm-fixtures.ts';
import { ManualBindDialog } from './manual-bind-dialog.tsx';

afterEach(() => setLocale('en-CA'));

/** Decision 0079: the manual bind dialog in French. */
describe('the manual bind in French', () => {
  it('asks for the bound date and notes in French and says "Obligatoire" when they are missing', async () => {
    setLocale('fr-CA');
    renderWithProviders(<ManualBindDialog record={makeApplication({ status: 'quoted' })} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Liaison manuelle' });
    const date = within(dialog).getByLabelText(/^Date de liaison \(MM-JJ-AAAA\)/);
    await userEvent.clear(date);
    await userEvent.type(date, '11-29-2026');
    expect(within(dialog).getByText('2026-11-29')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Notes du compte/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lier la police' }));
    expect(within(dialog).getByText('Obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Bound date/)).not.toBeInTheDocument();
  });
});
