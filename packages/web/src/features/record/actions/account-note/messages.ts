import { defineMessages } from '../../../../i18n/use-t.ts';

/** The account note dialog's and the notes card's words. */
export const noteMessages = defineMessages({
  title: { en: 'Add account note', fr: 'Ajouter une note au compte' },
  salesStatus: { en: 'Sales status', fr: 'Statut de vente' },
  statusHelp: {
    en: 'Closed-Won is set when the policy is bound, not by a note. Closed-Loss and Closed-Test take the lead out of the CRM list.',
    fr: 'Closed-Won est attribué quand la police est liée, pas par une note. Closed-Loss et Closed-Test retirent la piste de la liste du CRM.',
  },
  comment: { en: 'Comment', fr: 'Commentaire' },
  internal: {
    en: 'Internal note (only super admins can read it)',
    fr: 'Note interne (seuls les super administrateurs peuvent la lire)',
  },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  save: { en: 'Save note', fr: 'Enregistrer la note' },
  // Closed-Loss's reason.
  lossReason: { en: 'Loss reason', fr: 'Motif de perte' },
  targetPremiumHelp: {
    en: 'The annual premium the client would accept.',
    fr: 'La prime annuelle que le client accepterait.',
  },
  // Attachments.
  attachments: { en: 'Attachments', fr: 'Pièces jointes' },
  attachPdf: { en: 'Attach PDF', fr: 'Joindre un PDF' },
  attachedFiles: { en: 'Attached files', fr: 'Fichiers joints' },
  attachHint: {
    en: 'PDF only, up to 10 MB each, at most {max} files.',
    fr: 'PDF seulement, jusqu’à 10 Mo chacun, au plus {max} fichiers.',
  },
  // The notes card and a note.
  notes: { en: 'Notes', fr: 'Notes' },
  addNote: { en: 'Add note', fr: 'Ajouter une note' },
  loadingNotes: { en: 'Loading notes', fr: 'Chargement des notes' },
  noNotes: { en: 'No notes yet.', fr: 'Aucune note pour l’instant.' },
  accountNotes: { en: 'Account notes', fr: 'Notes du compte' },
  system: { en: 'System', fr: 'Système' },
  /** A note an API key wrote (issue 28): no person did. */
  byApiKey: { en: 'API key: {name}', fr: 'Clé d’API\u00a0: {name}' },
  statusChip: { en: 'Sales status: {status}', fr: 'Statut de vente\u00a0: {status}' },
  internalChip: { en: 'Internal', fr: 'Interne' },
  lossLine: { en: 'Loss reason: {reason}', fr: 'Motif de perte\u00a0: {reason}' },
  lossWithAnswer: { en: '{reason} · {prompt}: {answer}', fr: '{reason} · {prompt}\u00a0: {answer}' },
  download: { en: 'Download {name}', fr: 'Télécharger {name}' },
});
