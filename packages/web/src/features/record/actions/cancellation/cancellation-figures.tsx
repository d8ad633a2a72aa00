import type { CancellationPremiumsResponse } from '@bm/contracts';
import { premiumTaxLabel, type CancellationPremiums, type TaxName } from '@bm/domain';
import { FiguresTable, type FigureRow } from './figures-table.tsx';

export type RefundMethod = CancellationPremiumsResponse['refundMethod'];

/** How the money moves: a refund to the card or by hand, or an amount still owing. */
export function settlementRow(figures: CancellationPremiums, method: RefundMethod): FigureRow {
  if (figures.amountOwing > 0) return { label: 'Amount owing', amount: figures.amountOwing, strong: true };
  const how = method === 'card' ? ' (to the card)' : method === 'manual' ? ' (manual refund)' : '';
  return { label: `Refund due${how}`, amount: figures.refundDue, strong: true };
}

/** Every figure of the cancellation (spec 3): earned premium, tax, each earned fee and the balances. */
export function cancellationFigureRows(
  figures: CancellationPremiums,
  method: RefundMethod,
  taxNames: readonly TaxName[] = [],
): FigureRow[] {
  const optional = (label: string, amount: number): FigureRow[] =>
    amount === 0 ? [] : [{ label, amount, indent: true }];
  return [
    { label: 'Earned premium', amount: figures.earnedPremium },
    // The premium tax named with its rates and authority (0062); 'Tax' when the server named none.
    { label: taxNames.length > 0 ? premiumTaxLabel(taxNames, 0) : 'Tax', amount: figures.tax },
    { label: 'Earned fees', amount: figures.earnedFee },
    { label: 'Transaction fee and tax', amount: figures.earnedTransactionFeeAndTax, indent: true },
    { label: 'Card fee and tax', amount: figures.earnedStripeFeeAndTax, indent: true },
    { label: 'Financing fee', amount: figures.earnedFinancingFee, indent: true },
    { label: 'Missed payment fee', amount: figures.earnedMissedPaymentFee, indent: true },
    { label: 'Admin fee', amount: figures.defaultRetainAdminFee, indent: true },
    ...optional('Platform fee', figures.earnedSaasFee),
    ...optional('Custom broker fee', figures.earnedCustomBrokerFee),
    { label: 'Total earned', amount: figures.totalEarned, strong: true },
    { label: 'Policy premium', amount: figures.policyPremium },
    { label: 'Payment received', amount: figures.paymentReceived },
    { label: 'Payment plan', amount: figures.paymentPlan },
    { label: 'Outstanding balance', amount: figures.outstandingBalance },
    settlementRow(figures, method),
  ];
}

/** The cancellation's figures, read-only. */
export function CancellationFigures({
  figures,
  method,
  taxNames,
}: {
  figures: CancellationPremiums;
  method: RefundMethod;
  taxNames?: readonly TaxName[];
}) {
  return (
    <FiguresTable label="Cancellation figures" rows={cancellationFigureRows(figures, method, taxNames)} />
  );
}
