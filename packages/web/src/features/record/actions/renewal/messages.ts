import { defineMessages } from '../../../../i18n/use-t.ts';

/** The renewal card's and its dialogs' words (renewal-section, decline-modal, stop-action-modal). */
export const renewalMessages = defineMessages({
  cancel: { en: 'Cancel', fr: 'Annuler' },
  // The renewal card.
  renewal: { en: 'Renewal', fr: 'Renouvellement' },
  offered: { en: 'Renewal offered', fr: 'Renouvellement offert' },
  offer: { en: 'Offer renewal', fr: 'Offrir le renouvellement' },
  offerError: {
    en: "There's been an error, please try again or contact Support.",
    fr: 'Une erreur s’est produite. Veuillez réessayer ou communiquer avec le Soutien.',
  },
  unavailable: { en: 'Unavailable', fr: 'Non disponible' },
  nonRenewable: { en: 'Non-renewable', fr: 'Non renouvelable' },
  bindStopped: { en: 'Bind stopped: {stop}', fr: 'Liaison arrêtée\u00a0: {stop}' },
  renewalStopped: { en: 'Renewal stopped: {stop}', fr: 'Renouvellement arrêté\u00a0: {stop}' },
  underwritingStopped: {
    en: 'Underwriting stopped this application.',
    fr: 'La souscription a arrêté cette proposition.',
  },
  willNotRenew: { en: 'This policy will not be renewed.', fr: 'Cette police ne sera pas renouvelée.' },
  initiatedBy: { en: '{reason} (initiated by {initiator})', fr: '{reason} (à l’initiative de\u00a0: {initiator})' },
  withDescription: { en: '{reason}: {description}', fr: '{reason}\u00a0: {description}' },
  renewalOf: { en: 'Renewal of policy', fr: 'Renouvellement de la police' },
  expiringPolicy: { en: 'the expiring policy', fr: 'la police qui expire' },
  expires: { en: '(expires {date})', fr: '(expire le {date})' },
  renewalApplication: { en: 'Renewal application', fr: 'Proposition de renouvellement' },
  from: { en: ', from {date}', fr: ', à partir du {date}' },
  // Decline.
  declined: { en: 'Renewal declined', fr: 'Renouvellement refusé' },
  decline: { en: 'Decline renewal', fr: 'Refuser le renouvellement' },
  declineOnPolicy: {
    en: 'The renewal application is closed as lost and the policy will not be renewed.',
    fr: 'La proposition de renouvellement est fermée comme perdue et la police ne sera pas renouvelée.',
  },
  declineApplication: {
    en: 'This renewal application is closed as lost.',
    fr: 'Cette proposition de renouvellement est fermée comme perdue.',
  },
  declineReason: { en: 'Decline reason', fr: 'Motif du refus' },
  description: { en: 'Description', fr: 'Description' },
  // Stop renewal or bind.
  stopTitle: { en: 'Stop renewal or bind', fr: 'Arrêter le renouvellement ou la liaison' },
  whatToStop: { en: 'What to stop', fr: 'Ce qu’il faut arrêter' },
  stopRenewal: { en: 'Stop renewal', fr: 'Arrêter le renouvellement' },
  stopBind: { en: 'Stop bind', fr: 'Arrêter la liaison' },
  stopRenewalHelp: {
    en: 'Stop renewal: The policy and its renewal application become non-renewable; the renewal cannot be bound.',
    fr: 'Arrêter le renouvellement\u00a0: la police et sa proposition de renouvellement deviennent non renouvelables\u00a0; le renouvellement ne peut pas être lié.',
  },
  stopBindHelp: {
    en: 'Stop bind: The application is closed and shows as unavailable; it can no longer be bound or paid.',
    fr: 'Arrêter la liaison\u00a0: la proposition est fermée et paraît non disponible\u00a0; elle ne peut plus être liée ni payée.',
  },
  renewalStoppedToast: { en: 'Renewal stopped', fr: 'Renouvellement arrêté' },
  bindStoppedToast: { en: 'Bind stopped', fr: 'Liaison arrêtée' },
  reason: { en: 'Reason', fr: 'Motif' },
  reasonDescription: { en: 'Reason description', fr: 'Description du motif' },
  initiator: { en: 'Initiated by', fr: 'À l’initiative de' },
  stop: { en: 'Stop', fr: 'Arrêter' },
});
