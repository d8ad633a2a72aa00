import { hash, verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../../db/seed.ts';
import { randomToken } from '../../lib/crypto.ts';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password against a stored hash, or against a throwaway hash when there is no user,
 * so that an unknown email takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
