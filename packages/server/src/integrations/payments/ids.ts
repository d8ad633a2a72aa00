import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A random id shaped like the provider's: `cus_`, `card_`, `ch_`, `re_` or `tok_` and 24 characters. */
export function providerId(prefix: 'cus' | 'card' | 'ch' | 're' | 'tok', length = 24): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  for (const byte of bytes) {
    // 248 = 4 * 62: rejecting larger bytes keeps the characters uniform.
    if (byte < 248) id += ALPHABET[byte % 62];
    if (id.length === length) break;
  }
  return id.length === length ? `${prefix}_${id}` : providerId(prefix, length);
}
