import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenInvoiceList } from '@bm/contracts';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId, makeInvoice } from '../../../../test/crm-fixtures.ts';
import { FinanceTransactionModal } from './finance-transaction-modal.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);
const OPEN = makeInvoice(2, { amountDue: 123_456 });

/** Decision 0079: the finance transaction in French. */
describe('the finance transaction in French', () => {
  it('asks for the amount, then an off-platform payment, in French with money as 1 234,56 $', async () => {
    mockFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/api/applications/${ID}/openInvoices`) {
        const { id, number, type, externalId, dueDate, amountDue, amountPaid, isMPF, waivable } = OPEN;
        const open: OpenInvoiceList = [
          { id, number, type, externalId, dueDate, amountDue, amountPaid, isMPF, waivable, voidable: true },
        ];
        return { body: open };
      }
      return undefined;
    });
    setLocale('fr-CA');
    renderWithProviders(
      <FinanceTransactionModal
        type="RecordFinanceTransaction"
        applicationId={ID}
        callToAction="test"
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Inscrire une transaction de financement' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Frais');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Entrez le montant.')).toBeInTheDocument();
    expect(within(dialog).getByText('5 / 1000 caractères')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Paiement hors plateforme' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: new RegExp(OPEN.number) }));
    expect(within(dialog).getByText('Réglé en entier : 1 234,56 $.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Référence \(facultative\)/)).toBeInTheDocument();
  });
});
