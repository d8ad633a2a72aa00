import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { emptyDetails, ExtensionForm } from './extension-form.tsx';
import { UnderReviewContent } from './extension-dialogs.tsx';

afterEach(() => setLocale('en-CA'));

/** Decision 0079: the extension form's words in French. */
describe('the extension in French', () => {
  it('asks for the length and the project in French', () => {
    setLocale('fr-CA');
    renderWithProviders(
      <ExtensionForm
        values={emptyDetails(null)}
        errors={{}}
        onChange={() => {}}
        monthsLeft={6}
        ineligible={false}
        disabled={false}
      />,
    );
    expect(screen.getByLabelText(/^Durée de la prolongation \(mois\)/)).toBeInTheDocument();
    expect(screen.getByText('Mois entiers. Il reste 6 des 18 mois de prolongation.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Le bâtiment est-il occupé/)).toBeInTheDocument();
    expect(screen.queryByText(/Extension length/)).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Les travaux n’ont pas commencé' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Météo' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Weather' })).not.toBeInTheDocument();
  });

  it('closes the under-review notice with "Fermer"', () => {
    setLocale('fr-CA');
    renderWithProviders(<UnderReviewContent onClose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
