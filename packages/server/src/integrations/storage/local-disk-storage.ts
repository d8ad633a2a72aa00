import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InvalidStorageKeyError, keySegments } from './keys.ts';
import { describeBytes } from './sha256.ts';
import type { FileStorage } from './types.ts';

/** The folder under the root where files are written before they are moved into place. */
export const WRITING_FOLDER = '.writing';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Files on local disk under `root` (the default storage). A key maps to a path below the root; keys
 * that are not plain relative paths are refused, and the resolved path is checked to stay inside.
 * The app serves these files itself through signed, expiring links (signedUrl returns null).
 *
 * A file is written whole under `.writing/` and then renamed to its key (one rename, on the same
 * disk, replaces the file at once), so no key ever names half a file, even when the process is
 * killed mid-write: what it leaves is in `.writing/`, which removeAbandonedWrites empties.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const writing = path.join(base, WRITING_FOLDER);

  function pathOf(key: string): string {
    const segments = keySegments(key);
    if (segments[0] === WRITING_FOLDER) throw new InvalidStorageKeyError(key, 'reserved folder');
    const target = path.resolve(base, ...segments);
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
      await Promise.all([
        mkdir(path.dirname(target), { recursive: true }),
        mkdir(writing, { recursive: true }),
      ]);
      const temporary = path.join(writing, `${randomBytes(8).toString('hex')}.tmp`);
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
    async removeAbandonedWrites(olderThanMs) {
      let names: string[];
      try {
        names = await readdir(writing);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      const before = Date.now() - olderThanMs;
      let removed = 0;
      for (const name of names) {
        const file = path.join(writing, name);
        // A writer that is alive renames its file within moments; one this old was left by a stopped one.
        const info = await stat(file).catch(() => null);
        if (!info || info.mtimeMs > before) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
    async signedUrl() {
      return null;
    },
  };
}
