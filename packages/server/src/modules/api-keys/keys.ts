import { randomBytes } from 'node:crypto';
import { API_KEY_SCOPES, type ApiKeyScope } from '@bm/domain';
import { sha256 } from '../../lib/crypto.ts';

/** Every key starts so, to be recognised in a header or a leaked file (`bmk_` + 43 characters). */
export const API_KEY_START = 'bmk_';
/** How many characters after `bmk_` a key is listed by. */
export const API_KEY_PREFIX_LENGTH = 8;
const KEY_SHAPE = /^bmk_[A-Za-z0-9_-]{43}$/;

export interface NewApiKey {
  /** The key in full: answered once, never stored. */
  key: string;
  /** Its SHA-256 (hex): what is stored and looked up. */
  hash: string;
  prefix: string;
}

/** A new key: `bmk_` and 32 random bytes in base64url. */
export function newApiKey(): NewApiKey {
  const secret = randomBytes(32).toString('base64url');
  const key = `${API_KEY_START}${secret}`;
  return { key, hash: sha256(key), prefix: secret.slice(0, API_KEY_PREFIX_LENGTH) };
}

/**
 * The key an `Authorization: Bearer bmk_…` header carries, or null when the request brings none
 * (no header, or another kind of credential). A malformed `bmk_` value is returned as it is, to be
 * refused as an invalid key rather than read as no key at all.
 */
export function keyOfHeader(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(bmk_\S*)\s*$/i.exec(authorization);
  return match ? match[1]! : null;
}

/** The hash to look a presented key up by, or null when it cannot be one of ours. */
export function lookupHash(key: string): string | null {
  return KEY_SHAPE.test(key) ? sha256(key) : null;
}

/** Whether a stored scope is one of the catalogue's (a scope retired from it grants nothing). */
export function isApiKeyScope(value: string): value is ApiKeyScope {
  return (API_KEY_SCOPES as readonly string[]).includes(value);
}
