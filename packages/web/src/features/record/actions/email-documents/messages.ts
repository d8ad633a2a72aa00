import { defineMessages } from '../../../../i18n/use-t.ts';

/** The email policy documents dialog's words. */
export const emailDocumentsMessages = defineMessages({
  title: { en: 'Email policy documents', fr: 'Envoyer les documents de la police par courriel' },
  sent: {
    en: '{count, plural, one {# document} other {# documents}} emailed to {to}',
    fr: '{count, plural, one {# document envoyé} other {# documents envoyés}} par courriel à {to}',
  },
  loading: { en: 'Loading documents', fr: 'Chargement des documents' },
  none: {
    en: 'This policy has no documents to email yet.',
    fr: 'Cette police n’a encore aucun document à envoyer par courriel.',
  },
  documents: { en: 'Documents', fr: 'Documents' },
  to: { en: 'To:', fr: 'À\u00a0:' },
  selected: {
    en: 'Selected: {count, plural, one {# file} other {# files}}, {size} of 10 MB',
    fr: 'Sélection\u00a0: {count, plural, one {# fichier} other {# fichiers}}, {size} sur 10\u00a0Mo',
  },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  send: { en: 'Send', fr: 'Envoyer' },
});
