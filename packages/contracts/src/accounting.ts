import { z } from 'zod';
import { ACCOUNTING_SYNC_ERROR_CODES } from '@bm/domain';
import { cents, isoDateTime } from './common.ts';

/**
 * Accounting (issue 15 items 4 and 5; spec 7 QBOOAuthURI and QBOOAuthTokens; docs/decisions/0044):
 * the connection to QuickBooks Online or the local journal, its sync, the journal's CSV and the
 * card reconciliation of /finance-ops.
 */
export const ACCOUNTING_ENVIRONMENTS = ['local', 'sandbox', 'production'] as const;
export const accountingEnvironment = z.enum(ACCOUNTING_ENVIRONMENTS, {
  message: 'environment must be local, sandbox or production',
});

export type AccountingEnvironment = z.infer<typeof accountingEnvironment>;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'period must be a month, YYYY-MM');

export const qboAuthUriResponse = z.object({ uri: z.string() });

/** POST /api/accounting/local/consents: the local journal's consent step allows the pending state. */
export const localConsentBody = z.object({ state: z.string().min(1, 'state is required').max(200) });
export const localConsentResponse = z.object({ redirectTo: z.string() });

/** POST /api/QBOOAuthTokens: the URL the consent step redirected to, with its code, state and realmId. */
export const qboTokensPostBody = z.object({
  environment: accountingEnvironment,
  redirectUri: z.string().min(1, 'redirectUri is required').max(2000),
  tokenExchangeUrl: z.string().min(1, 'tokenExchangeUrl is required').max(4000),
});
export type QboTokensPostBody = z.infer<typeof qboTokensPostBody>;

/** PUT /api/QBOOAuthTokens: refreshes the connection's tokens (refreshToken: the stored one when left out). */
export const qboTokensPutBody = z.object({
  environment: accountingEnvironment,
  redirectUri: z.string().min(1, 'redirectUri is required').max(2000),
  refreshToken: z.string().min(1).max(2000).optional(),
});
export type QboTokensPutBody = z.infer<typeof qboTokensPutBody>;

export const accountingSyncSchema = z.object({
  id: z.string().uuid(),
  provider: z.enum(['local', 'quickbooks']),
  period: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  entriesPosted: z.number().int(),
  amountPosted: cents,
  /** Why it failed, in English (as the API always answered); null unless failed. */
  error: z.string().nullable(),
  /**
   * The same as a code, its values and the provider's own words (domain AccountingSyncError), for the
   * reader to say in its language; absent on a sync stored before (decision 0086).
   */
  errorReason: z
    .object({
      code: z.enum(ACCOUNTING_SYNC_ERROR_CODES),
      params: z.record(z.string(), z.string()).optional(),
      detail: z.string().optional(),
    })
    .optional(),
  startedAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  /** Who ran it (name or email). */
  by: z.string().nullable(),
});
export type AccountingSync = z.infer<typeof accountingSyncSchema>;

export const accountingConnectionSchema = z.object({
  provider: z.enum(['local', 'quickbooks']),
  environment: accountingEnvironment,
  /** reconnect: tokens are stored that this server's key cannot open (docs/decisions/0050). */
  status: z.enum(['disconnected', 'pending', 'connected', 'reconnect']),
  realmId: z.string().nullable(),
  connectedAt: isoDateTime.nullable(),
  connectedBy: z.string().nullable(),
  refreshedAt: isoDateTime.nullable(),
  accessTokenExpiresAt: isoDateTime.nullable(),
  refreshTokenExpiresAt: isoDateTime.nullable(),
  lastSync: accountingSyncSchema.nullable(),
  journal: z.object({ entries: z.number().int(), notPosted: z.number().int() }),
});
export type AccountingConnection = z.infer<typeof accountingConnectionSchema>;

export const qboTokensResponse = z.object({ message: z.string(), connection: accountingConnectionSchema });

export const accountingSyncBody = z.object({ period: month });
export const accountingSyncResponse = z.object({ message: z.string(), sync: accountingSyncSchema });

export const journalCsvQuery = z.object({ period: month.optional() });

export const reconciliationQuery = z.object({ period: month });
const side = z.object({ count: z.number().int(), amount: cents });
export const reconciliationMismatchSchema = z.object({
  kind: z.enum(['payment', 'refund']),
  problem: z.enum(['missingHere', 'missingAtProcessor', 'amountDiffers']),
  processorId: z.string(),
  applicationId: z.string().nullable(),
  policyNumber: z.string().nullable(),
  insuredName: z.string().nullable(),
  ourAmount: cents.nullable(),
  processorAmount: cents.nullable(),
});
export type ReconciliationMismatch = z.infer<typeof reconciliationMismatchSchema>;
export const reconciliationResponse = z.object({
  period: z.string(),
  processor: z.enum(['simulated', 'stripe']),
  payments: z.object({ ours: side, processor: side }),
  refunds: z.object({ ours: side, processor: side }),
  mismatches: z.array(reconciliationMismatchSchema),
});
export type ReconciliationResponse = z.infer<typeof reconciliationResponse>;

export const financeOpsSummaryResponse = z.object({
  nsfPending: z.number().int(),
  openPayouts: z.number().int(),
  openPayoutsAmount: cents,
});
export type FinanceOpsSummary = z.infer<typeof financeOpsSummaryResponse>;
