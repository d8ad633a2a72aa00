import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCad, premiumTaxLabel } from '@bm/domain';
import { renderWithProviders } from '../../../../test/render.tsx';
import { EndorsementPreview } from './endorsement-preview.tsx';
import { policyRecord, priceFor } from './test/fixtures.ts';

/** docs/decisions/0062: the endorsement's premium tax names its tax, rate and authority. */
describe('EndorsementPreview: the premium tax line', () => {
  const record = policyRecord('tenants', 'annual');
  const price = (contents: string) =>
    priceFor(record, {
      reason: 'Increase Limit/Add Coverage',
      reasonText: 'The insured bought new furniture',
      effectiveDate: record.policyEffectiveDate!.slice(0, 10),
      changes: [{ field: 'contents-limit', newValue: contents }],
    }).response;

  it.each([
    ['an increase', '50000', 'Charged now'],
    ['a decrease', '10000', 'Refunded now'],
  ])(
    '%s: "Ontario retail sales tax on insurance premiums (8%%), Ontario Ministry of Finance"',
    (_name, contents, title) => {
      const preview = price(contents);
      expect(preview.endorsementFeesAndTotals.tax).not.toBe(0);
      renderWithProviders(<EndorsementPreview preview={preview} updating={false} />);
      const table = screen.getByRole('table', { name: title });
      const label = 'Ontario retail sales tax on insurance premiums (8%), Ontario Ministry of Finance';
      expect(premiumTaxLabel(preview.taxNames, 0)).toBe(label);
      expect(table).toHaveTextContent(`${label}${formatCad(preview.endorsementFeesAndTotals.tax)}`);
      expect(within(table).queryByText('Premium tax')).not.toBeInTheDocument();
    },
  );

  it('names the card surcharge tax as the new quote names it (e.g. QST on a Quebec charge)', () => {
    const preview = price('50000');
    const qst = { kind: 'provincial' as const, name: 'QST', rate: 0.09975, authority: 'Revenu Québec' };
    renderWithProviders(
      <EndorsementPreview
        preview={{
          ...preview,
          newQuote: { ...preview.newQuote, taxNames: { ...preview.newQuote.taxNames, cardSurcharge: [qst] } },
        }}
        updating={false}
      />,
    );
    const table = screen.getByRole('table', { name: 'Charged now' });
    expect(
      within(table).getByRole('rowheader', { name: 'QST (9.975%) on credit card surcharge' }),
    ).toBeInTheDocument();
    expect(within(table).queryByText('PST on credit card surcharge')).not.toBeInTheDocument();
  });
});
