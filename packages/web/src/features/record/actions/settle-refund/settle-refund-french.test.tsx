import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId, makeInvoice } from '../../../../test/crm-fixtures.ts';
import { SettleRefundDialog } from './settle-refund-dialog.tsx';

afterEach(() => setLocale('en-CA'));

/** Decision 0079: recording a manual refund as paid, in French. */
describe('the settle-refund dialog in French', () => {
  it('says what is owed back as 1 234,56 $ and records it with « Enregistrer comme payé »', () => {
    setLocale('fr-CA');
    const invoice = makeInvoice(4, { number: 'TEN-2025-100001-CN01' });
    renderWithProviders(
      <SettleRefundDialog
        applicationId={applicationId(1)}
        invoice={invoice}
        refund={{
          id: '7b000000-0000-4000-8000-000000000001',
          amount: 123_456,
          status: 'pending',
          recordedOn: '2026-01-15',
          reference: null,
          paidOn: null,
        }}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Enregistrer le remboursement payé' });
    expect(
      within(dialog).getByText(
        /^Note de crédit TEN-2025-100001-CN01\u00a0: 1\u00a0234,56\u00a0\$ à rembourser/,
        {
          normalizer: (text) => text,
        },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Référence/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Payé le/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enregistrer comme payé' })).toBeInTheDocument();
  });
});
