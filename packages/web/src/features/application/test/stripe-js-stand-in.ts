import { act } from '@testing-library/react';
import type { StripeConstructor } from '@stripe/stripe-js';
import type { StripeJsError } from '../../../lib/stripe-js.ts';

/** The kinds of Element the payment step creates, and the part of Stripe.js's surface it uses. */
type StripeCardElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';
type StripeElementOptions = Record<string, unknown>;
interface StripeElementChangeEvent {
  elementType: string;
  empty: boolean;
  complete: boolean;
  error?: { type: string; code: string; message: string };
}
interface StripeTokenResult {
  token?: { id: string };
  error?: StripeJsError;
}
interface StripeCardElement {
  mount(domElement: HTMLElement): void;
  destroy(): void;
  update(options: StripeElementOptions): void;
  on(event: string, handler: (event: StripeElementChangeEvent) => void): StripeCardElement;
}
type StandInConstructor = (publishableKey: string) => {
  elements: () => {
    create: (type: StripeCardElementType, options?: StripeElementOptions) => StripeCardElement;
  };
  createToken: (element: StripeCardElement, data?: { address_zip?: string }) => Promise<StripeTokenResult>;
};

/**
 * Stripe's loader (`@stripe/stripe-js`) keeps the first `window.Stripe` it finds for the whole test
 * file, so `window.Stripe` is one function for the file, handing each call to the newest stand-in.
 */
let current: StandInConstructor | null = null;
const Stripe = ((publishableKey: string) => {
  if (!current) throw new Error('No Stripe.js stand-in installed');
  return current(publishableKey);
}) as unknown as StripeConstructor;
// The Stripe.js release this @stripe/stripe-js expects (its loader warns of any other with a test key).
Object.assign(Stripe, { version: 'endive' });

/** A card Element of the stand-in: where it was mounted, and a way to play the broker's typing. */
export interface StandInElement extends StripeCardElement {
  readonly type: StripeCardElementType;
  readonly publishableKey: string;
  readonly options: StripeElementOptions;
  mountedIn: HTMLElement | null;
  destroyed: boolean;
  /** Stripe's change event, as when the broker types in the field's frame. */
  emitChange: (event: Partial<StripeElementChangeEvent>) => void;
}

export interface TokenCall {
  publishableKey: string;
  element: StandInElement;
  data: { address_zip?: string } | undefined;
}

/**
 * A stand-in for Stripe.js, the external library js.stripe.com serves (nothing can reach Stripe in
 * tests), installed on `window.Stripe` as the real script installs itself. Elements mount a marker
 * into their container; createToken answers `answer` (a token by default).
 */
export function installStripeStandIn(
  answer: (call: TokenCall) => StripeTokenResult = () => ({ token: { id: 'tok_stripe_1' } }),
) {
  const publishableKeys: string[] = [];
  const elements: StandInElement[] = [];
  const tokenCalls: TokenCall[] = [];

  function createElement(
    type: StripeCardElementType,
    options: StripeElementOptions,
    publishableKey: string,
  ): StandInElement {
    const handlers: Record<string, ((event: StripeElementChangeEvent) => void)[]> = {};
    const element: StandInElement = {
      type,
      publishableKey,
      options,
      mountedIn: null,
      destroyed: false,
      mount(node) {
        const frame = document.createElement('div');
        frame.dataset.stripeElement = type;
        node.appendChild(frame);
        element.mountedIn = node;
      },
      destroy() {
        element.destroyed = true;
        element.mountedIn?.replaceChildren();
        element.mountedIn = null;
      },
      update(change) {
        Object.assign(element.options, change);
      },
      on(event: string, handler: (event: StripeElementChangeEvent) => void) {
        (handlers[event] ??= []).push(handler);
        return element;
      },
      emitChange(event) {
        const full: StripeElementChangeEvent = { elementType: type, empty: false, complete: false, ...event };
        act(() => {
          for (const handler of handlers.change ?? []) handler(full);
        });
      },
    };
    return element;
  }

  current = (publishableKey) => {
    publishableKeys.push(publishableKey);
    return {
      elements: () => ({
        create: (type, options = {}) => {
          const element = createElement(type, { ...options }, publishableKey);
          elements.push(element);
          return element;
        },
      }),
      createToken: async (element, data) => {
        const call = { publishableKey, element: element as StandInElement, data };
        tokenCalls.push(call);
        return answer(call);
      },
    };
  };
  window.Stripe = Stripe;

  /** The mounted Element of a type (the newest: a new account mounts new fields). */
  const live = (type: StripeCardElementType): StandInElement => {
    const element = elements.filter((e) => e.type === type && !e.destroyed).at(-1);
    if (!element) throw new Error(`No mounted ${type} Element`);
    return element;
  };

  return {
    publishableKeys,
    elements,
    tokenCalls,
    live,
    /** A complete card typed into the three Stripe fields. */
    fillCard: () => {
      for (const type of ['cardNumber', 'cardExpiry', 'cardCvc'] as const)
        live(type).emitChange({ complete: true });
    },
  };
}

/** Stripe.js's answer for a card it will not tokenise. */
export const stripeError = (error: StripeJsError): StripeTokenResult => ({ error });
