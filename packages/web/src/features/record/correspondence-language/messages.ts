import { defineMessages } from '../../../i18n/use-t.ts';

/** The insured's language of correspondence on the record (decision 0079, "Whose language"). */
export const correspondenceLanguageMessages = defineMessages({
  label: { en: 'Language of correspondence', fr: 'Langue de correspondance' },
  saved: {
    en: 'The insured will be written to in {language}.',
    fr: 'L’assuré recevra sa correspondance en {language}.',
  },
  failed: {
    en: 'The language of correspondence could not be saved. Please try again.',
    fr: 'La langue de correspondance n’a pas pu être enregistrée. Veuillez réessayer.',
  },
});
