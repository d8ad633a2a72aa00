import { defineMessages } from '../../../i18n/use-t.ts';

/** The quote step's words for the broker's commission. */
export const quoteMessages = defineMessages({
  commissionTitle: { en: 'Your commission', fr: 'Votre commission' },
  commission: {
    en: '{amount} ({rate}% of the premiums), paid to your brokerage once the policy is bound.',
    fr: '{amount} ({rate} % des primes), versée à votre cabinet une fois la police liée.',
  },
});
