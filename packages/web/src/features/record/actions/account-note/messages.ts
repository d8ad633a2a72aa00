import { defineMessages } from '../../../../i18n/use-t.ts';

/** The account note dialog's words. */
export const noteMessages = defineMessages({
  statusHelp: {
    en: 'Closed-Won is set when the policy is bound, not by a note. Closed-Loss and Closed-Test take the lead out of the CRM list.',
    fr: 'Closed-Won est attribué quand la police est liée, pas par une note. Closed-Loss et Closed-Test retirent la piste de la liste du CRM.',
  },
});
