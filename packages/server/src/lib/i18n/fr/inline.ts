import { formatMoney, type BilingualMessage } from '@bm/domain';

/**
 * The French of messages the server writes inline (`badRequest('…')`, `new HttpError(4xx, '…')`), and of
 * the other wordings of its messages objects' functions (a count of none or one, the local journal):
 * `twinPairs` reads a function with `{0}`, `{1}`… and so sees one wording only.
 */
export const SERVER_INLINE_PAIRS: BilingualMessage[] = [
  {
    en: 'Finance Ops is for finance staff and super admins.',
    fr: 'Finance Ops est réservé au personnel des finances et aux super-administrateurs.',
  },
  { en: '{0} cannot be paid annually.', fr: '{0} ne peut pas être payé annuellement.' },
  { en: '{0} cannot be paid monthly.', fr: '{0} ne peut pas être payé mensuellement.' },
  { en: '{0} cannot be paid by instalments.', fr: '{0} ne peut pas être payé par versements.' },
  { en: '{0} cannot be paid {1}.', fr: '{0} ne peut pas être payé selon ce mode ({1}).' },
  { en: 'Choose one of the cancellation reasons.', fr: 'Choisissez l’un des motifs de résiliation.' },
  {
    en: 'Choose one of the cancellation descriptions.',
    fr: 'Choisissez l’une des descriptions de résiliation.',
  },
  {
    en: 'This policy changed while the cancellation was being saved.',
    fr: 'Cette police a changé pendant l’enregistrement de la résiliation.',
  },
  {
    en: 'This policy changed while the endorsement was being saved.',
    fr: 'Cette police a changé pendant l’enregistrement de l’avenant.',
  },
  {
    en: 'A purchase needs the quote and an idempotency key.',
    fr: 'Un achat exige la soumission et une clé d’idempotence.',
  },
  {
    en: 'This extension must be priced by an underwriter before it can be bought.',
    fr: 'Un souscripteur doit établir la prime de cette prolongation avant qu’elle puisse être achetée.',
  },
  {
    en: 'An extension request is already waiting for an underwriter on this policy.',
    fr: 'Une demande de prolongation attend déjà un souscripteur pour cette police.',
  },
  {
    en: 'Only underwriters and super admins can price or decline an extension request.',
    fr: 'Seuls les souscripteurs et les super-administrateurs peuvent établir la prime d’une demande de prolongation ou la refuser.',
  },
  {
    en: 'The premium must be at least the $50.00 minimum retained premium.',
    fr: `La prime doit être d’au moins ${formatMoney(5000, 'fr-CA')}, la prime minimale conservée.`,
  },
  { en: 'key must be a province code.', fr: 'key doit être un code de province.' },
  { en: 'key must be a brokerage id.', fr: 'key doit être un identifiant de cabinet de courtage.' },
  { en: 'key must be a month of the period, YYYY-MM.', fr: 'key doit être un mois de la période, AAAA-MM.' },
  {
    en: 'key must be a tax authority and a month of the period, e.g. CRA:2026-11.',
    fr: 'key doit être une autorité fiscale et un mois de la période, par exemple CRA:2026-11.',
  },
  {
    en: 'The period must end on or after the month it starts.',
    fr: 'La période doit se terminer le mois où elle commence ou après.',
  },
  { en: 'A report covers at most {0} months.', fr: 'Un rapport couvre au plus {0} mois.' },
  {
    en: 'Only partnership setup users may set up partner brokerages.',
    fr: 'Seuls les utilisateurs chargés des partenariats peuvent configurer des cabinets de courtage partenaires.',
  },
  {
    en: 'A payment must be a positive whole number of cents.',
    fr: 'Un paiement doit être un nombre entier positif de cents.',
  },
  { en: 'Payment not found', fr: 'Paiement introuvable' },
  {
    en: 'This refund key was already used for a different refund.',
    fr: 'Cette clé de remboursement a déjà servi pour un autre remboursement.',
  },
  {
    en: 'Only a succeeded card payment can be refunded.',
    fr: 'Seul un paiement par carte réussi peut être remboursé.',
  },
  {
    en: 'A refund must be a positive whole number of cents.',
    fr: 'Un remboursement doit être un nombre entier positif de cents.',
  },
  {
    en: 'The refund is more than what is left of the payment to refund.',
    fr: 'Le remboursement dépasse ce qui reste à rembourser du paiement.',
  },
  {
    en: 'The refund is larger than what was paid by card; refund it manually.',
    fr: 'Le remboursement dépasse ce qui a été payé par carte ; remboursez-le manuellement.',
  },
  { en: 'nextToken is not valid', fr: 'nextToken n’est pas valide' },
  // The other wordings of the messages objects' functions.
  { en: 'Accounting connected: the local journal.', fr: 'Comptabilité connectée : le journal local.' },
  {
    en: 'Accounting disconnected: the local journal stays as it is.',
    fr: 'Comptabilité déconnectée : le journal local reste tel quel.',
  },
  {
    en: "The stored accounting tokens cannot be read with this server's key (ACCOUNTING_TOKEN_KEY changed?). Choose Reconnect to connect the local journal again.",
    fr: 'Les jetons comptables enregistrés ne peuvent pas être lus avec la clé de ce serveur (ACCOUNTING_TOKEN_KEY a-t-elle changé ?). Choisissez Reconnecter pour connecter de nouveau le journal local.',
  },
  {
    en: 'Nothing new to post for {0}: the journal is up to date.',
    fr: 'Rien de nouveau à comptabiliser pour {0} : le journal est à jour.',
  },
  // SYNC_MESSAGES (no twin: `done` formats its amount as money, so it is read with `{1}` for it, and the
  // amount stays as written).
  {
    en: 'A sync is already running. Wait for it to finish.',
    fr: 'Une synchronisation est déjà en cours. Attendez qu’elle se termine.',
  },
  {
    en: 'Posted {0} journal entry ({1}) for {2}.',
    fr: '{0} écriture de journal comptabilisée ({1}) pour {2}.',
  },
  {
    en: 'Posted {0} journal entries ({1}) for {2}.',
    fr: '{0} écritures de journal comptabilisées ({1}) pour {2}.',
  },
  { en: 'This user had no active sessions.', fr: 'Cet utilisateur n’avait aucune session active.' },
  {
    en: 'Ended {0} active session: the user is signed out everywhere.',
    fr: '{0} session active fermée : l’utilisateur est déconnecté partout.',
  },
];
