import { useCallback, useState } from 'react';
import type { CardTokenBody, ExtensionResponse } from '@bm/contracts';
import { EXTENSION_MESSAGES, type ExtensionDetails, type ExtensionField } from '@bm/domain';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCardAttempts } from '../../../../lib/use-card-attempt.ts';
import { CardRefused, newCardToken } from '../../api/card-payment.ts';
import { useRefreshRecord } from '../../api/get-application.ts';
import type { NewCard, NewCardErrors } from '../../lib/new-card.ts';
import { requestExtension } from './api.ts';

/**
 * The extension modal's steps (spec 2.6 and 4): the form, then one of the five dialogs: the priced
 * quote, manual review (unpriced), under review (review sent), approved (bought), payment failed.
 */
export type ExtensionStep = 'form' | 'quote' | 'manualReview' | 'underReview' | 'approved' | 'paymentFailed';

export interface PurchaseInput {
  newCard: { card: NewCard; account: CardTokenBody['account'] } | null;
  /** The total shown for the card chosen (decision 0063); absent: the quote's. */
  shownTotal?: number;
}

/** The flow of one extension request: quote, review or purchase, and the step each answer leads to. */
export function useExtension(applicationId: string) {
  const refresh = useRefreshRecord();
  const [step, setStep] = useState<ExtensionStep>('form');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ExtensionResponse | null>(null);
  const [details, setDetails] = useState<ExtensionDetails | null>(null);
  const [referralId, setReferralId] = useState<string | undefined>(undefined);
  /** 'Over extension limit' marks the request ineligible (spec 8). */
  const [ineligible, setIneligible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ExtensionField, string>>>({});
  const [cardErrors, setCardErrors] = useState<NewCardErrors>({});
  const [declineMessage, setDeclineMessage] = useState<string | null>(null);
  const [noDefaultCard, setNoDefaultCard] = useState(false);
  /** One purchase attempt keeps its key and token while it is retried with the same card. */
  const attempts = useCardAttempts();

  const quote = useCallback(
    async (values: ExtensionDetails, referral?: string) => {
      setBusy(true);
      setError(null);
      setIneligible(false);
      setFieldErrors({});
      try {
        const quoted = await requestExtension(applicationId, 'quote', {
          extension: { extensionDetails: values },
          ...(referral ? { referralId: referral } : {}),
        });
        setDetails(values);
        setReferralId(referral);
        setAnswer(quoted);
        setStep(quoted.quote.priced ? 'quote' : 'manualReview');
      } catch (cause) {
        if (cause instanceof ApiError && cause.body.code === 'over_extension_limit') {
          setIneligible(true);
        } else if (cause instanceof ApiError && cause.status === 400 && cause.body.errors) {
          setFieldErrors(cause.body.errors as Partial<Record<ExtensionField, string>>);
        } else {
          setError(EXTENSION_MESSAGES.quoteFailed);
        }
      } finally {
        setBusy(false);
      }
    },
    [applicationId],
  );

  const review = useCallback(async () => {
    if (!details) return;
    setBusy(true);
    setError(null);
    try {
      setAnswer(
        await requestExtension(applicationId, 'review', { extension: { extensionDetails: details } }),
      );
      setStep('underReview');
      // The record's updatedAt moved: its history (keyed by it) shows the 'Extension Review' row.
      void refresh(applicationId);
    } catch {
      setError(EXTENSION_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  }, [applicationId, details, refresh]);

  const purchase = useCallback(
    async (input: PurchaseInput) => {
      if (!details || !answer) return;
      setBusy(true);
      setError(null);
      setCardErrors({});
      setNoDefaultCard(false);
      const current = attempts.for([input, details, answer.quote]);
      try {
        if (input.newCard) current.token ??= await newCardToken(input.newCard.card, input.newCard.account);
        const bought = await requestExtension(applicationId, 'bind', {
          extension: { extensionDetails: details },
          quote:
            input.shownTotal === undefined
              ? answer.quote
              : { ...answer.quote, total: { annual: input.shownTotal } },
          idempotencyKey: current.idempotencyKey,
          ...(referralId ? { referralId } : {}),
          ...(input.newCard && current.token ? { token: current.token } : {}),
        });
        attempts.succeeded();
        setAnswer(bought);
        setStep('approved');
        void refresh(applicationId, bought.application);
      } catch (cause) {
        attempts.failed(cause);
        if (cause instanceof CardRefused) setCardErrors(cause.errors);
        else if (cause instanceof ApiError && cause.body.code === 'no_default_card') setNoDefaultCard(true);
        else if (cause instanceof ApiError && cause.body.code === 'payment_failed') {
          setDeclineMessage(cause.message);
          setStep('paymentFailed');
        } else setError(EXTENSION_MESSAGES.unexpected);
      } finally {
        setBusy(false);
      }
    },
    [answer, applicationId, attempts, details, referralId, refresh],
  );

  /** Payment failed -> Try another card: back to the quote, a new attempt with a new card. */
  const tryAnotherCard = useCallback(() => {
    attempts.forget();
    setDeclineMessage(null);
    setStep('quote');
  }, [attempts]);

  const backToForm = useCallback(() => {
    setError(null);
    setStep('form');
  }, []);

  return {
    step,
    busy,
    answer,
    details,
    ineligible,
    error,
    fieldErrors,
    cardErrors,
    setCardErrors,
    declineMessage,
    noDefaultCard,
    quote,
    review,
    purchase,
    tryAnotherCard,
    backToForm,
  };
}
