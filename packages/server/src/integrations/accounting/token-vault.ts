import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * The accounting connection's OAuth tokens at rest (docs/decisions/0050): AES-256-GCM with a
 * random 12-byte IV per value and its 16-byte tag checked on reading, bound to the row and column
 * it belongs to (additional authenticated data), so a value copied to another column or provider
 * does not open. Stored as `enc:v1:{iv}.{tag}.{ciphertext}` (base64url). A value without the prefix
 * is a token written in clear before this change: read as it is, and re-encrypted by the caller.
 */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
export const KEY_FILE_NAME = 'accounting-token.key';

/** The stored tokens do not open with any key this server has (the key changed, or a row was altered). */
export class TokenKeyError extends Error {
  override readonly name = 'TokenKeyError';
}

export interface TokenVault {
  /** Where the key comes from, for the decision record and the logs (never the key). */
  readonly keySource: 'ACCOUNTING_TOKEN_KEY' | 'DOCUMENT_LINK_SECRET' | 'key file';
  seal(value: string, context: string): string;
  /** The value, and whether it must be sealed again (written in clear, or under an older key). */
  open(stored: string, context: string): { value: string; stale: boolean };
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** Decodes ACCOUNTING_TOKEN_KEY: 32 bytes in base64 (or base64url); null when it is not that. */
export function decodeTokenKey(value: string): Buffer | null {
  const trimmed = value.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : null;
}

/** A key for the tokens derived from another secret (HKDF-SHA256, its own label), never the secret itself. */
const derivedKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'bm-accounting-tokens', 'accounting-connection-tokens.v1', 32));

/** The key file in DATA_DIR: read when it exists, else created (owner-only) when `create`. */
function keyFile(dataDir: string, create: boolean): Buffer | null {
  const file = path.join(dataDir, KEY_FILE_NAME);
  if (existsSync(file)) {
    const key = decodeTokenKey(readFileSync(file, 'utf8'));
    if (!key) throw new Error(`${file} does not hold a 32-byte base64 key.`);
    return key;
  }
  if (!create) return null;
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx': never overwrite a key another process wrote meanwhile; read that one instead.
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return keyFile(dataDir, false);
    throw error;
  }
}

type VaultConfig = Pick<Config, 'ACCOUNTING_TOKEN_KEY' | 'DOCUMENT_LINK_SECRET' | 'dataDir'>;

/**
 * The key: ACCOUNTING_TOKEN_KEY; else one derived from DOCUMENT_LINK_SECRET (the server's one
 * configured secret); else a random key kept in DATA_DIR/accounting-token.key, made on first use
 * (the embedded database's default: the key lives beside the data it protects, as the database
 * file does). Tokens sealed under another of these keys still open, and are sealed again under
 * the key in use, so setting ACCOUNTING_TOKEN_KEY later needs no reconnection.
 */
export function createTokenVault(config: VaultConfig): TokenVault {
  const configured = config.ACCOUNTING_TOKEN_KEY ? decodeTokenKey(config.ACCOUNTING_TOKEN_KEY) : null;
  if (config.ACCOUNTING_TOKEN_KEY && !configured)
    throw new Error('ACCOUNTING_TOKEN_KEY must be 32 bytes in base64 (openssl rand -base64 32).');
  const fromSecret = config.DOCUMENT_LINK_SECRET ? derivedKey(config.DOCUMENT_LINK_SECRET) : null;
  const keySource: TokenVault['keySource'] = configured
    ? 'ACCOUNTING_TOKEN_KEY'
    : fromSecret
      ? 'DOCUMENT_LINK_SECRET'
      : 'key file';
  let primary: Buffer | null = configured ?? fromSecret;
  const primaryKey = () => (primary ??= keyFile(config.dataDir, true)!);
  /** Every key a stored value may have been sealed with, the one in use first. */
  const readKeys = (): Buffer[] => {
    const keys = [primaryKey()];
    if (fromSecret && !keys.some((k) => k.equals(fromSecret))) keys.push(fromSecret);
    const file = keySource === 'key file' ? null : keyFile(config.dataDir, false);
    if (file && !keys.some((k) => k.equals(file))) keys.push(file);
    return keys;
  };

  return {
    keySource,
    seal(value, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', primaryKey(), iv);
      cipher.setAAD(Buffer.from(context));
      const encrypted = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return `${PREFIX}${[iv, cipher.getAuthTag(), encrypted].map((b) => b.toString('base64url')).join('.')}`;
    },
    open(stored, context) {
      if (!isSealed(stored)) return { value: stored, stale: true };
      const [iv, tag, encrypted] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !encrypted || iv.length !== IV_BYTES || tag.length !== 16)
        throw new TokenKeyError('The stored token is not in the expected form.');
      for (const [index, key] of readKeys().entries()) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', key, iv);
          decipher.setAAD(Buffer.from(context));
          decipher.setAuthTag(tag);
          const value = Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
          return { value, stale: index > 0 };
        } catch {
          // The tag does not check with this key: try the next one.
        }
      }
      throw new TokenKeyError("The stored token does not open with this server's key.");
    },
  };
}
