import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildQuote, formatCad, type QuoteInput } from '@bm/domain';
import { QuoteBreakdownTable } from './quote-breakdown-table.tsx';

const input = (productId: string, province: QuoteInput['province']): QuoteInput => ({
  productId,
  productVersion: '1',
  province,
  rated: {
    priced: true,
    premiums: [{ key: 'contentsPremium', label: 'Contents', amount: 100_000 }],
    unpricedReasons: [],
  },
});

describe('QuoteBreakdownTable: the credit card surcharge before payment', () => {
  it('shows the surcharge as its own line and says that debit and prepaid cards carry none', () => {
    const quote = buildQuote(input('tenants', 'ON'));
    render(<QuoteBreakdownTable quote={quote} period="annual" />);
    const section = screen.getByRole('rowgroup', { name: 'Credit card surcharge' });
    expect(within(section).getByText('Credit card surcharge (1 payment)')).toBeInTheDocument();
    expect(within(section).getAllByText(formatCad(2_683))).not.toHaveLength(0);
    expect(screen.getByTestId('card-surcharge-note')).toHaveTextContent(
      'Debit and prepaid cards carry no surcharge: $1,118.25 in total by debit card.',
    );
  });

  it('shows no surcharge and no note to a Quebec tenant', () => {
    render(<QuoteBreakdownTable quote={buildQuote(input('tenants', 'QC'))} period="monthly" />);
    expect(screen.queryByRole('rowgroup', { name: 'Credit card surcharge' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('card-surcharge-note')).not.toBeInTheDocument();
  });
});
