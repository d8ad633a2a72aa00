import type { CardField } from './card-checks.ts';

/**
 * The part of Stripe.js (https://js.stripe.com/v3/) the payment step uses: split card Elements
 * (number, expiry, CVC) and createToken. Stripe.js is loaded from Stripe's own address, as Stripe
 * requires, so these types are ours rather than a package's.
 */
export type StripeCardElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

/** An error from Stripe.js: `param` and `code` say which card field it is about. */
export interface StripeJsError {
  type: string;
  code?: string;
  decline_code?: string;
  param?: string;
  message?: string;
}

export interface StripeElementChangeEvent {
  elementType: string;
  empty: boolean;
  complete: boolean;
  error?: { type: string; code: string; message: string };
}

export interface StripeElementStyle {
  base?: Record<string, string | Record<string, string>>;
  invalid?: Record<string, string>;
}

export interface StripeElementOptions {
  style?: StripeElementStyle;
  disabled?: boolean;
  placeholder?: string;
  showIcon?: boolean;
}

export interface StripeCardElement {
  mount(domElement: HTMLElement): void;
  destroy(): void;
  update(options: StripeElementOptions): void;
  on(event: 'change', handler: (event: StripeElementChangeEvent) => void): StripeCardElement;
  on(event: 'focus' | 'blur', handler: () => void): StripeCardElement;
}

export interface StripeElements {
  create(type: StripeCardElementType, options?: StripeElementOptions): StripeCardElement;
}

export interface StripeTokenResult {
  token?: { id: string };
  error?: StripeJsError;
}

export interface StripeClient {
  elements(options?: { locale?: string }): StripeElements;
  createToken(element: StripeCardElement, data?: { address_zip?: string }): Promise<StripeTokenResult>;
}

export type StripeConstructor = (publishableKey: string, options?: { locale?: string }) => StripeClient;

declare global {
  interface Window {
    /** Set by Stripe.js once its script has run. */
    Stripe?: StripeConstructor;
  }
}

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
export const STRIPE_MESSAGES = {
  loadFailed:
    'The secure card form could not be loaded from Stripe. Check your connection (and that nothing blocks js.stripe.com), then try again.',
  notReady: 'The secure card form is still loading. Please try again in a moment.',
  tokenFailed: 'Your card could not be checked. Please try again.',
} as const;

const LOAD_TIMEOUT_MS = 20_000;

let loading: Promise<StripeConstructor> | null = null;

/**
 * Stripe.js, loaded once: a single script tag for the page, shared by every caller while it loads.
 * A failed load (network, blocked, timeout) rejects with a message for the broker and removes its
 * tag, so the next call tries again.
 */
export function loadStripeJs(): Promise<StripeConstructor> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeConstructor>((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${STRIPE_JS_URL}"]`);
    const script = existing ?? document.createElement('script');
    const settle = (stripe: StripeConstructor | undefined) => {
      window.clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      if (stripe) {
        resolve(stripe);
        return;
      }
      script.remove();
      loading = null;
      reject(new Error(STRIPE_MESSAGES.loadFailed));
    };
    const onLoad = () => settle(window.Stripe);
    const onError = () => settle(undefined);
    const timer = window.setTimeout(onError, LOAD_TIMEOUT_MS);
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    if (!existing) {
      script.src = STRIPE_JS_URL;
      script.async = true;
      document.head.appendChild(script);
    }
  });
  return loading;
}

const clients = new WeakMap<StripeConstructor, Map<string, StripeClient>>();

/** One Stripe client per publishable key (each account is its own Stripe account). */
export function stripeClientFor(Stripe: StripeConstructor, publishableKey: string): StripeClient {
  let byKey = clients.get(Stripe);
  if (!byKey) {
    byKey = new Map();
    clients.set(Stripe, byKey);
  }
  let client = byKey.get(publishableKey);
  if (!client) {
    client = Stripe(publishableKey, { locale: 'en' });
    byKey.set(publishableKey, client);
  }
  return client;
}

/** A card Stripe.js would not tokenise, on the form field it is about (null: the card as a whole). */
export class StripeCardError extends Error {
  override readonly name = 'StripeCardError';
  constructor(
    readonly field: CardField | null,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const FIELD_BY_PARAM: Record<string, CardField> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  address_zip: 'postalCode',
};

const FIELD_BY_CODE: Record<string, CardField> = {
  incomplete_number: 'number',
  invalid_number: 'number',
  incorrect_number: 'number',
  incomplete_expiry: 'expiry',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  invalid_expiry_month_past: 'expiry',
  invalid_expiry_year_past: 'expiry',
  expired_card: 'expiry',
  incomplete_cvc: 'cvc',
  invalid_cvc: 'cvc',
  incorrect_cvc: 'cvc',
  incomplete_zip: 'postalCode',
  incorrect_zip: 'postalCode',
  postal_code_invalid: 'postalCode',
};

/** The card form field a Stripe.js error belongs to: its `param`, else its `code`; null for the card. */
export function stripeErrorField(error: Pick<StripeJsError, 'code' | 'param'>): CardField | null {
  return (
    (error.param ? FIELD_BY_PARAM[error.param] : undefined) ??
    (error.code ? FIELD_BY_CODE[error.code] : undefined) ??
    null
  );
}

export function toStripeCardError(error: StripeJsError | undefined): StripeCardError {
  return new StripeCardError(
    error ? stripeErrorField(error) : null,
    error?.message || STRIPE_MESSAGES.tokenFailed,
    error?.code ?? error?.type ?? 'token_failed',
  );
}

/** The form field of each Stripe card Element. */
export const STRIPE_ELEMENT_FIELDS = {
  number: 'cardNumber',
  expiry: 'cardExpiry',
  cvc: 'cardCvc',
} as const satisfies Record<Exclude<CardField, 'postalCode'>, StripeCardElementType>;

export type StripeField = keyof typeof STRIPE_ELEMENT_FIELDS;
