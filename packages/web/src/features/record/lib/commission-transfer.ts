import { z } from 'zod';
import { cents } from '@bm/contracts';
import { DEFAULT_LOCALE, say, type CommissionTransferSummary, type Locale } from '@bm/domain';
import { transferStatusMessages } from './messages.ts';

const payment = z.object({ amount: cents, status: z.string() });

/**
 * The insurer and broker payments of a record's commissionTransferSummary (the domain's
 * CommissionTransferSummary, as JSON); the other fields are not needed here.
 */
export const transferPaymentsSchema = z.object({ insurer: payment, broker: payment });
export type TransferPayments = z.infer<typeof transferPaymentsSchema>;

type Assert<T extends true> = T;
/** Compile-time check: what the domain writes, this reads. */
export type TransferPaymentsFit = Assert<CommissionTransferSummary extends TransferPayments ? true : false>;

export function parseTransferPayments(raw: Record<string, unknown> | null): TransferPayments | null {
  if (!raw) return null;
  const parsed = transferPaymentsSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** 'pending' -> 'Pending' ('En attente'), 'not_paid' -> 'Not paid'. */
export function transferStatusLabel(status: string, locale: Locale = DEFAULT_LOCALE): string {
  if (Object.hasOwn(transferStatusMessages, status)) {
    return say(transferStatusMessages[status as keyof typeof transferStatusMessages], locale);
  }
  const text = status.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '—';
}
