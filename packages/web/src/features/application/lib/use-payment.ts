import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CARD_ERROR_FIELDS,
  type CardTokenBody,
  type PayApplicationBody,
  type PayApplicationResponse,
} from '@bm/contracts';
import { paymentAccountFor, say, type Cents, type Locale, type PaymentPeriod } from '@bm/domain';
import { useLocale } from '../../../i18n/locale-store.ts';
import { paymentStepMessages } from '../components/messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCardAttempts } from '../../../lib/use-card-attempt.ts';
import { applicationQueryKey, payApplication } from '../api/applications.ts';
import { createCardToken } from '../api/billing.ts';
import { cardDigits, parseExpiry, type CardField, type CardFields } from '../../../lib/card-checks.ts';
import { noticeSessionEnd } from './session-end.ts';
import { StripeCardError } from '../../../lib/stripe-js.ts';

/**
 * The card to pay with: the one on file, a new card's fields (simulated processor: tokenised by
 * POST /api/billing/tokens) or a new card in Stripe's fields (Stripe.js tokenises it). Stripe's
 * fields live in its frames, so `cardVersion` (their edit count) stands for them: the same version
 * and postal code are the same card.
 */
export type PaymentSource =
  | { kind: 'saved'; cardId: string }
  | { kind: 'new'; card: CardFields }
  | { kind: 'stripe'; cardVersion: string; postalCode: string; createToken: () => Promise<string> };

export interface PaymentRequest {
  period: PaymentPeriod;
  expectedTotal: Cents;
  source: PaymentSource;
}

/** Why a payment failed: a card field the provider named, or a message for the whole form. */
export interface PaymentFailure {
  field: CardField | null;
  message: string;
}

function failureOf(error: unknown, locale: Locale): PaymentFailure {
  if (error instanceof StripeCardError) return { field: error.field, message: error.message };
  if (error instanceof ApiError) {
    const field = CARD_ERROR_FIELDS.find((name) => name === error.body.field) ?? null;
    return { field, message: error.message };
  }
  return { field: null, message: error instanceof Error ? error.message : say(paymentStepMessages.paymentFailed, locale) };
}

/** The token request for a card that passed the client checks, on the account the period is paid on. */
function tokenBody(card: CardFields, period: PaymentPeriod): CardTokenBody {
  const expiry = parseExpiry(card.expiry);
  return {
    number: cardDigits(card.number),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvc: card.cvc.trim(),
    postalCode: card.postalCode.trim().toUpperCase(),
    account: paymentAccountFor(period, new Date()),
  };
}

/**
 * Pays an application. Each attempt gets one idempotency key (crypto.randomUUID) and, for a new
 * card, one token (from POST /api/billing/tokens, or from Stripe.js in Stripe mode); retrying the
 * same request after a network or server failure sends the same key and token, so the server
 * charges at most once. A definite answer (paid, declined, refused) ends
 * the attempt, and a click while paying is ignored.
 */
export function usePayment(applicationId: string) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const attempts = useCardAttempts();
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);

  const pay = useCallback(
    async (request: PaymentRequest): Promise<PayApplicationResponse | null> => {
      if (busy.current) return null;
      busy.current = true;
      setPaying(true);
      setFailure(null);
      const current = attempts.for(request);
      try {
        const base = {
          paymentPeriod: request.period,
          idempotencyKey: current.idempotencyKey,
          expectedTotal: request.expectedTotal,
        };
        let body: PayApplicationBody;
        if (request.source.kind === 'saved') {
          body = { ...base, cardId: request.source.cardId };
        } else if (request.source.kind === 'stripe') {
          current.token ??= await request.source.createToken();
          body = { ...base, token: current.token };
        } else {
          current.token ??= (await createCardToken(tokenBody(request.source.card, request.period))).token;
          body = { ...base, token: current.token };
        }
        const result = await payApplication(applicationId, body);
        attempts.succeeded();
        queryClient.setQueryData(applicationQueryKey(applicationId), result.application);
        return result;
      } catch (error) {
        attempts.failed(error);
        noticeSessionEnd(error);
        setFailure(failureOf(error, locale));
        return null;
      } finally {
        busy.current = false;
        setPaying(false);
      }
    },
    [applicationId, attempts, locale, queryClient],
  );

  const clearFailure = useCallback(() => setFailure(null), []);
  return { pay, paying, failure, clearFailure };
}
