const MAX_KEY_LENGTH = 1024;
// Control characters and backslashes are never part of a key (a backslash is a separator on Windows).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 200))}: ${reason}`);
  }
}

/**
 * Checks that a key is a plain relative path: non-empty segments, none of them '.' or '..', no
 * leading slash, no backslash or control character. Returns its segments.
 */
export function keySegments(key: string): string[] {
  if (key.length === 0) throw new InvalidStorageKeyError(key, 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidStorageKeyError(key, 'too long');
  if (FORBIDDEN.test(key)) throw new InvalidStorageKeyError(key, 'forbidden character');
  const segments = key.split('/');
  for (const segment of segments) {
    if (segment === '') throw new InvalidStorageKeyError(key, 'empty path segment');
    if (segment === '.' || segment === '..') throw new InvalidStorageKeyError(key, 'relative path segment');
  }
  return segments;
}

/** The final segment of a key: the file name. */
export function keyFileName(key: string): string {
  return keySegments(key).at(-1)!;
}
