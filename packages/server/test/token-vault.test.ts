import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTokenVault,
  KEY_FILE_NAME,
  TokenKeyError,
} from '../src/integrations/accounting/token-vault.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bm-vault-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const key = () => randomBytes(32).toString('base64');
const CONTEXT = 'accounting_connections:quickbooks:refresh_token';

describe('the accounting token vault (AES-256-GCM)', () => {
  it('opens what it sealed, and nothing altered: another key, another column, a changed byte', () => {
    const vault = createTokenVault({
      ACCOUNTING_TOKEN_KEY: key(),
      DOCUMENT_LINK_SECRET: undefined,
      dataDir: dataDir(),
    });
    const sealed = vault.seal('AB11-refresh-token', CONTEXT);
    expect(sealed).not.toContain('AB11');
    expect(vault.open(sealed, CONTEXT)).toEqual({ value: 'AB11-refresh-token', stale: false });
    const other = createTokenVault({
      ACCOUNTING_TOKEN_KEY: key(),
      DOCUMENT_LINK_SECRET: undefined,
      dataDir: dataDir(),
    });
    expect(() => other.open(sealed, CONTEXT)).toThrow(TokenKeyError);
    expect(() => vault.open(sealed, 'accounting_connections:quickbooks:access_token')).toThrow(TokenKeyError);
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() => vault.open(`${sealed.slice(0, -2)}${last}${sealed.at(-1)}`, CONTEXT)).toThrow(TokenKeyError);
    // A token stored in clear (before encryption) is read, to be sealed again.
    expect(vault.open('plain', CONTEXT)).toEqual({ value: 'plain', stale: true });
  });

  it('without a key of its own: derived from DOCUMENT_LINK_SECRET, else a key file made once, owner-only', () => {
    const dir = dataDir();
    const secret = 'a'.repeat(40);
    const derived = createTokenVault({
      ACCOUNTING_TOKEN_KEY: undefined,
      DOCUMENT_LINK_SECRET: secret,
      dataDir: dir,
    });
    expect(derived.keySource).toBe('DOCUMENT_LINK_SECRET');
    const sealed = derived.seal('token', CONTEXT);
    expect(
      createTokenVault({
        ACCOUNTING_TOKEN_KEY: undefined,
        DOCUMENT_LINK_SECRET: secret,
        dataDir: dataDir(),
      }).open(sealed, CONTEXT).value,
    ).toBe('token');

    const filed = createTokenVault({
      ACCOUNTING_TOKEN_KEY: undefined,
      DOCUMENT_LINK_SECRET: undefined,
      dataDir: dir,
    });
    expect(filed.keySource).toBe('key file');
    const inFile = filed.seal('token', CONTEXT);
    const file = path.join(dir, KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    // Another process on the same data folder reads the same key.
    expect(
      createTokenVault({
        ACCOUNTING_TOKEN_KEY: undefined,
        DOCUMENT_LINK_SECRET: undefined,
        dataDir: dir,
      }).open(inFile, CONTEXT),
    ).toEqual({ value: 'token', stale: false });

    // Setting ACCOUNTING_TOKEN_KEY later: what the older keys sealed still opens, marked to seal again.
    const configured = createTokenVault({
      ACCOUNTING_TOKEN_KEY: key(),
      DOCUMENT_LINK_SECRET: secret,
      dataDir: dir,
    });
    expect(configured.open(sealed, CONTEXT)).toEqual({ value: 'token', stale: true });
    expect(configured.open(inFile, CONTEXT)).toEqual({ value: 'token', stale: true });
    expect(configured.open(configured.seal('token', CONTEXT), CONTEXT).stale).toBe(false);
  });
});
