import { defineMessages } from '../../../i18n/use-t.ts';

/** /toolbox: the page and each of its tools. */
export const toolboxMessages = defineMessages({
  title: { en: 'Toolbox', fr: 'Boîte à outils' },
  intro: {
    en: 'Support tools for super admins. Every action here is recorded in the audit log with your name.',
    fr: 'Outils de soutien pour les super-administrateurs. Chaque action faite ici est consignée au journal d’audit sous votre nom.',
  },
  superAdmins: { en: 'super admins', fr: 'les super-administrateurs' },
});

export const userToolsMessages = defineMessages({
  unlock: { en: 'Unlock sign-in', fr: 'Débloquer la connexion' },
  resendConfirmation: { en: 'Resend confirmation', fr: 'Renvoyer la confirmation' },
  sendResetCode: { en: 'Send reset code', fr: 'Envoyer un code de réinitialisation' },
  endSessions: { en: 'End sessions', fr: 'Fermer les sessions' },
  actionFor: { en: '{action}: {email}', fr: '{action} : {email}' },
  working: { en: 'Working…', fr: 'En cours…' },
  title: { en: 'Users', fr: 'Utilisateurs' },
  summary: {
    en: 'Find a user by email or name to unlock a locked sign-in, resend a confirmation or password reset code, or sign them out everywhere.',
    fr: 'Trouvez un utilisateur par courriel ou par nom pour débloquer sa connexion, lui renvoyer une confirmation ou un code de réinitialisation du mot de passe, ou le déconnecter partout.',
  },
  searchLabel: { en: 'Email or name', fr: 'Courriel ou nom' },
  find: { en: 'Find users', fr: 'Trouver' },
  noMatch: { en: 'No user matches “{search}”.', fr: 'Aucun utilisateur ne correspond à « {search} ».' },
  found: { en: 'Users found', fr: 'Utilisateurs trouvés' },
  email: { en: 'Email', fr: 'Courriel' },
  name: { en: 'Name', fr: 'Nom' },
  brokerage: { en: 'Brokerage', fr: 'Cabinet' },
  account: { en: 'Account', fr: 'Compte' },
  signIn: { en: 'Sign-in', fr: 'Connexion' },
  sessions: { en: 'Sessions', fr: 'Sessions' },
  lastSignIn: { en: 'Last sign-in', fr: 'Dernière connexion' },
  actions: { en: 'Actions', fr: 'Actions' },
  disabled: { en: 'Disabled', fr: 'Désactivé' },
  confirmed: { en: 'Confirmed', fr: 'Confirmé' },
  unconfirmed: { en: 'Unconfirmed', fr: 'Non confirmé' },
  mustSetPassword: { en: 'Must set a password', fr: 'Doit choisir un mot de passe' },
  locked: { en: 'Locked', fr: 'Bloquée' },
  open: { en: 'Open', fr: 'Ouverte' },
  never: { en: 'Never', fr: 'Jamais' },
  mfa: { en: ' · MFA', fr: ' · vérification en deux étapes' },
});

export const productToolsMessages = defineMessages({
  title: { en: 'Products', fr: 'Produits' },
  summary: {
    en: 'A disabled product leaves the catalogue and no application of it can be started or saved; a hidden tile leaves the catalogue but its page still opens.',
    fr: 'Un produit désactivé quitte le catalogue et aucune proposition ne peut plus en être commencée ni enregistrée ; une tuile masquée quitte le catalogue, mais la page du produit s’ouvre encore.',
  },
  product: { en: 'Product', fr: 'Produit' },
  insurer: { en: 'Insurer', fr: 'Assureur' },
  enabled: { en: 'Enabled', fr: 'Activé' },
  tileShown: { en: 'Tile shown', fr: 'Tuile affichée' },
  enabledOf: { en: '{product} enabled', fr: '{product} activé' },
  tileShownOf: { en: '{product} tile shown', fr: 'Tuile de {product} affichée' },
});

