import { useCallback } from 'react';
import { MessageCatalogue } from '@bm/domain';
import { useLocale } from '../i18n/locale-store.ts';
import { cardCheckMessages, stripeMessages } from './messages.ts';

const catalogue = new MessageCatalogue()
  .add(Object.values(cardCheckMessages))
  .add(Object.values(stripeMessages));

/**
 * A card form's message in the screens' language. The card checks and Stripe.js's loader say their
 * messages in English (they run outside React); the form shows them through this. Any other message
 * (Stripe's own, in the screens' language; the server's, in the request's) is shown as it is.
 */
export function useSayCardMessage(): <T extends string | null | undefined>(message: T) => T {
  const locale = useLocale();
  return useCallback(
    <T extends string | null | undefined>(message: T): T =>
      (typeof message === 'string' ? catalogue.translate(message, locale) : message) as T,
    [locale],
  );
}
