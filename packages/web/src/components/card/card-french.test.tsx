import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/locale-store.ts';
import { CARD_MESSAGES, checkCard } from '../../lib/card-checks.ts';
import { ColumnChooser } from '../column-chooser.tsx';
import { CardForm, EMPTY_CARD } from './card-form.tsx';

afterEach(() => setLocale('en-CA'));

/** Decision 0079: the card form and the columns chooser in French. */
describe('the card form in French', () => {
  it('labels the fields and says the checks’ messages in French', () => {
    setLocale('fr-CA');
    const errors = checkCard({ ...EMPTY_CARD, number: '4242 4242', postalCode: 'H2X' });
    expect(errors.number).toBe(CARD_MESSAGES.numberIncomplete);
    render(<CardForm card={EMPTY_CARD} errors={errors} onChange={() => {}} />);
    expect(screen.getByLabelText(/^Numéro de carte/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Expiration \(MM\/AA\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code postal/)).toBeInTheDocument();
    expect(screen.getByText('Le numéro de votre carte est incomplet.')).toBeInTheDocument();
    expect(screen.getByText('Le code postal doit respecter le format : A1B2C3')).toBeInTheDocument();
    expect(screen.queryByText(CARD_MESSAGES.numberIncomplete)).not.toBeInTheDocument();
  });

  it('names the columns chooser in French', () => {
    setLocale('fr-CA');
    render(
      <ColumnChooser
        tableName="factures NSF"
        columns={[
          { id: 'a', label: 'Police' },
          { id: 'b', label: 'Assuré' },
        ]}
        visible={['a']}
        onChange={() => {}}
        onReset={() => {}}
      />,
    );
    expect(
      screen.getByRole('button', {
        name: 'Colonnes du tableau «\u00a0factures NSF\u00a0» (1 sur 2 affichées)',
      }),
    ).toHaveTextContent('Colonnes (1 sur 2)');
  });
});