export const jobToolsMessages = defineMessages({
  title: { en: 'Scheduled jobs', fr: 'Tâches planifiées' },
  summary: {
    en: 'Each job runs on its own schedule, once across every server process. Run one now to see what it changes: it runs in the background and shows its progress here; every job is safe to run while a scheduled run goes on.',
    fr: 'Chaque tâche s’exécute selon son propre horaire, une seule fois pour l’ensemble des processus serveur. Lancez-en une maintenant pour voir ce qu’elle change : elle s’exécute en arrière-plan et affiche sa progression ici ; chaque tâche peut être lancée sans risque pendant une exécution planifiée.',
  },
  job: { en: 'Job', fr: 'Tâche' },
  lastRun: { en: 'Last run (Vancouver)', fr: 'Dernière exécution (Vancouver)' },
  changed: { en: 'What it changed', fr: 'Ce qu’elle a changé' },
  actions: { en: 'Actions', fr: 'Actions' },
  noRun: { en: 'No run in the last 30 days', fr: 'Aucune exécution depuis 30 jours' },
  runNowOf: { en: 'Run {job} now', fr: 'Lancer {job} maintenant' },
  running: { en: 'Running…', fr: 'En cours…' },
  runNow: { en: 'Run now', fr: 'Lancer maintenant' },
  recentRunsOf: { en: 'Recent runs of {job}', fr: 'Exécutions récentes de {job}' },
  hideRuns: { en: 'Hide runs', fr: 'Masquer les exécutions' },
  runs: {
    en: '{count, plural, one {# run} other {# runs}}',
    fr: '{count, plural, one {# exécution} other {# exécutions}}',
  },
  ran: { en: '{job} ran: {summary}', fr: '{job} exécutée : {summary}' },
  failed: { en: '{job} failed: {error}', fr: 'Échec de {job} : {error}' },
  seeServerLog: { en: 'see the server log', fr: 'voir le journal du serveur' },
  // The outcome of a run and what it changed.
  done: { en: 'Done', fr: 'Terminée' },
  outcomeFailed: { en: 'Failed', fr: 'Échouée' },
  outcomeRunning: { en: 'Running', fr: 'En cours' },
  stopped: { en: 'Stopped', fr: 'Interrompue' },
  none: { en: 'none', fr: 'aucun' },
  summaryPart: { en: '{key}: {value}', fr: '{key} : {value}' },
  runningFor: { en: 'Running for {seconds} s', fr: 'En cours depuis {seconds} s' },
  stoppedEarly: {
    en: 'Stopped before finishing: its server process ended during the run.',
    fr: 'Interrompue avant la fin : son processus serveur s’est arrêté pendant l’exécution.',
  },
  nothingToDo: { en: 'Nothing to do', fr: 'Rien à faire' },
});

export const ledgerToolsMessages = defineMessages({
  title: { en: 'Policy ledger', fr: 'Grand livre d’une police' },
  summary: {
    en: 'Look up a policy by number to see every ledger entry of each term as written: charges, payments, refunds, voids and adjustments. Corrections are made through the record, never here.',
    fr: 'Cherchez une police par son numéro pour voir chaque écriture du grand livre de chaque période d’assurance telle qu’elle a été passée : frais, paiements, remboursements, annulations et ajustements. Les corrections se font dans le dossier, jamais ici.',
  },
  policyNumber: { en: 'Policy number', fr: 'Numéro de police' },
  showLedger: { en: 'Show ledger', fr: 'Afficher le grand livre' },
  noInsuredName: { en: 'No insured name', fr: 'Aucun nom d’assuré' },
  from: { en: ' · from {date}', fr: ' · depuis le {date}' },
  total: { en: '{kind}: {amount}', fr: '{kind} : {amount}' },
  noEntries: { en: 'No ledger entries.', fr: 'Aucune écriture au grand livre.' },
  ledgerOf: { en: 'Ledger of {policy}', fr: 'Grand livre de {policy}' },
  entriesOf: { en: 'Ledger entries of {policy}', fr: 'Écritures du grand livre de {policy}' },
  written: { en: 'Written (Vancouver)', fr: 'Passée le (Vancouver)' },
  change: { en: 'Change', fr: 'Modification' },
  invoice: { en: 'Invoice', fr: 'Facture' },
  kind: { en: 'Kind', fr: 'Nature' },
  component: { en: 'Component', fr: 'Composante' },
  amount: { en: 'Amount', fr: 'Montant' },
  paymentOrRefund: { en: 'Payment / refund', fr: 'Paiement / remboursement' },
  manual: { en: ' (manual)', fr: ' (manuelle)' },
});
