import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { makeUser, renderWithProviders } from '../../../../test/render.tsx';
import { makeApplication } from '../../../../test/crm-fixtures.ts';
import { AdditionalInsuredDialog } from './additional-insured-dialog.tsx';

afterEach(() => setLocale('en-CA'));

/** Decision 0079: the additional insured's certificate in French. */
describe('the additional insured in French', () => {
  it('asks for the name, the address and the acknowledgements in French', async () => {
    setLocale('fr-CA');
    const record = makeApplication({ status: 'bound', policyNumber: 'TEN-2025-100001' });
    renderWithProviders(
      <AdditionalInsuredDialog record={record} user={makeUser(['Standard'])} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un assuré additionnel' });
    expect(within(dialog).getByText(/pour la police TEN-2025-100001 et ajouté/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nom de l’assuré additionnel/)).toBeInTheDocument();
    expect(within(dialog).getByText('Rue, ville, province et code postal')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: /^Confirmations/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Produire le certificat' }));
    expect(within(dialog).getByText('Saisissez le nom de l’assuré additionnel.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});
