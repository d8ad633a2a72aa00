import { z } from 'zod';
import { API_KEY_SCOPES } from '@bm/domain';
import { isoDateTime } from './common.ts';

/**
 * Brokerage-scoped API keys (issue 28 item 4): agency admins manage their brokerage's keys, super
 * admins any brokerage's. A key is shown once, when made; it is sent as `Authorization: Bearer bmk_…`.
 */
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, {
  message: `Each scope is one of ${API_KEY_SCOPES.join(', ')}`,
});

export const apiKeySchema = z.object({
  id: z.string().uuid(),
  brokerageId: z.string().uuid(),
  brokerageName: z.string(),
  name: z.string(),
  /** The key's 8 characters after `bmk_`, to tell keys apart (shown as `bmk_Ab12cd34…`). */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: isoDateTime,
  createdBy: z.string().nullable(),
  lastUsedAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/api-keys: newest first, revoked ones too. */
export const apiKeyListResponse = z.array(apiKeySchema);

/** GET /api/api-keys?brokerageId=: super admins narrow the list to one brokerage (others see their own). */
export const apiKeyListQuery = z.object({
  brokerageId: z.string().uuid({ message: 'brokerageId must be a UUID' }).optional(),
});

/** DELETE /api/api-keys/{keyId}. */
export const apiKeyParams = z.object({ keyId: z.string().uuid({ message: 'keyId must be a UUID' }) });

export const API_KEY_NAME_MAX = 100;

/** POST /api/api-keys. */
export const createApiKeyBody = z.object({
  name: z
    .string({ message: 'Name the key' })
    .trim()
    .min(1, 'Name the key')
    .max(API_KEY_NAME_MAX, `A key’s name is at most ${API_KEY_NAME_MAX} characters`),
  scopes: z
    .array(apiKeyScopeSchema, { message: 'Choose at least one scope' })
    .min(1, 'Choose at least one scope')
    .max(API_KEY_SCOPES.length, 'Name each scope once')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once'),
  /** Super admins: the brokerage; others: their own (ignored). */
  brokerageId: z.string().uuid({ message: 'brokerageId must be a UUID' }).optional(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

/** The key in full: shown this once, never again. */
export const createApiKeyResponse = z.object({ apiKey: apiKeySchema, key: z.string() });
export type CreatedApiKey = z.infer<typeof createApiKeyResponse>;

// DELETE /api/api-keys/{keyId} revokes (okResponse); a revoked key answers 401 from then on.
