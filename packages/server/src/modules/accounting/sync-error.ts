import { ACCOUNTING_SYNC_ERROR_CODES, sayAccountingSyncError, type AccountingSyncError } from '@bm/domain';
import { AccountingProviderError } from '../../integrations/accounting/index.ts';

/**
 * Why a sync failed, as its row stores it (decision 0086): the code, its values and the provider's
 * own words as JSON in `accounting_syncs.error`, so that Finance Ops says it in its reader's language.
 * A provider failure carries its reason; any other error is unexpected, its message kept as the detail.
 */
export function syncErrorOf(error: unknown): AccountingSyncError {
  if (error instanceof AccountingProviderError) return error.reason;
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'unexpected', ...(message ? { detail: message.slice(0, 1000) } : {}) };
}

export const storedSyncError = (error: AccountingSyncError): string => JSON.stringify(error);

const isSyncError = (value: unknown): value is AccountingSyncError =>
  !!value &&
  typeof value === 'object' &&
  (ACCOUNTING_SYNC_ERROR_CODES as readonly unknown[]).includes((value as AccountingSyncError).code) &&
  ((value as AccountingSyncError).detail === undefined ||
    typeof (value as AccountingSyncError).detail === 'string') &&
  ((value as AccountingSyncError).params === undefined ||
    Object.values((value as AccountingSyncError).params ?? {}).every((param) => typeof param === 'string'));

/**
 * A sync row's error: its English (what the API always answered) and, when stored as a code, the
 * code for the reader; a row stored before as English text alone is that text.
 */
export function readSyncError(stored: string | null): {
  error: string | null;
  errorReason?: AccountingSyncError;
} {
  if (!stored?.startsWith('{')) return { error: stored };
  try {
    const parsed: unknown = JSON.parse(stored);
    if (isSyncError(parsed)) return { error: sayAccountingSyncError(parsed, 'en-CA'), errorReason: parsed };
  } catch {
    // Not ours: the text as stored.
  }
  return { error: stored };
}
