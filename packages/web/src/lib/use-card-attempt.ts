import { useState } from 'react';
import { ApiError } from './api-client.ts';

/**
 * A card refused before anything was sent to be charged (the processor's token refused, Stripe.js
 * would not tokenise): its outcome is known, so the next try is a new attempt.
 */
export class RefusedBeforeCharge extends Error {}

/**
 * The server's answer cannot be known (no answer, a server error): the charge may have been taken,
 * so a retry must be the same attempt. A refusal before the charge, or any 4xx, is a known outcome.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (error instanceof RefusedBeforeCharge) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** One attempt to take a card payment: its idempotency key, and the new card's token once made. */
export interface CardAttempt {
  readonly idempotencyKey: string;
  token?: string;
}

/**
 * The attempts of one payment form (docs/decisions/0005): while the same input is retried after an
 * unknown outcome, the same key (and the same token: a token is single-use) is sent, so the server
 * charges once; a changed input, a success or a known failure starts a new attempt with a new key.
 */
export class CardAttempts {
  private current: { fingerprint: string; attempt: CardAttempt } | null = null;

  /**
   * The attempt for `input`: what makes two sends the same attempt, as JSON writes it (so a function
   * in it, such as Stripe's tokeniser, is not part of it).
   */
  for(input: unknown): CardAttempt {
    const fingerprint = JSON.stringify(input);
    if (this.current?.fingerprint !== fingerprint) {
      this.current = { fingerprint, attempt: { idempotencyKey: crypto.randomUUID() } };
    }
    return this.current.attempt;
  }

  /** The payment went through: the next one is a new attempt. */
  succeeded(): void {
    this.current = null;
  }

  /** The payment failed: a known failure ends the attempt; an unknown outcome keeps it for the retry. */
  failed(cause: unknown): void {
    if (!outcomeUnknown(cause)) this.current = null;
  }

  /** The user starts over (another card, another invoice): the next send is a new attempt. */
  forget(): void {
    this.current = null;
  }
}

/** A payment form's attempts, kept for the life of the component. */
export function useCardAttempts(): CardAttempts {
  return useState(() => new CardAttempts())[0];
}
