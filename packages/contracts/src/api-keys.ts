import { z } from 'zod';
import { API_KEY_SCOPES } from '@bm/domain';
import { isoDateTime } from './common.ts';

/**
 * Brokerage-scoped API keys (issue 28 item 4): agency admins manage their brokerage's keys, super
 * admins any brokerage's. A key is shown once, when made; it is sent as `Authorization: Bearer bmk_…`.
 */
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);

export const apiKeySchema = z.object({
  id: z.string().uuid(),
  brokerageId: z.string().uuid(),
  brokerageName: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (`bmk_Ab12…`). */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: isoDateTime,
  createdBy: z.string().nullable(),
  lastUsedAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/api-keys. */
export const apiKeyListResponse = z.array(apiKeySchema);

export const API_KEY_NAME_MAX = 100;

/** POST /api/api-keys. */
export const createApiKeyBody = z.object({
  name: z.string().trim().min(1).max(API_KEY_NAME_MAX),
  scopes: z.array(apiKeyScopeSchema).min(1).max(API_KEY_SCOPES.length),
  /** Super admins: the brokerage; others: their own (ignored). */
  brokerageId: z.string().uuid().optional(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

/** The key in full: shown this once, never again. */
export const createApiKeyResponse = z.object({ apiKey: apiKeySchema, key: z.string() });
export type CreatedApiKey = z.infer<typeof createApiKeyResponse>;

// DELETE /api/api-keys/{keyId} revokes (okResponse); a revoked key answers 401 from then on.
