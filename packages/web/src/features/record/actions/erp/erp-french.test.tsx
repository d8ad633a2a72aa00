import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErpQuoteResponse } from '@bm/contracts';
import { ERP_LOSS_QUESTION, ERP_REASONS } from '@bm/domain';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { erpMessages } from './messages.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';
import { ErpModal } from './erp-modal.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);
const quoted: ErpQuoteResponse = {
  effectiveDate: '2027-03-01',
  expiryDate: '2029-03-01',
  years: 2,
  expiringAnnualPremium: 200_000,
  basisPoints: 15_000,
  proposedPremium: 300_000,
  taxRate: 0.08,
  taxNames: [],
  proposedTax: 24_000,
  proposedTotal: 324_000,
};

/** Decision 0079: the extended reporting period dialog in French. */
describe('the extended reporting period in French', () => {
  it('asks in French and quotes the premium as 3 000,00 $', async () => {
    setLocale('fr-CA');
    mockFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/api/applications/${ID}`)
        return { body: makeApplication({ status: 'bound', productId: 'technology-eo' }) };
      if (method === 'POST' && url.pathname === `/api/applications/${ID}/erpQuote`) return { body: quoted };
      return undefined;
    });
    renderWithProviders(
      <ErpModal
        type="CreateExtendedReportingPeriod"
        callToAction="Test"
        applicationId={ID}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Période de déclaration prolongée (PDP)' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Durée/ }));
    await userEvent.click(await screen.findByRole('option', { name: '2 ans' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Motif/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Autre' }));
    await userEvent.type(within(dialog).getByLabelText(/^Motif personnalisé/), 'Cabinet vendu');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Non' }));
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Obtenir une soumission' }));

    const figures = await within(dialog).findByRole('table', { name: 'Soumission de PDP' });
    expect(within(figures).getByText('3 000,00 $ (150 % de la prime annuelle)')).toBeInTheDocument();
    expect(within(figures).getByText('du 2027-03-01 au 2029-03-01 (2 ans)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Prime de la PDP/)).toHaveValue('3000.00');
    expect(within(dialog).getByRole('button', { name: 'Enregistrer la PDP' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retour' })).toBeInTheDocument();
  });

  it('says the loss question in the domain’s words in English', () => {
    expect(erpMessages.lossQuestion.en).toBe(ERP_LOSS_QUESTION);
  });

  it('offers the domain’s reasons in French, and in its English in en-CA', async () => {
    for (const locale of ['fr-CA', 'en-CA'] as const) {
      setLocale(locale);
      mockFetch(({ method, url }) =>
        method === 'GET' && url.pathname === `/api/applications/${ID}`
          ? { body: makeApplication({ status: 'bound', productId: 'technology-eo' }) }
          : undefined,
      );
      const { unmount } = renderWithProviders(
        <ErpModal
          type="CreateExtendedReportingPeriod"
          callToAction="Test"
          applicationId={ID}
          onClose={() => {}}
        />,
      );
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(
        within(dialog).getByRole('combobox', { name: locale === 'fr-CA' ? /^Motif/ : /^Reason/ }),
      );
      const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
      expect(options).toEqual(
        locale === 'fr-CA'
          ? [
              'Fermeture de l’entreprise',
              'Faillite',
              'Retraite du propriétaire et cessation des activités',
              'Décès du propriétaire',
              'Autre',
            ]
          : ERP_REASONS.map((reason) => reason.label),
      );
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
