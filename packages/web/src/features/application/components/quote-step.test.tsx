import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brokerCommission, formatCad, quoteApplication, type Form, type ProductDefinition } from '@bm/domain';
import { COMPLETE_FORM, TEST_DEFINITION } from '../test/fixtures.ts';
import { mockApplicationApi } from '../test/mock-api.ts';
import { centsOf, renderApplication } from '../test/render-application.tsx';

afterEach(() => vi.unstubAllGlobals());

function browserTotal(form: Form, period: 'annual' | 'monthly' | 'instalment' = 'annual') {
  return quoteApplication(TEST_DEFINITION, form).quote.total[period];
}

/** Every section's shown total is the sum of its shown lines, and the sections add up to the total shown. */
function expectBreakdownAddsUp(): number {
  const table = screen.getByRole('table', { name: /^Quote breakdown/ });
  const sections = within(table)
    .getAllByRole('rowgroup')
    .filter((group) => group.tagName === 'TBODY');
  expect(sections.length).toBeGreaterThan(0);
  let sum = 0;
  for (const section of sections) {
    const lines = within(section)
      .getAllByTestId('breakdown-line')
      .map((row) => centsOf(row.textContent));
    const total = centsOf(within(section).getByTestId('breakdown-section-total').textContent);
    expect(lines.reduce((a, b) => a + b, 0)).toBe(total);
    sum += total;
  }
  const shown = centsOf(within(table).getByTestId('breakdown-total').textContent);
  expect(sum).toBe(shown);
  return shown;
}

describe('the quote step', () => {
  it('prices in the browser and recomputes when a limit changes', async () => {
    mockApplicationApi({ application: { form: COMPLETE_FORM, currentPage: 4 } });
    await renderApplication('Quote');

    expect(expectBreakdownAddsUp()).toBe(browserTotal(COMPLETE_FORM));
    expect(screen.getByTestId('period-total-monthly')).toHaveTextContent(
      formatCad(browserTotal(COMPLETE_FORM, 'monthly')),
    );

    const coverage = screen.getByRole('region', { name: 'Coverage' });
    await userEvent.click(within(coverage).getByRole('combobox', { name: /^Contents limit/ }));
    await userEvent.click(await screen.findByRole('option', { name: '$50,000' }));

    const changed = { ...COMPLETE_FORM, 'contents-limit': '50000' };
    expect(browserTotal(changed)).toBeGreaterThan(browserTotal(COMPLETE_FORM));
    await waitFor(() => expect(expectBreakdownAddsUp()).toBe(browserTotal(changed)));
    expect(screen.getByTestId('period-total-annual')).toHaveTextContent(formatCad(browserTotal(changed)));
  });

  it("shows the broker's commission, rate and amount, before binding", async () => {
    mockApplicationApi({ application: { form: COMPLETE_FORM, currentPage: 4 } });
    await renderApplication('Quote');
    const { quote } = quoteApplication(TEST_DEFINITION, COMPLETE_FORM);
    const { amount, ratePercent } = brokerCommission(quote);
    expect(amount).toBeGreaterThan(0);
    const commission = screen.getByRole('region', { name: 'Your commission' });
    expect(commission).toHaveTextContent(`${formatCad(amount)} (${ratePercent}% of the premiums)`);
    // The same on a monthly plan: the commission is of the premiums, not of the plan's fees.
    await userEvent.click(screen.getByRole('button', { name: /^Monthly/ }));
    expect(screen.getByRole('region', { name: 'Your commission' })).toHaveTextContent(formatCad(amount));
  });

  it('shows the payment schedule of a monthly plan', async () => {
    mockApplicationApi({ application: { form: COMPLETE_FORM, currentPage: 4 } });
    await renderApplication('Quote');

    await userEvent.click(screen.getByRole('button', { name: /^Monthly/ }));

    const schedule = screen.getByRole('table', { name: 'Payment schedule' });
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('At bind (2026-12-01)');
    expect(rows[1]).toHaveTextContent('2027-01-01');
    const paid = rows.map((row) => centsOf(row.textContent));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(browserTotal(COMPLETE_FORM, 'monthly'));
    expect(expectBreakdownAddsUp()).toBe(browserTotal(COMPLETE_FORM, 'monthly'));
  });

  it('shows the referred panel with the reasons instead of the quote', async () => {
    const reason = 'A business run from the rental is referred to an underwriter.';
    mockApplicationApi({
      application: { form: COMPLETE_FORM, currentPage: 3 },
      saveEligibility: { status: 'referred', reasons: [reason] },
    });
    await renderApplication('Coverage');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const panel = await screen.findByRole('region', { name: 'Referred to an underwriter' });
    expect(panel).toHaveTextContent(reason);
    expect(screen.queryByRole('table', { name: /^Quote breakdown/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it('shows the ineligible panel when the answers are rejected', async () => {
    mockApplicationApi({
      application: { form: COMPLETE_FORM, currentPage: 3 },
      saveEligibility: {
        status: 'rejected',
        reasons: ['More than 2 claims in the last 5 years cannot be insured online.'],
      },
    });
    await renderApplication('Coverage');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('region', { name: 'Ineligible' })).toHaveTextContent('More than 2 claims');
  });

  it("warns when the server's price differs, and pays with the server's figures", async () => {
    const local = quoteApplication(TEST_DEFINITION, COMPLETE_FORM).quote;
    const server = { ...local, total: { ...local.total, annual: local.total.annual + 1_000 } };
    mockApplicationApi({
      application: { form: COMPLETE_FORM, currentPage: 4 },
      handle: ({ method, url }) =>
        method === 'POST' && url.pathname.endsWith('/quote')
          ? { body: { eligibility: { status: 'eligible', reasons: [] }, errors: {}, quote: server } }
          : undefined,
    });
    await renderApplication('Quote');

    expect(await screen.findByText('The price has changed')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`at \\${formatCad(server.total.annual)}, not`))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText(new RegExp(`${formatCad(server.total.annual).replace('$', '\\$')} in total`)),
      ).toBeInTheDocument(),
    );
  });

  it('shows why a quote cannot be priced online', async () => {
    const definition: ProductDefinition = {
      ...TEST_DEFINITION,
      rating: { ...TEST_DEFINITION.rating, provinceFactors: { ON: 1 } },
    };
    const quebec = {
      ...COMPLETE_FORM,
      'business-address-city': 'Montréal',
      'business-address-province': 'QC',
      'business-address-postal': 'H2X 1Y4',
    };
    mockApplicationApi({ definition, application: { form: quebec, currentPage: 4 } });
    await renderApplication('Quote');
    expect(screen.getByText('This quote cannot be priced online')).toBeInTheDocument();
    expect(screen.getByText(/Quebec cannot be priced online/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });
});
