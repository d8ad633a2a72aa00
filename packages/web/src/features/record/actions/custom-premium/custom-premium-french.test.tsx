import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customEndorsementQuote } from '@bm/domain';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';
import { CustomPremiumsModal } from './custom-premiums-modal.tsx';
import { CustomQuoteFigures } from './custom-quote-figures.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);

/** Decision 0079: custom premiums in French. */
describe('custom premiums in French', () => {
  it('shows the quote in French, money as 1 234,56 $', () => {
    setLocale('fr-CA');
    const quote = customEndorsementQuote(123_456, 'ON', { funding: 'credit', productId: 'tenants', on: '2026-01-01' });
    renderWithProviders(<CustomQuoteFigures quote={quote} />);
    const table = screen.getByRole('table', { name: 'Soumission de prime personnalisée' });
    const premium = within(table).getByText('Prime').closest('tr')!;
    expect(premium).toHaveTextContent(/1\s234,56\s\$/);
    expect(within(table).getByText('Commission du courtier')).toBeInTheDocument();
    expect(within(table).getByText('Total à payer')).toBeInTheDocument();
  });

  it('asks for the reason and premium in French', async () => {
    mockFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/api/applications/${ID}`)
        return { body: makeApplication({ status: 'bound', policyNumber: 'TEN-2025-100001' }) };
      return undefined;
    });
    setLocale('fr-CA');
    renderWithProviders(
      <CustomPremiumsModal type="CreateCustomPremiums" applicationId={ID} callToAction="test" onClose={() => {}} />,
    );
    const reason = await screen.findByLabelText(/^Motif/);
    const dialog = screen.getByRole('dialog', { name: 'Primes personnalisées' });
    expect(reason).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Prime \(\$\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Obtenir une soumission' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Payer' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  });
});
