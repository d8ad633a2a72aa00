import { useCallback } from 'react';
import type { CardTokenBody, ChangePaymentPlanBody } from '@bm/contracts';
import type { Cents, PaymentPeriod } from '@bm/domain';
import { useToast } from '../../../../components/toast-context.ts';
import { useRefreshRecord } from '../../api/get-application.ts';
import type { NewCard } from '../../lib/new-card.ts';
import { useCardSubmission } from '../../lib/use-card-submission.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { changePaymentPlan } from './api.ts';
import { changePlanMessages } from './messages.ts';


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
 * 0078), through the record's one card submission (useCardSubmission: a new card tokenised first,
 * one key per attempt, 402 to the payment-failed dialog, 409 keeps its message and calls `onMoved`
 * so the quote is read again); the record, its invoices and history refresh on success.
 */
export function useChangePaymentPlan(
  applicationId: string,
  handlers: { onChanged: () => void; onMoved: () => void },
) {
  const refresh = useRefreshRecord();
  const toast = useToast();
  const t = useT(changePlanMessages);
  const { onChanged, onMoved } = handlers;
  // Said when the change failed for a reason the server did not explain.
  const { submit, status, ...rest } = useCardSubmission({ errorMessage: t('error'), onMoved });

  const change = useCallback(
    (input: ChangeInput) =>
      submit(
        input,
        (attempt) => {
          const body: ChangePaymentPlanBody = {
            ...attempt,
            to: input.to,
            expectedMovedAmount: input.expectedMovedAmount,
            expectedOverdueAmount: input.expectedOverdueAmount,
          };
          return changePaymentPlan(applicationId, body);
        },
        (changed) => {
          // The record comes back with a new updatedAt: its history and invoices, keyed by it, reload.
          void refresh(applicationId, changed.application);
          toast.success(t(`changed_${changed.to}`));
          onChanged();
        },
      ),
    [applicationId, onChanged, refresh, submit, t, toast],
  );

  const changeStatus: ChangeStatus = status === 'sending' ? 'changing' : status;
  return { change, status: changeStatus, ...rest };
}
