import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from '../i18n/locale-store.ts';
import { CARD_MESSAGES, type CardErrors, type CardField } from './card-checks.ts';
import type {
  StripeCardCvcElement,
  StripeCardExpiryElement,
  StripeCardNumberElement,
  StripeElementChangeEvent,
  StripeElements,
} from '@stripe/stripe-js';
import {
  STRIPE_MESSAGES,
  StripeCardError,
  stripeClientFor,
  toStripeCardError,
  type StripeClient,
  type StripeElementStyle,
  type StripeField,
} from './stripe-js.ts';

const STRIPE_FIELDS: StripeField[] = ['number', 'expiry', 'cvc'];
const NOTHING_COMPLETE: Record<StripeField, boolean> = { number: false, expiry: false, cvc: false };

export type StripeCardStatus = 'loading' | 'ready' | 'failed';

export interface StripeCardOptions {
  /** Called on every edit of a Stripe field (an earlier error on it no longer applies). */
  onEdit: (field: StripeField) => void;
  /** The fields' look, taken when they are mounted. */
  style: StripeElementStyle;
  disabled: boolean;
}

export interface StripeCard {
  status: StripeCardStatus;
  /** Why Stripe.js could not be loaded (status 'failed'). */
  loadError: string | null;
  retryLoad: () => void;
  /** Where each Stripe field mounts (callback refs of the field containers). */
  mountRefs: Record<StripeField, (node: HTMLElement | null) => void>;
  /** Stripe's own message per field as the broker types (invalid number, expiry in the past…). */
  fieldErrors: Partial<Record<StripeField, string>>;
  /** Whether Stripe reports each field complete (and valid as far as it can tell). */
  complete: Record<StripeField, boolean>;
  focused: StripeField | null;
  /** Counts edits of the Stripe fields: the same count means the same card. */
  version: number;
  /** The card to a single-use token (tok_…); a refused card throws StripeCardError naming the field. */
  createToken: (postalCode: string) => Promise<string>;
}

interface CardElements {
  number: StripeCardNumberElement;
  expiry: StripeCardExpiryElement;
  cvc: StripeCardCvcElement;
}

interface Mounted {
  stripe: StripeClient;
  elements: CardElements;
}

/** The three split card Elements of one group (Stripe's `create` is typed per kind of Element). */
function createCardElements(
  group: StripeElements,
  style: StripeElementStyle,
  disabled: boolean,
): CardElements {
  return {
    number: group.create('cardNumber', { style, disabled, showIcon: true }),
    expiry: group.create('cardExpiry', { style, disabled }),
    cvc: group.create('cardCvc', { style, disabled }),
  };
}

/**
 * Stripe Elements card fields (number, expiry, CVC) for one account's publishable key: loads
 * Stripe.js once, mounts the fields into the containers given through `mountRefs` and tokenises the
 * card with `stripe.createToken(cardNumber, { address_zip })`. A new key (another account) mounts
 * new, empty fields. With a null key nothing loads.
 */
