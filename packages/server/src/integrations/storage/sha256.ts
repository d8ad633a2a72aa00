import { createHash } from 'node:crypto';
import type { StoredFile } from './types.ts';

export function describeBytes(bytes: Uint8Array): StoredFile {
  return { size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}
