import { defineMessages } from '../../../../i18n/use-t.ts';

/** The extended reporting period dialog's words. */
export const erpMessages = defineMessages({
  effectiveDate: { en: 'Effective date', fr: 'Date d’effet' },
  effectiveDateHelp: {
    en: 'The day the policy ends: its expiry, or its cancellation date.',
    fr: 'Le jour où la police prend fin : son expiration ou sa date de résiliation.',
  },
});
