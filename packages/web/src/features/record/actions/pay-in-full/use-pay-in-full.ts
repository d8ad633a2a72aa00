import { useCallback } from 'react';
import type { CardTokenBody, PayInFullBody } from '@bm/contracts';
import { MESSAGES, type Cents } from '@bm/domain';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { payInFullMessages } from './messages.ts';
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


/**
 * Pays the policy in full with POST /api/applications/{id}/payInFull (docs/decisions/0029), through
 * the record's one card submission (useCardSubmission: a new card tokenised first, one key per
 * attempt, 402 to the payment-failed dialog, 409 calls `onMoved` so the quote is read again); the
 * record, its invoices and history refresh on success.
 */
export function usePayInFull(applicationId: string, handlers: { onPaid: () => void; onMoved: () => void }) {
  const refresh = useRefreshRecord();
  const toast = useToast();
  const t = useT(payInFullMessages);
  const say = useSay();
  const { money } = useFormat();
  const { onPaid, onMoved } = handlers;
  const { submit, status, ...rest } = useCardSubmission({ errorMessage: say(MESSAGES.payInFullError), onMoved });

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
          // 'Paid in full: $1,234.56 charged, 11 invoices closed.'
          toast.success(t('paid', { amount: money(paid.payment.amount), count: paid.invoicesClosed }));
          onPaid();
        },
      ),
    [applicationId, money, onPaid, refresh, submit, t, toast],
  );

  const payStatus: PayStatus = status === 'sending' ? 'paying' : status;
  return { pay, status: payStatus, ...rest };
}
