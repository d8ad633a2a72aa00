import type { TransferPreviewResponse } from '@bm/contracts';
import type { applications } from '../../db/schema.ts';

type Commission = TransferPreviewResponse['commission'];

const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * Commission owed to the broker on the record: the broker line of the transfer summary a bind
 * writes (bind-records.ts, amount and payout status), or before binding the quote's brokerPremium.
 */
export function commissionOwed(app: typeof applications.$inferSelect): Commission {
  const summary = app.commissionTransferSummary as { broker?: { amount?: unknown; status?: unknown } } | null;
  const line = summary?.broker;
  if (line && isCents(line.amount)) {
    return {
      amount: line.amount,
      status: typeof line.status === 'string' ? line.status : 'pending',
      basis: 'bound',
    };
  }
  const quote = app.quote as { brokerPremium?: unknown } | null;
  if (quote && isCents(quote.brokerPremium)) {
    return { amount: quote.brokerPremium, status: 'not yet due', basis: 'quote' };
  }
  return null;
}