export function useStripeCard(publishableKey: string | null, options: StripeCardOptions): StripeCard {
  const [client, setClient] = useState<{ key: string; stripe: StripeClient } | null>(null);
  const [loadError, setLoadError] = useState<{ key: string; message: string } | null>(null);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [containers, setContainers] = useState<Partial<Record<StripeField, HTMLElement>>>({});
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<StripeField, string>>>({});
  const [complete, setComplete] = useState<Record<StripeField, boolean>>(NOTHING_COMPLETE);
  const [focused, setFocused] = useState<StripeField | null>(null);
  const [version, setVersion] = useState(0);
  const latest = useRef(options);
  // Stripe's fields and their own messages in the screens' language, as it was when they mounted.
  const locale = useLocale();
  const latestLocale = useRef(locale);
  useEffect(() => {
    latest.current = options;
    latestLocale.current = locale;
  });

  useEffect(() => {
    if (!publishableKey) return undefined;
    let live = true;
    stripeClientFor(publishableKey).then(
      (stripe) => {
        if (live) setClient({ key: publishableKey, stripe });
      },
      (error: unknown) => {
        if (!live) return;
        const message = error instanceof Error ? error.message : STRIPE_MESSAGES.loadFailed;
        setLoadError({ key: publishableKey, message });
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey, loadAttempt]);

  const stripe = publishableKey && client?.key === publishableKey ? client.stripe : null;
  const { number: numberNode, expiry: expiryNode, cvc: cvcNode } = containers;
  useEffect(() => {
    if (!stripe || !numberNode || !expiryNode || !cvcNode) return undefined;
    const nodes: Record<StripeField, HTMLElement> = { number: numberNode, expiry: expiryNode, cvc: cvcNode };
    const group = stripe.elements({ locale: latestLocale.current === 'fr-CA' ? 'fr-CA' : 'en' });
    const { style, disabled } = latest.current;
    const elements = createCardElements(group, style, disabled);
    for (const field of STRIPE_FIELDS) {
      // One handler type for the three kinds: each passes its own change event.
      const element = elements[field] as StripeCardNumberElement;
      element.on('change', (event: StripeElementChangeEvent) => {
        setFieldErrors((current) => ({ ...current, [field]: event.error?.message }));
        setComplete((current) => ({ ...current, [field]: event.complete }));
        setVersion((count) => count + 1);
        latest.current.onEdit(field);
      });
      element.on('focus', () => setFocused(field));
      element.on('blur', () => setFocused((current) => (current === field ? null : current)));
      element.mount(nodes[field]);
    }
    setMounted({ stripe, elements });
    return () => {
      setMounted(null);
      setFieldErrors({});
      setComplete(NOTHING_COMPLETE);
      setFocused(null);
      setVersion((count) => count + 1);
      for (const element of Object.values(elements)) element.destroy();
    };
  }, [stripe, numberNode, expiryNode, cvcNode]);

  const { disabled } = options;
  useEffect(() => {
    if (!mounted) return;
    for (const element of Object.values(mounted.elements)) element.update({ disabled });
  }, [mounted, disabled]);

  const mountRefs = useMemo(
    () =>
      Object.fromEntries(
        STRIPE_FIELDS.map((field) => [
          field,
          (node: HTMLElement | null) =>
            setContainers((current) =>
              current[field] === (node ?? undefined) ? current : { ...current, [field]: node ?? undefined },
            ),
        ]),
      ) as Record<StripeField, (node: HTMLElement | null) => void>,
    [],
  );

  const createToken = useCallback(
    async (postalCode: string) => {
      if (!mounted) throw new StripeCardError(null, STRIPE_MESSAGES.notReady, 'not_ready');
      const result = await mounted.stripe.createToken(mounted.elements.number, { address_zip: postalCode });
      if (result.token && !result.error) return result.token.id;
      throw toStripeCardError(result.error);
    },
    [mounted],
  );

  const retryLoad = useCallback(() => {
    setLoadError(null);
    setLoadAttempt((count) => count + 1);
  }, []);

  const failed = publishableKey !== null && loadError?.key === publishableKey;
  return {
    status: failed ? 'failed' : mounted ? 'ready' : 'loading',
    loadError: failed ? loadError.message : null,
    retryLoad,
    mountRefs,
    fieldErrors,
    complete,
    focused,
    version,
    createToken,
  };
}

const INCOMPLETE: Record<StripeField, string> = {
  number: CARD_MESSAGES.numberIncomplete,
  expiry: CARD_MESSAGES.expiryIncomplete,
  cvc: CARD_MESSAGES.cvcIncomplete,
};

/** The fields Stripe does not report complete, with the same messages as the simulated form's checks. */
export function incompleteStripeFields(card: StripeCard): CardErrors {
  const errors: CardErrors = {};
  for (const field of Object.keys(INCOMPLETE) as StripeField[]) {
    if (!card.complete[field]) errors[field] = card.fieldErrors[field] ?? INCOMPLETE[field];
  }
  return errors;
}

/** `errors` with each message of `over` on top (fields without a message keep theirs). */
export function withErrors(errors: CardErrors, over: CardErrors): CardErrors {
  const merged = { ...errors };
  for (const [field, message] of Object.entries(over) as [CardField, string | undefined][]) {
    if (message) merged[field] = message;
  }
  return merged;
}
