import { act } from '@testing-library/react';
import type {
  StripeCardElement,
  StripeCardElementType,
  StripeConstructor,
  StripeElementChangeEvent,
  StripeElementOptions,
  StripeJsError,
  StripeTokenResult,
} from '../../../lib/stripe-js.ts';

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

  const Stripe: StripeConstructor = (publishableKey) => {
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
