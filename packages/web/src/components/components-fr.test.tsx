import { afterEach, describe, expect, it } from 'vitest';
import { POLICY_STATUS_LABELS, POLICY_STATUSES } from '@bm/domain';
import { cleanup, screen } from '@testing-library/react';
import { setLocale } from '../i18n/locale-store.ts';
import { renderWithProviders } from '../test/render.tsx';
import { KeysetPagination } from './keyset-pagination.tsx';
import { FullScreenLoading } from './loading.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PaymentLinkField } from './payment-link-field.tsx';
import { InvoiceStatusChip, StatusChip } from './status-chips.tsx';

afterEach(() => {
  cleanup();
  setLocale('en-CA');
});

describe('Shared pieces in French', () => {
  it('says where to go back to on the not-found page', () => {
    setLocale('fr-CA');
    renderWithProviders(<NotFoundPage />, { user: null });
    expect(screen.getByRole('link', { name: 'Retour aux produits' })).toBeInTheDocument();
    expect(screen.getByText(/équipe Succès courtiers/)).toBeInTheDocument();
  });

  it('pages a list, loads and offers to copy a link in French', () => {
    setLocale('fr-CA');
    renderWithProviders(
      <>
        <FullScreenLoading />
        <KeysetPagination
          pageSizes={[25, 50]}
          page={2}
          pageSize={25}
          rowCount={10}
          hasPrevious
          hasNext={false}
          busy={false}
          onPageSize={() => undefined}
          onPrevious={() => undefined}
          onNext={() => undefined}
        />
        <PaymentLinkField url="https://example.test/pay/abc" />
      </>,
      { user: null },
    );
    expect(screen.getByText('Chargement')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Navigation entre les pages' })).toHaveTextContent(
      /Page.2 · lignes 26 à 35/,
    );
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Lien de paiement' })).toHaveValue(
      'https://example.test/pay/abc',
    );
  });

  it("names a policy's and an invoice's status in French", () => {
    setLocale('fr-CA');
    renderWithProviders(
      <>
        <StatusChip status="bound" />
        <InvoiceStatusChip status="void" />
      </>,
      { user: null },
    );
    expect(screen.getByText('Liée')).toBeInTheDocument();
    expect(screen.getByText('Annulée')).toBeInTheDocument();
  });

  it('names every policy status in the domain’s French, and in its English in en-CA', () => {
    const chips = () =>
      renderWithProviders(
        <>
          {POLICY_STATUSES.map((status) => (
            <StatusChip key={status} status={status} />
          ))}
        </>,
        { user: null },
      );
    setLocale('fr-CA');
    const { unmount } = chips();
    // Each chip's label, in the order rendered.
    const shown = () => screen.getAllByText(/./).map((label) => label.textContent);
    expect(shown()).toEqual([
      'Commencée',
      'Indication donnée',
      'Soumissionnée',
      'Soumise à la souscription',
      'Liée',
      'Résiliée',
      'Refusée',
      'Échue',
    ]);
    unmount();
    setLocale('en-CA');
    chips();
    expect(shown()).toEqual(POLICY_STATUSES.map((status) => POLICY_STATUS_LABELS[status]));
  });
});
