import { useCallback, useRef, useState } from 'react';
import type { CardTokenBody, PayInFullBody } from '@bm/contracts';
import { formatCad, MESSAGES, type Cents } from '@bm/domain';
import { useToast } from '../../../../components/toast-context.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCardAttempts } from '../../../../lib/use-card-attempt.ts';
import { CardRefused, newCardToken } from '../../api/card-payment.ts';
import { useRefreshRecord } from '../../api/get-application.ts';
import type { NewCard, NewCardErrors } from '../../lib/new-card.ts';
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
 * Pays the policy in full with POST /api/applications/{id}/payInFull (docs/decisions/0029): a new
 * card is tokenised first; the record, its invoices and history refresh on success. A declined card
 * keeps the processor's message for the payment-failed dialog; a 409 (the figures moved) calls
 * `onMoved` so the quote is read again.
 */
export function usePayInFull(applicationId: string, handlers: { onPaid: () => void; onMoved: () => void }) {
  const refresh = useRefreshRecord();
  const toast = useToast();
  // One payment attempt: a retry of the same attempt (same card, same balance) keeps its key and token.
  const attempts = useCardAttempts();
  const busy = useRef(false);
  const [status, setStatus] = useState<PayStatus>('idle');
  /** The declined card's message (the processor's), or why the payment was refused. */
  const [failure, setFailure] = useState<string | null>(null);
  const [cardErrors, setCardErrors] = useState<NewCardErrors>({});
  const { onPaid, onMoved } = handlers;

  const failed = useCallback(
    (cause: unknown) => {
      if (cause instanceof CardRefused) {
        setCardErrors(cause.errors);
        setStatus('idle');
        return;
      }
      if (cause instanceof ApiError && cause.status === 402) {
        setFailure(cause.message);
        setStatus('declined');
        return;
      }
      if (cause instanceof ApiError && cause.status === 409) {
        setFailure(cause.message);
        onMoved();
      } else {
        toast.error(MESSAGES.payInFullError);
        setFailure(
          cause instanceof ApiError && cause.status >= 400 && cause.status < 500
            ? cause.message
            : MESSAGES.payInFullError,
        );
      }
      setStatus('idle');
    },
    [onMoved, toast],
  );

  const pay = useCallback(
    async (input: PayInput) => {
      if (busy.current) return;
      busy.current = true;
      setStatus('paying');
      setFailure(null);
      setCardErrors({});
      const current = attempts.for(input);
      try {
        if (input.newCard) current.token ??= await newCardToken(input.newCard.card, input.newCard.account);
        const body: PayInFullBody = {
          idempotencyKey: current.idempotencyKey,
          expectedOpenBalance: input.expectedOpenBalance,
          ...(input.newCard && current.token ? { token: current.token } : {}),
        };
        const paid = await payInFull(applicationId, body);
        attempts.succeeded();
        // The record comes back with a new updatedAt: its history and invoices, keyed by it, reload.
        void refresh(applicationId, paid.application);
        toast.success(paidMessage(paid.payment.amount, paid.invoicesClosed));
        setStatus('idle');
        onPaid();
      } catch (cause) {
        attempts.failed(cause);
        failed(cause);
      } finally {
        busy.current = false;
      }
    },
    [applicationId, attempts, failed, onPaid, refresh, toast],
  );

  /** Declined -> Try another card: back to the form; the next payment is a new attempt with a new key. */
  const tryAnotherCard = useCallback(() => {
    attempts.forget();
    setFailure(null);
    setStatus('idle');
  }, [attempts]);

  return { pay, status, failure, cardErrors, setCardErrors, tryAnotherCard };
}
