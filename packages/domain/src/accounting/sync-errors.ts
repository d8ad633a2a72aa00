import type { Locale } from '../i18n/locales.ts';
import { formatIcu, type BilingualMessage } from '../i18n/translate.ts';

/**
 * Why an accounting sync failed, as Finance Ops shows its last sync (decision 0086): a code and its
 * values stored with the sync, said in the reader's language; the accounting provider's own words
 * (QuickBooks's `error_description`, an unexpected error's message), which we cannot translate, kept
 * apart as its detail and quoted as they came. The English is what the sync always stored, word for
 * word.
 */
export const ACCOUNTING_SYNC_ERRORS = {
  stopped: { en: 'Stopped before it finished.', fr: 'Arrêtée avant la fin.' },
  providerFailed: {
    en: 'QuickBooks {action} failed.',
    fr: 'Échec de QuickBooks\u00a0: {action, select, authorisation {autorisation de la connexion} refresh {renouvellement du jeton} revocation {révocation} journal {écriture de journal} other {{action}}}.',
  },
  noTokens: { en: 'QuickBooks answered without tokens.', fr: 'QuickBooks a répondu sans jetons.' },
  noAccount: {
    en: 'QuickBooks has no account {name} and did not create it.',
    fr: 'QuickBooks n’a pas de compte {name} et ne l’a pas créé.',
  },
  noEntryAnswered: {
    en: 'QuickBooks did not answer with the journal entry it created.',
    fr: 'QuickBooks n’a pas renvoyé l’écriture de journal qu’il a créée.',
  },
  unexpected: { en: 'The sync stopped on an error.', fr: 'La synchronisation s’est arrêtée sur une erreur.' },
} as const satisfies Record<string, BilingualMessage>;

export type AccountingSyncErrorCode = keyof typeof ACCOUNTING_SYNC_ERRORS;
export const ACCOUNTING_SYNC_ERROR_CODES = Object.keys(ACCOUNTING_SYNC_ERRORS) as [
  AccountingSyncErrorCode,
  ...AccountingSyncErrorCode[],
];

/** The QuickBooks calls a failure names, by code, with the English the message always said. */
export const QUICKBOOKS_ACTIONS = {
  authorisation: 'authorisation',
  refresh: 'token refresh',
  revocation: 'revocation',
  journal: 'journal entry',
} as const;
export type QuickbooksAction = keyof typeof QUICKBOOKS_ACTIONS;

export interface AccountingSyncError {
  code: AccountingSyncErrorCode;
  params?: Record<string, string>;
  /** The provider's own words (or an unexpected error's), quoted as they came. */
  detail?: string;
}

/**
 * The error in the locale: the code's message, then the detail as it came. In English, the words the
 * sync always stored (`QuickBooks journal entry failed: Business Validation Error.`); an unexpected
 * error's English is its own message.
 */
export function sayAccountingSyncError(error: AccountingSyncError, locale: Locale): string {
  if (error.code === 'unexpected' && locale !== 'fr-CA' && error.detail) return error.detail;
  const params = { ...error.params };
  if (error.code === 'providerFailed' && locale !== 'fr-CA') {
    const action = params.action as QuickbooksAction | undefined;
    if (action && Object.hasOwn(QUICKBOOKS_ACTIONS, action)) params.action = QUICKBOOKS_ACTIONS[action];
  }
  const message = ACCOUNTING_SYNC_ERRORS[error.code];
  const said = formatIcu(locale === 'fr-CA' ? message.fr : message.en, locale, params);
  if (!error.detail) return said;
  if (error.code === 'providerFailed' && locale !== 'fr-CA') return `${said.slice(0, -1)}: ${error.detail}.`;
  return `${said} ${error.detail}`;
}

/** The pairs, for the check in `npm test` (scripts/i18n). */
export const ACCOUNTING_SYNC_ERROR_PAIRS: BilingualMessage[] = Object.values(ACCOUNTING_SYNC_ERRORS);
