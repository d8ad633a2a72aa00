import { useCallback, useRef, useState } from 'react';
import type { CardTokenBody, ChangePaymentPlanBody } from '@bm/contracts';
import type { Cents, PaymentPeriod } from '@bm/domain';
import { useToast } from '../../../../components/toast-context.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCardAttempts } from '../../../../lib/use-card-attempt.ts';
import { CardRefused, newCardToken } from '../../api/card-payment.ts';
import { useRefreshRecord } from '../../api/get-application.ts';
import type { NewCard, NewCardErrors } from '../../lib/new-card.ts';
import { changePaymentPlan } from './api.ts';

/** The plans as a sentence names them: 'Payment plan changed to instalments.' */
export const PLAN_NAMES: Record<PaymentPeriod, string> = {
  annual: 'annual',
  monthly: 'monthly',
  instalment: 'instalments',
};

/** What the toast says once the plan is changed. */
export function planChangedMessage(to: PaymentPeriod): string {
  return `Payment plan changed to ${PLAN_NAMES[to]}.`;
}

/** Said when the change failed for a reason the server did not explain. */
export const CHANGE_PAYMENT_PLAN_ERROR =
  'Sorry, the payment plan cannot be changed at the moment, please try again later.';

/** idle, changing (progress), declined (the payment-failed dialog). Success closes the modal. */
export type ChangeStatus = 'idle' | 'changing' | 'declined';

export interface ChangeInput {
  to: PaymentPeriod;
  /** The quote's movedAmount and overdueAmount, as shown. */
  expectedMovedAmount: Cents;
  expectedOverdueAmount: Cents;
  /** A new card with the account its token is made on; null keeps (or charges) the card on file. */
  newCard: { card: NewCard; account: CardTokenBody['account'] } | null;
}

/**
 * Changes the policy's payment plan with POST /api/applications/{id}/changePaymentPlan (decision
 * 0078): a new card is tokenised first; the record, its invoices and history refresh on success. A
 * declined card (402) keeps the server's message for the payment-failed dialog; a 409 (the plan
 * cannot change, or the payments moved) keeps its message and calls `onMoved` so the quote is read again.
 */
export function useChangePaymentPlan(
  applicationId: string,
  handlers: { onChanged: () => void; onMoved: () => void },
) {
  const refresh = useRefreshRecord();
  const toast = useToast();
  // One attempt: a retry of the same input after an unknown outcome keeps its key and token.
  const attempts = useCardAttempts();
  const busy = useRef(false);
  const [status, setStatus] = useState<ChangeStatus>('idle');
  /** The declined card's message, or why the change was refused. */
  const [failure, setFailure] = useState<string | null>(null);
  const [cardErrors, setCardErrors] = useState<NewCardErrors>({});
  const { onChanged, onMoved } = handlers;

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
        toast.error(CHANGE_PAYMENT_PLAN_ERROR);
        setFailure(
          cause instanceof ApiError && cause.status >= 400 && cause.status < 500
            ? cause.message
            : CHANGE_PAYMENT_PLAN_ERROR,
        );
      }
      setStatus('idle');
    },
    [onMoved, toast],
  );

  const change = useCallback(
    async (input: ChangeInput) => {
      if (busy.current) return;
      busy.current = true;
      setStatus('changing');
      setFailure(null);
      setCardErrors({});
      const current = attempts.for(input);
      try {
        if (input.newCard) current.token ??= await newCardToken(input.newCard.card, input.newCard.account);
        const body: ChangePaymentPlanBody = {
          to: input.to,
          idempotencyKey: current.idempotencyKey,
          expectedMovedAmount: input.expectedMovedAmount,
          expectedOverdueAmount: input.expectedOverdueAmount,
          ...(input.newCard && current.token ? { token: current.token } : {}),
        };
        const changed = await changePaymentPlan(applicationId, body);
        attempts.succeeded();
        // The record comes back with a new updatedAt: its history and invoices, keyed by it, reload.
        void refresh(applicationId, changed.application);
        toast.success(planChangedMessage(changed.to));
        setStatus('idle');
        onChanged();
      } catch (cause) {
        attempts.failed(cause);
        failed(cause);
      } finally {
        busy.current = false;
      }
    },
    [applicationId, attempts, failed, onChanged, refresh, toast],
  );

  /** Declined -> Try another card: back to the form; the next send is a new attempt with a new key. */
  const tryAnotherCard = useCallback(() => {
    attempts.forget();
    setFailure(null);
    setStatus('idle');
  }, [attempts]);

  /** Another plan chosen: the message of the last one's refusal no longer applies. */
  const clearFailure = useCallback(() => setFailure(null), []);

  return { change, status, failure, cardErrors, setCardErrors, tryAnotherCard, clearFailure };
}
