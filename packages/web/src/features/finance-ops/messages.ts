import { defineMessages } from '../../i18n/use-t.ts';

/** Finance Ops' words (/finance-ops: work to do, accounting connection, reconciliation, consent step). */
export const financeOpsMessages = defineMessages({
  title: { en: 'Finance Ops', fr: 'Opérations financières' },
  notAllowed: {
    en: 'Finance Ops is for finance staff and super admins.',
    fr: 'Finance Ops est réservé au personnel des finances et aux super-administrateurs.',
  },
  month: { en: 'Month', fr: 'Mois' },
  // Work to do.
  loading: { en: 'Loading Finance Ops', fr: 'Chargement des opérations financières' },
  payoutsToComplete: { en: 'Payouts to complete', fr: 'Versements aux partenaires à finaliser' },
  everyPayoutDone: {
    en: 'Every partner payout is completed.',
    fr: 'Tous les versements aux partenaires sont finalisés.',
  },
  owed: {
    en: '{amount} owed to brokerages and insurers.',
    fr: '{amount} dus aux cabinets de courtage et aux assureurs.',
  },
  completeOnReports: { en: 'Complete payouts on Reports', fr: 'Finaliser les versements dans Rapports' },
  nsfPending: { en: 'NSF invoices pending', fr: 'Factures NSF en attente' },
  nsfPendingHint: {
    en: 'Scheduled payments the card declined, not yet paid or completed.',
    fr: 'Paiements prévus refusés par la carte, pas encore payés ni finalisés.',
  },
  openNsf: { en: 'Open NSF Invoices', fr: 'Ouvrir les factures NSF' },
  // The accounting connection.
  loadingConnection: {
    en: 'Loading the accounting connection',
    fr: 'Chargement de la connexion comptable',
  },
  accounting: { en: 'Accounting', fr: 'Comptabilité' },
  connectedChip: { en: 'Connected', fr: 'Connecté' },
  reconnectNeeded: { en: 'Reconnect needed', fr: 'Reconnexion requise' },
  notConnectedPending: {
    en: 'Not connected (authorisation started)',
    fr: 'Non connecté (autorisation commencée)',
  },
  notConnected: { en: 'Not connected', fr: 'Non connecté' },
  localProvider: { en: 'Local journal (in this database)', fr: 'Journal local (dans cette base de données)' },
  quickbooksProvider: {
    en: 'QuickBooks Online ({environment})',
    fr: 'QuickBooks Online (environnement {environment})',
  },
  at: { en: '{time} Vancouver time', fr: '{time} (heure de Vancouver)' },
  connectedBy: { en: 'Connected {when} by {by}', fr: 'Connecté le {when} par {by}' },
  company: { en: ' · company {realm}', fr: ' · entreprise {realm}' },
  refreshed: { en: ' · refreshed {when}', fr: ' · actualisé le {when}' },
  journalSize: {
    en: 'Journal: {entries} entries, {notPosted} not yet posted.',
    fr: 'Journal\u00a0: {entries} écritures, {notPosted} pas encore reportées.',
  },
  mustReconnect: {
    en: "The stored tokens cannot be read with this server's key (was ACCOUNTING_TOKEN_KEY changed?). Choose Reconnect to connect {provider} again.",
    fr: 'Les jetons enregistrés ne peuvent pas être lus avec la clé de ce serveur (ACCOUNTING_TOKEN_KEY a-t-elle changé\u00a0?). Choisissez Reconnecter pour connecter de nouveau {provider}.',
  },
  quickbooks: { en: 'QuickBooks', fr: 'QuickBooks' },
  theLocalJournal: { en: 'the local journal', fr: 'le journal local' },
  notAuthorised: {
    en: 'The accounting system did not authorise the connection ({reason}).',
    fr: 'Le système comptable n’a pas autorisé la connexion ({reason}).',
  },
  reconnect: { en: 'Reconnect', fr: 'Reconnecter' },
  connect: { en: 'Connect', fr: 'Connecter' },
  refreshConnection: { en: 'Refresh connection', fr: 'Actualiser la connexion' },
  syncNow: { en: 'Sync {period} now', fr: 'Synchroniser {period} maintenant' },
  downloadJournal: { en: 'Download journal CSV', fr: 'Télécharger le journal en CSV' },
  disconnect: { en: 'Disconnect', fr: 'Déconnecter' },
  lastSync: { en: 'Last sync', fr: 'Dernière synchronisation' },
  syncFailed: {
    en: 'Failed {when} ({period}, by {by}): {error} {posted} entries were posted before it stopped.',
    fr: 'Échec le {when} ({period}, par {by})\u00a0: {error} {posted} écritures avaient été reportées avant l’arrêt.',
  },
  syncDone: {
    en: '{period}: {posted, plural, one {# entry} other {# entries}} posted ({amount}) on {when} by {by}.',
    fr: '{period}\u00a0: {posted, plural, one {# écriture reportée} other {# écritures reportées}} ({amount}) le {when} par {by}.',
  },
  noSync: { en: 'No sync yet.', fr: 'Aucune synchronisation pour l’instant.' },
  // Disconnecting.
  disconnectTitle: { en: 'Disconnect {name}?', fr: 'Déconnecter {name}\u00a0?' },
  revokedQuickBooks: {
    en: 'The connection’s tokens are revoked at Intuit and deleted here. Nothing more is posted to QuickBooks until someone connects again.',
    fr: 'Les jetons de la connexion sont révoqués chez Intuit et supprimés ici. Plus rien n’est reporté dans QuickBooks tant que personne ne se reconnecte.',
  },
  deletedLocal: {
    en: 'The connection’s tokens are deleted. Nothing more is synced until someone connects again.',
    fr: 'Les jetons de la connexion sont supprimés. Plus rien n’est synchronisé tant que personne ne se reconnecte.',
  },
  journalStays: {
    en: 'The journal, its entries and past syncs stay as they are.',
    fr: 'Le journal, ses écritures et les synchronisations passées restent tels quels.',
  },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  // The local journal's consent step.
  connectLocal: { en: 'Connect the local journal', fr: 'Connecter le journal local' },
  consentText: {
    en: "Finance Ops will post the marketplace's journal (premium, taxes, fees, commissions, payouts and refunds) to the double-entry journal kept in this database, which any accounting package can import as CSV.",
    fr: 'Les opérations financières reporteront le journal de la place de marché (primes, taxes, frais, commissions, versements aux partenaires et remboursements) dans le journal en partie double tenu dans cette base de données, que tout logiciel comptable peut importer en CSV.',
  },
  allow: { en: 'Allow', fr: 'Autoriser' },
  // The card reconciliation.
  reconciliationTitle: { en: 'Card reconciliation, {period}', fr: 'Rapprochement des cartes, {period}' },
  reconciling: { en: 'Reconciling card payments', fr: 'Rapprochement des paiements par carte' },
  againstBuiltIn: {
    en: 'Against the built-in card processor records.',
    fr: 'Par rapport aux registres du processeur de cartes intégré.',
  },
  againstStripe: { en: 'Against the Stripe records.', fr: 'Par rapport aux registres de Stripe.' },
  noMismatch: {
    en: 'No mismatch: every card payment and refund agrees with the processor.',
    fr: 'Aucun écart\u00a0: chaque paiement et remboursement par carte concorde avec le processeur.',
  },
  cardTotals: { en: 'Card totals', fr: 'Totaux des cartes' },
  cardPayments: { en: 'Card payments', fr: 'Paiements par carte' },
  cardRefunds: { en: 'Card refunds', fr: 'Remboursements par carte' },
  ours: { en: 'Ours', fr: 'Chez nous' },
  cardProcessor: { en: 'Card processor', fr: 'Processeur de cartes' },
  mismatches: { en: 'Mismatches', fr: 'Écarts' },
  policy: { en: 'Policy', fr: 'Police' },
  unknownPolicy: { en: 'Unknown policy', fr: 'Police inconnue' },
  kind: { en: 'Kind', fr: 'Nature' },
  problem: { en: 'Problem', fr: 'Problème' },
  processorId: { en: 'Processor id', fr: 'ID chez le processeur' },
  processor: { en: 'Processor', fr: 'Processeur' },
  payment: { en: 'Payment', fr: 'Paiement' },
  refund: { en: 'Refund', fr: 'Remboursement' },
});
