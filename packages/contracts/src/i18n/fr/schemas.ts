import type { BilingualMessage } from '@bm/domain';

/**
 * The French of the messages written inline in the contracts' zod schemas (`.min(1, 'Required')`,
 * `{ message: '…' }`). A field name in a message (`applicationId must be a UUID`) is the request's own
 * word and stays as it is: `{0}` stands for it.
 */
export const SCHEMA_MESSAGE_PAIRS: BilingualMessage[] = [
  { en: 'Required', fr: 'Obligatoire' },
  { en: 'Enter a valid email address', fr: 'Saisissez une adresse courriel valide' },
  { en: '{0} must be a UUID', fr: '{0} doit être un UUID' },
  { en: 'Name the key', fr: 'Nommez la clé' },
  { en: 'A key’s name is at most {0} characters', fr: 'Le nom d’une clé compte au plus {0} caractères' },
  { en: 'Choose at least one scope', fr: 'Choisissez au moins une portée' },
  { en: 'Name each scope once', fr: 'Nommez chaque portée une seule fois' },
  { en: 'Each scope is one of {0}', fr: 'Chaque portée est l’une des suivantes : {0}' },
  { en: '{0} must be a day, YYYY-MM-DD', fr: '{0} doit être un jour, AAAA-MM-JJ' },
  { en: '{0} must be a month, YYYY-MM', fr: '{0} doit être un mois, AAAA-MM' },
  { en: 'Dates are YYYY-MM-DD', fr: 'Les dates sont au format AAAA-MM-JJ' },
  { en: 'Not a calendar date', fr: 'Cette date n’existe pas au calendrier' },
  { en: '{0} is required', fr: '{0} est obligatoire' },
  { en: 'limit must be 10, 25, 50 or 100', fr: 'limit doit valoir 10, 25, 50 ou 100' },
  {
    en: 'selectedReason must be one of the manual invoice reasons',
    fr: 'selectedReason doit être l’un des motifs de facture manuelle',
  },
  { en: 'partner must be brokerage or insurer', fr: 'partner doit être brokerage ou insurer' },
  { en: 'modalType must be one of the modal types', fr: 'modalType doit être l’un des types de fenêtre' },
  {
    en: 'environment must be local, sandbox or production',
    fr: 'environment doit être local, sandbox ou production',
  },
  { en: 'action must be one of {0}', fr: 'action doit être l’une des valeurs suivantes : {0}' },
  {
    en: 'Type at least 2 characters of an email or name.',
    fr: 'Tapez au moins 2 caractères d’un courriel ou d’un nom.',
  },
  {
    en: 'Transfer date must be a day, YYYY-MM-DD, not after today.',
    fr: 'La date du virement doit être un jour, AAAA-MM-JJ, qui ne suit pas aujourd’hui.',
  },
  { en: 'Send either an endorsement or a cancellation', fr: 'Envoyez soit un avenant, soit une résiliation' },
  { en: 'Search is at most 200 characters.', fr: 'La recherche compte au plus 200 caractères.' },
  { en: 'Say what to change: enabled or showTile.', fr: 'Indiquez quoi modifier : enabled ou showTile.' },
  {
    en: 'Provide either a new card or a saved card',
    fr: 'Fournissez soit une nouvelle carte, soit une carte enregistrée',
  },
  {
    en: 'Password must be at least {0} characters',
    fr: 'Le mot de passe doit compter au moins {0} caractères',
  },
  { en: 'Must be greater than 0', fr: 'Doit être supérieur à 0' },
  {
    en: 'Give either cardId (a saved card) or token (a new card).',
    fr: 'Donnez soit cardId (une carte enregistrée), soit token (une nouvelle carte).',
  },
  {
    en: 'Give a reason, a status or a delivery date.',
    fr: 'Donnez un motif, un statut ou une date de livraison.',
  },
  { en: 'Enter the brokerage name.', fr: 'Saisissez le nom du cabinet de courtage.' },
  { en: 'Enter the 6-digit code', fr: 'Saisissez le code à 6 chiffres' },
  { en: 'Enter at least one email address.', fr: 'Saisissez au moins une adresse courriel.' },
  { en: 'Enter a policy number.', fr: 'Saisissez un numéro de police.' },
  { en: 'Each address is invited once.', fr: 'Chaque adresse n’est invitée qu’une fois.' },
  { en: 'Choose a province.', fr: 'Choisissez une province.' },
  { en: 'Bound date must be MM-DD-YYYY', fr: 'La date de liaison doit être au format MM-JJ-AAAA' },
];
