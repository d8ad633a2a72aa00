import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InvalidStorageKeyError, keySegments } from './keys.ts';
import { describeBytes } from './sha256.ts';
import type { FileStorage } from './types.ts';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Files on local disk under `root` (the default storage). A key maps to a path below the root; keys
 * that are not plain relative paths are refused, and the resolved path is checked to stay inside.
 * The app serves these files itself through signed, expiring links (signedUrl returns null).
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function pathOf(key: string): string {
    const target = path.resolve(base, ...keySegments(key));
    const relative = path.relative(base, target);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new InvalidStorageKeyError(key, 'outside the storage folder');
    }
    return target;
  }

  return {
    kind: 'local',
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return describeBytes(bytes);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async signedUrl() {
      return null;
    },
  };
}
