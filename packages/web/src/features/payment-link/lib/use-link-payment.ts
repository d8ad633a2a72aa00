import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CARD_ERROR_FIELDS, type PaymentLinkPayResponse } from '@bm/contracts';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCardAttempts } from '../../../lib/use-card-attempt.ts';
import { cardDigits, parseExpiry, type CardField, type CardFields } from '../../../lib/card-checks.ts';
import { StripeCardError } from '../../../lib/stripe-js.ts';
import { createLinkCardToken, payPaymentLink, paymentLinkQueryKey } from '../api/payment-link.ts';
import { paymentLinkMessages } from '../components/messages.ts';

/** A new card typed in our fields (simulated processor) or in Stripe's (Stripe.js tokenises it). */
export type LinkCardSource =
  | { kind: 'new'; card: CardFields }
  | { kind: 'stripe'; cardVersion: string; postalCode: string; createToken: () => Promise<string> };

/** Why a payment failed: a card field the processor named, or a message for the whole form. */
export interface LinkPaymentFailure {
  field: CardField | null;
  message: string;
  status: number;
}

function failureOf(error: unknown, failed: string): LinkPaymentFailure {
  if (error instanceof StripeCardError) return { field: error.field, message: error.message, status: 402 };
  if (error instanceof ApiError) {
    const field = CARD_ERROR_FIELDS.find((name) => name === error.body.field) ?? null;
    return { field, message: error.message, status: error.status };
  }
  return { field: null, message: error instanceof Error ? error.message : failed, status: 0 };
}

/**
 * Pays a payment link's invoice. Each attempt has one idempotency key and one card token; retrying
 * the same card after a network or server failure sends them again (the server charges at most
 * once). A definite answer ends the attempt: after a decline the next card is a new attempt with a
 * new key. A paid answer replaces the link's view with the paid invoice.
 */
export function useLinkPayment(linkToken: string) {
  const t = useT(paymentLinkMessages);
  const queryClient = useQueryClient();
  const attempts = useCardAttempts();
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<LinkPaymentFailure | null>(null);

  const pay = useCallback(
    async (source: LinkCardSource): Promise<PaymentLinkPayResponse | null> => {
      if (busy.current) return null;
      busy.current = true;
      setPaying(true);
      setFailure(null);
      const current = attempts.for(source);
      try {
        if (source.kind === 'stripe') {
          current.token ??= await source.createToken();
        } else {
          const expiry = parseExpiry(source.card.expiry);
          current.token ??= (
            await createLinkCardToken(linkToken, {
              number: cardDigits(source.card.number),
              expMonth: expiry?.month ?? 0,
              expYear: expiry?.year ?? 0,
              cvc: source.card.cvc.trim(),
              postalCode: source.card.postalCode.trim().toUpperCase(),
            })
          ).token;
        }
        const result = await payPaymentLink(linkToken, {
          token: current.token,
          idempotencyKey: current.idempotencyKey,
        });
        attempts.succeeded();
        return result;
      } catch (error) {
        attempts.failed(error);
        const shown = failureOf(error, t('paymentFailed'));
        setFailure(shown);
        // Already paid (409), expired (410), no longer valid (404): the page reads the link again.
        if ([404, 409, 410].includes(shown.status)) {
          void queryClient.invalidateQueries({ queryKey: paymentLinkQueryKey(linkToken) });
        }
        return null;
      } finally {
        busy.current = false;
        setPaying(false);
      }
    },
    [attempts, linkToken, queryClient, t],
  );

  const clearFailure = useCallback(() => setFailure(null), []);
  return { pay, paying, failure, clearFailure };
}
