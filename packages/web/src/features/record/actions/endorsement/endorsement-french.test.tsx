import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { EndorsementPreview } from './endorsement-preview.tsx';
import { PaymentFailedDialog } from './save-dialogs.tsx';
import { policyRecord, priceFor } from './test/fixtures.ts';

afterEach(() => setLocale('en-CA'));

/** Decision 0079: the endorsement dialog's words in French. */
describe('the endorsement in French', () => {
  const record = policyRecord('tenants', 'annual');
  const price = (contents: string) =>
    priceFor(record, {
      reason: 'Increase Limit/Add Coverage',
      reasonText: 'The insured bought new furniture',
      effectiveDate: record.policyEffectiveDate!.slice(0, 10),
      changes: [{ field: 'contents-limit', newValue: contents }],
    }).response;

  it('names the new quote, what is charged now and its totals in French', () => {
    setLocale('fr-CA');
    const preview = price('50000');
    renderWithProviders(<EndorsementPreview preview={preview} updating={false} />);
    expect(screen.getByRole('region', { name: 'Nouvelle soumission' })).toBeInTheDocument();
    const now = screen.getByRole('table', { name: 'Facturé maintenant' });
    expect(within(now).getByText('Supplément pour carte de crédit')).toBeInTheDocument();
    expect(within(now).getByText('Total à facturer maintenant')).toBeInTheDocument();
    const annual = screen.getByRole('table', { name: 'Prime annuelle' });
    expect(within(annual).getByText('Nouvelle prime annuelle')).toBeInTheDocument();
    expect(screen.queryByText('Charged now')).not.toBeInTheDocument();
  });

  it('offers another card in French when the card is refused', () => {
    setLocale('fr-CA');
    renderWithProviders(<PaymentFailedDialog onTryAnotherCard={() => {}} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Essayer une autre carte' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Try Another Card')).not.toBeInTheDocument();
  });
});
