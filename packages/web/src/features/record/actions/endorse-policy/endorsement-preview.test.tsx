import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCad, premiumTaxLabel } from '@bm/domain';
import { renderWithProviders } from '../../../../testing/render.tsx';
import { EndorsementPreview } from './endorsement-preview.tsx';
import { policyRecord, priceFor } from './endorsement.test-support.ts';

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
});
