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
  'price-too-high': { en: 'Price too high', fr: 'Prix trop élevé' },
  'price-too-low': { en: 'Price too low', fr: 'Prix trop bas' },
  'inadequate-coverage': { en: 'Inadequate coverage', fr: 'Garanties insuffisantes' },
  'placed-elsewhere': { en: 'Placed coverage elsewhere', fr: 'Assurance placée ailleurs' },
  'insured-under-different-policy': {
    en: 'Insured under a different policy',
    fr: 'Assuré par une autre police',
  },
  'not-eligible': { en: 'Not eligible for this product', fr: 'Non admissible à ce produit' },
  'no-longer-needed': { en: 'Client no longer needs insurance', fr: 'Le client n’a plus besoin d’assurance' },
  'client-unresponsive': { en: 'Client stopped responding', fr: 'Le client ne répond plus' },
  duplicate: { en: 'Duplicate application', fr: 'Proposition en double' },
  other: { en: 'Other', fr: 'Autre' },
  targetPremium: { en: 'Target premium', fr: 'Prime visée' },
  coverageRequired: { en: 'Coverage / limit required', fr: 'Garantie ou limite requise' },
  whyNotBound: {
    en: 'Why could the account not be bound?',
    fr: 'Pourquoi le compte n’a-t-il pas pu être lié\u00a0?',
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
  statusChip: { en: 'Sales status: {status}', fr: 'Statut de vente\u00a0: {status}' },
  internalChip: { en: 'Internal', fr: 'Interne' },
  lossLine: { en: 'Loss reason: {reason}', fr: 'Motif de perte\u00a0: {reason}' },
  lossWithAnswer: { en: '{reason} · {prompt}: {answer}', fr: '{reason} · {prompt}\u00a0: {answer}' },
  download: { en: 'Download {name}', fr: 'Télécharger {name}' },
});
