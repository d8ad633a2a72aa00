import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CardTokenBody, EndorsementRequest } from '@bm/contracts';
import { MESSAGES, type Cents } from '@bm/domain';
import { useToast } from '../../../../components/toast-context.ts';
import { useSay } from '../../../../i18n/use-t.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCardAttempts } from '../../../../lib/use-card-attempt.ts';
import { useRefreshRecord } from '../../api/get-application.ts';
import { lookupTicket } from '../../api/ticket-lookup.ts';
import { saveEndorsement } from '../../api/save-endorsement.ts';
import { CardRefused, newCardToken } from '../../api/card-payment.ts';
import type { NewCard, NewCardErrors } from '../../lib/new-card.ts';
import type { EndorsementQuoteRequest } from './api.ts';

/**
 * The endorsement save (spec 4): idle, loading, then success (the modal closes), failed (a toast,
 * back to idle), payment failed (Try Another Card or Close) or ticket not found.
 */
export type SaveStatus = 'idle' | 'loading' | 'success' | 'paymentFailed' | 'ticketNotFound';

export interface SaveInput {
  request: EndorsementQuoteRequest;
  /** The preview's endorsementFeesAndTotals.total.annual. */
  expectedTotal: Cents;
  ticketNumber: string;
  /** A new card to charge, with the account its token is made on; null for the card on file or no charge. */
  newCard: { card: NewCard; account: CardTokenBody['account'] } | null;
}

/** True when the ticket is about this policy; a failed lookup counts as not found (send the email by hand). */
async function ticketMatches(ticketNumber: string, applicationId: string): Promise<boolean> {
  try {
    return (await lookupTicket(ticketNumber, applicationId)).matches;
  } catch {
    return false;
  }
}

/**
 * Saves the endorsement with POST /api/applications/{id}/endorsement: the new card is tokenised
 * first, the record query takes the saved policy (the history follows it), then a ticket number is
 * looked up. `onSaved` runs when the modal should close.
 */
export function useSaveEndorsement(applicationId: string, onSaved: () => void) {
  const client = useQueryClient();
  const refresh = useRefreshRecord();
  const toast = useToast();
  const say = useSay();
  // A retry of the same save (same change, card and ticket) keeps its key and token.
  const attempts = useCardAttempts();
  const busy = useRef(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [cardErrors, setCardErrors] = useState<NewCardErrors>({});

  const failed = useCallback(
    (cause: unknown) => {
      if (cause instanceof CardRefused) {
        setCardErrors(cause.errors);
        setStatus('idle');
        return;
      }
      if (cause instanceof ApiError && cause.status === 402) {
        setStatus('paymentFailed');
        return;
      }
      toast.error(say(MESSAGES.endorsementError));
      setError(cause instanceof ApiError && cause.status >= 400 && cause.status < 500 ? cause.message : null);
      if (cause instanceof ApiError && cause.status === 409) {
        void client.invalidateQueries({ queryKey: ['crm', 'endorsement', 'quote', applicationId] });
      }
      setStatus('idle');
    },
    [applicationId, client, toast, say],
  );

  const save = useCallback(
    async (input: SaveInput) => {
      if (busy.current) return;
      busy.current = true;
      setStatus('loading');
      setError(null);
      setCardErrors({});
      const ticketNumber = input.ticketNumber.trim();
      const current = attempts.for({ ...input, ticketNumber });
      try {
        if (input.newCard) current.token ??= await newCardToken(input.newCard.card, input.newCard.account);
        const body: EndorsementRequest = {
          endorsement: { ...input.request, expectedTotal: input.expectedTotal },
          ...(input.newCard && current.token ? { token: current.token } : {}),
          ...(ticketNumber ? { ticketNumber } : {}),
          idempotencyKey: current.idempotencyKey,
        };
        const saved = await saveEndorsement(applicationId, body);
        attempts.succeeded();
        void refresh(applicationId, saved.application);
        toast.success(say(MESSAGES.endorsementSuccess));
        if (ticketNumber && !(await ticketMatches(ticketNumber, applicationId))) {
          setStatus('ticketNotFound');
          return;
        }
        setStatus('success');
        onSaved();
      } catch (cause) {
        attempts.failed(cause);
        failed(cause);
      } finally {
        busy.current = false;
      }
    },
    [applicationId, attempts, refresh, toast, onSaved, failed, say],
  );

  /** Payment failed -> Try Another Card: back to the form; the next save is a new attempt with a new key. */
  const tryAnotherCard = useCallback(() => {
    attempts.forget();
    setStatus('idle');
  }, [attempts]);

  return { save, status, error, cardErrors, setCardErrors, tryAnotherCard };
}
