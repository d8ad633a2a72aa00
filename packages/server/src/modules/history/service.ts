import type { PolicyTransaction, PolicyTransactionList } from '@bm/contracts';
import {
  formatDate,
  historyTextOf,
  premiumTaxNamesOfRates,
  premiumTaxNamesOn,
  taxClassOf,
  timelineTaxRates,
  type PaymentPeriod,
  type PremiumTimeline,
  type Quote,
  type TaxName,
} from '@bm/domain';
import { type ApplicationRecord, visibleApplication } from '../policies/index.ts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  listChangeRefunds,
  listPolicyTransactions,
  type ChangeRefunds,
  type PolicyTransactionRow,
} from './repository.ts';

const amountAndStatus = (amount: number | null, status: string | null) =>
  amount === null || status === null ? null : { amount, status };

/** The least settled status first: a refund is only as done as its least done part. */
const REFUND_STATUS_ORDER = ['failed', 'processing', 'pending', 'succeeded'];

/** The parts of a change's refund added up, with the least settled part's status. */
export function refundTotal(parts: PolicyTransaction['refundParts']): PolicyTransaction['refund'] {
  if (parts.length === 0) return null;
  const rank = (status: string) => {
    const at = REFUND_STATUS_ORDER.indexOf(status);
    return at < 0 ? -1 : at;
  };
  const status = parts.map((part) => part.status).sort((a, b) => rank(a) - rank(b))[0]!;
  return { amount: parts.reduce((sum, part) => sum + part.amount, 0), status };
}

export function toPolicyTransaction(
  row: PolicyTransactionRow,
  changeRefunds?: ChangeRefunds,
): PolicyTransaction {
  const tx = row.transaction;
  const descriptionText = historyTextOf(tx.details);
  const refundParts =
    changeRefunds?.get(tx.id) ??
    (row.refundAmount !== null && row.refundStatus !== null && tx.refundId
      ? [{ id: tx.refundId, amount: row.refundAmount, status: row.refundStatus }]
      : []);
  return {
    id: tx.id,
    type: tx.type,
    createdAt: tx.createdAt.toISOString(),
    effectiveDate: tx.effectiveDate?.toISOString() ?? null,
    reason: tx.reason,
    description: tx.description,
    ...(descriptionText ? { descriptionText } : {}),
    user: row.userId && row.userEmail ? { id: row.userId, name: row.userName, email: row.userEmail } : null,
    before: tx.before,
    after: tx.after,
    premiumDelta: tx.premiumDelta,
    taxDelta: tx.taxDelta,
    feeDelta: tx.feeDelta,
    totalDelta: tx.totalDelta,
    paymentId: tx.paymentId,
    refundId: tx.refundId,
    payment: amountAndStatus(row.paymentAmount, row.paymentStatus),
    refund: refundTotal(refundParts),
    refundParts,
  };
}

/** Changes whose tax gives back (or re-charges, on a reinstatement) money charged before. */
const RETURNING = new Set(['Cancellation', 'Reinstatement']);

/**
 * Names the premium tax of each history row of a policy (docs/decisions/0062): a new business or
 * renewal its plan's taxes; another charge the taxes in force in the policy's province on its day;
 * a return (or a cancellation and its reinstatement) the rates the timeline's money was charged at.
 */
export function historyTaxNamer(
  application: ApplicationRecord['application'],
): (tx: PolicyTransactionRow['transaction']) => TaxName[] | undefined {
  const quote = (application.boundQuote ?? application.quote) as Quote | null;
  if (!quote?.priced) return () => undefined;
  const taxClass = taxClassOf(application.productId);
  const period = application.paymentPeriod as PaymentPeriod;
  const planNames = quote.taxNames?.premium[period] ?? [];
  const timeline = application.premiumTimeline as PremiumTimeline | null;
  const returned = premiumTaxNamesOfRates(
    quote.province,
    taxClass,
    timeline ? timelineTaxRates(timeline) : [quote.premiumsTaxRate],
  );
  return (tx) => {
    if (tx.taxDelta === 0) return undefined;
    if (tx.type === 'New Business' || tx.type === 'Renewal')
      return planNames.length > 0 ? planNames : undefined;
    if (tx.taxDelta < 0 || RETURNING.has(tx.type)) {
      const names = returned.length > 0 ? returned : planNames;
      return names.length > 0 ? names : undefined;
    }
    const names = premiumTaxNamesOn({ province: quote.province, taxClass, on: formatDate(tx.createdAt) });
    return names.length > 0 ? names : undefined;
  };
}

export interface PolicyHistory {
  /** The policy number, or the application id before the policy has one. */
  reference: string;
  transactions: PolicyTransactionList;
}

/** The transaction history of a record the user may see (404 / 403 as for the record itself). */
export async function policyHistoryFor(
  db: Db,
  user: AuthUser,
  applicationId: string,
): Promise<PolicyHistory> {
  const { application } = await visibleApplication(db, user, applicationId);
  const namer = historyTaxNamer(application);
  const [rows, changeRefunds] = await Promise.all([
    listPolicyTransactions(db, applicationId),
    listChangeRefunds(db, applicationId),
  ]);
  return {
    reference: application.policyNumber ?? application.id,
    transactions: rows.map((row) => {
      const transaction = toPolicyTransaction(row, changeRefunds);
      const taxNames = namer(row.transaction);
      return taxNames ? { ...transaction, taxNames } : transaction;
    }),
  };
}
