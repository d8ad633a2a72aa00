import { useCallback, useRef, useState } from 'react';
import type { CardTokenBody } from '@bm/contracts';
import { useToast } from '../../../components/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCardAttempts } from '../../../lib/use-card-attempt.ts';
import { CardRefused, newCardToken } from '../api/card-payment.ts';
import type { NewCard, NewCardErrors } from './new-card.ts';

/** idle, sending (progress), declined (the payment-failed dialog). Success is the caller's. */
export type SubmissionStatus = 'idle' | 'sending' | 'declined';

/** What a card form sends: a new card with the account its token is made on, or null (the card on file). */
export interface CardSubmissionInput {
  newCard: { card: NewCard; account: CardTokenBody['account'] } | null;
}

/** The attempt's key, and a new card's token once made. */
export interface CardAttempt {
  idempotencyKey: string;
  token?: string;
}

/**
 * One money form's sending with a card (pay in full, change of payment plan): one request at a
 * time; a new card tokenised first, its token and the idempotency key kept for a retry of the same
 * input (useCardAttempts); a card the form refused marks its fields; a declined card (402) keeps the
 * server's message for the payment-failed dialog; a 409 (the figures moved, or the change is
 * refused) keeps its message and calls `onMoved` so the quote is read again; anything else toasts
 * `errorMessage`.
 */
export function useCardSubmission(options: { errorMessage: string; onMoved: () => void }) {
  const toast = useToast();
  const attempts = useCardAttempts();
  const busy = useRef(false);
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  /** The declined card's message, or why the request was refused. */
  const [failure, setFailure] = useState<string | null>(null);
  const [cardErrors, setCardErrors] = useState<NewCardErrors>({});
  const { errorMessage, onMoved } = options;

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
        toast.error(errorMessage);
        setFailure(
          cause instanceof ApiError && cause.status >= 400 && cause.status < 500
            ? cause.message
            : errorMessage,
        );
      }
      setStatus('idle');
    },
    [errorMessage, onMoved, toast],
  );

  /** Sends `input` with `send` (given the attempt's key and token); `done` gets the answer. */
  const submit = useCallback(
    async <T>(
      input: CardSubmissionInput,
      send: (attempt: CardAttempt) => Promise<T>,
      done: (answer: T) => void,
    ) => {
      if (busy.current) return;
      busy.current = true;
      setStatus('sending');
      setFailure(null);
      setCardErrors({});
      const current = attempts.for(input);
      try {
        if (input.newCard) current.token ??= await newCardToken(input.newCard.card, input.newCard.account);
        const answer = await send({
          idempotencyKey: current.idempotencyKey,
          ...(input.newCard && current.token ? { token: current.token } : {}),
        });
        attempts.succeeded();
        setStatus('idle');
        done(answer);
      } catch (cause) {
        attempts.failed(cause);
        failed(cause);
      } finally {
        busy.current = false;
      }
    },
    [attempts, failed],
  );

  /** Declined -> Try another card: back to the form; the next send is a new attempt with a new key. */
  const tryAnotherCard = useCallback(() => {
    attempts.forget();
    setFailure(null);
    setStatus('idle');
  }, [attempts]);

  /** The message of an earlier refusal no longer applies (another choice was made). */
  const clearFailure = useCallback(() => setFailure(null), []);

  return { submit, status, failure, cardErrors, setCardErrors, tryAnotherCard, clearFailure };
}
