import type { CancellationPremiumsResponse } from '@bm/contracts';
import { premiumTaxLabel, type CancellationPremiums, type Locale, type TaxName } from '@bm/domain';
import { useFormat, useT, type Translate } from '../../../../i18n/use-t.ts';
import { FiguresTable, type FigureRow } from './figures-table.tsx';
import { cancellationMessages } from './messages.ts';

export type RefundMethod = CancellationPremiumsResponse['refundMethod'];
type T = Translate<typeof cancellationMessages>;

/** How the money moves: a refund to the card or by hand, or an amount still owing. */
export function settlementRow(figures: CancellationPremiums, method: RefundMethod, t: T): FigureRow {
  if (figures.amountOwing > 0) return { label: t('amountOwing'), amount: figures.amountOwing, strong: true };
  const label = method === 'card' ? 'refundDueCard' : method === 'manual' ? 'refundDueManual' : 'refundDue';
  return { label: t(label), amount: figures.refundDue, strong: true };
}

/** Every figure of the cancellation (spec 3): earned premium, tax, each earned fee and the balances. */
export function cancellationFigureRows(
  figures: CancellationPremiums,
  method: RefundMethod,
  t: T,
  taxNames: readonly TaxName[] = [],
  locale: Locale = 'en-CA',
): FigureRow[] {
  const optional = (label: string, amount: number): FigureRow[] =>
    amount === 0 ? [] : [{ label, amount, indent: true }];
  return [
    { label: t('earnedPremium'), amount: figures.earnedPremium },
    // The premium tax named with its rates and authority (0062); 'Tax' when the server named none.
    { label: taxNames.length > 0 ? premiumTaxLabel(taxNames, 0, locale) : t('tax'), amount: figures.tax },
    { label: t('earnedFees'), amount: figures.earnedFee },
    { label: t('transactionFeeAndTax'), amount: figures.earnedTransactionFeeAndTax, indent: true },
    { label: t('cardFeeAndTax'), amount: figures.earnedStripeFeeAndTax, indent: true },
    { label: t('financingFee'), amount: figures.earnedFinancingFee, indent: true },
    { label: t('missedPaymentFee'), amount: figures.earnedMissedPaymentFee, indent: true },
    { label: t('adminFee'), amount: figures.defaultRetainAdminFee, indent: true },
    ...optional(t('platformFee'), figures.earnedSaasFee),
    ...optional(t('customBrokerFee'), figures.earnedCustomBrokerFee),
    { label: t('totalEarned'), amount: figures.totalEarned, strong: true },
    { label: t('policyPremium'), amount: figures.policyPremium },
    { label: t('paymentReceived'), amount: figures.paymentReceived },
    { label: t('paymentPlan'), amount: figures.paymentPlan },
    { label: t('outstandingBalance'), amount: figures.outstandingBalance },
    settlementRow(figures, method, t),
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
  const t = useT(cancellationMessages);
  const { locale } = useFormat();
  return (
    <FiguresTable
      label={t('cancellationFigures')}
      rows={cancellationFigureRows(figures, method, t, taxNames, locale)}
    />
  );
}
