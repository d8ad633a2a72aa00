import { useCallback } from 'react';
import type { CardTokenBody, PayInFullBody } from '@bm/contracts';
import { formatCad, MESSAGES, type Cents } from '@bm/domain';
import { useToast } from '../../../../components/toast-context.ts';
import { useRefreshRecord } from '../../api/get-application.ts';
import type { NewCard } from '../../lib/new-card.ts';
import { useCardSubmission } from '../../lib/use-card-submission.ts';
import { payInFull } from './api.ts';

/** idle, paying (progress), declined (the payment-failed dialog). Success closes the modal. */
export type PayStatus = 'idle' | 'paying' | 'declined';

export interface PayInput {
  /** The quote's openBalance, as shown. */
  expectedOpenBalance: Cents;
  /** A new card with the account its token is made on; null charges the card on file. */
  newCard: { card: NewCard; account: CardTokenBody['account'] } | null;
}

/** 'Paid in full: $1,234.56 charged, 11 invoices closed.' */
export function paidMessage(amount: Cents, invoicesClosed: number): string {
  return `Paid in full: ${formatCad(amount)} charged, ${invoicesClosed} invoice${invoicesClosed === 1 ? '' : 's'} closed.`;
}

/**
 * Pays the policy in full with POST /api/applications/{id}/payInFull (docs/decisions/0029), through
 * the record's one card submission (useCardSubmission: a new card tokenised first, one key per
 * attempt, 402 to the payment-failed dialog, 409 calls `onMoved` so the quote is read again); the
 * record, its invoices and history refresh on success.
 */
export function usePayInFull(applicationId: string, handlers: { onPaid: () => void; onMoved: () => void }) {
  const refresh = useRefreshRecord();
  const toast = useToast();
  const { onPaid, onMoved } = handlers;
  const { submit, status, ...rest } = useCardSubmission({ errorMessage: MESSAGES.payInFullError, onMoved });

  const pay = useCallback(
    (input: PayInput) =>
      submit(
        input,
        (attempt) => {
          const body: PayInFullBody = { ...attempt, expectedOpenBalance: input.expectedOpenBalance };
          return payInFull(applicationId, body);
        },
        (paid) => {
          // The record comes back with a new updatedAt: its history and invoices, keyed by it, reload.
          void refresh(applicationId, paid.application);
          toast.success(paidMessage(paid.payment.amount, paid.invoicesClosed));
          onPaid();
        },
      ),
    [applicationId, onPaid, refresh, submit, toast],
  );

  const payStatus: PayStatus = status === 'sending' ? 'paying' : status;
  return { pay, status: payStatus, ...rest };
}
