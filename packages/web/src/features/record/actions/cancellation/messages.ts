import { defineMessages } from '../../../../i18n/use-t.ts';

/** The cancellation dialog's words. */
export const cancellationMessages = defineMessages({
  earnedPremium: { en: 'Earned premium', fr: 'Prime acquise' },
});
