import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './types.ts';

export type { FileStorage, StoredFile } from './types.ts';
export { InvalidStorageKeyError, keyFileName, keySegments } from './keys.ts';
export { createLocalDiskStorage } from './local-disk-storage.ts';
export { createS3Storage } from './s3-storage.ts';

/** The folder local storage uses: STORAGE_DIR, or `files` in the data folder. */
export function storageDir(config: Pick<Config, 'STORAGE_DIR' | 'dataDir'>): string {
  return config.STORAGE_DIR ? path.resolve(config.STORAGE_DIR) : path.join(config.dataDir, 'files');
}

/** S3 when S3_BUCKET is set, otherwise files on local disk. */
export function createFileStorage(
  config: Pick<Config, 'STORAGE_DIR' | 'dataDir' | 'S3_BUCKET' | 'S3_REGION'>,
): FileStorage {
  if (config.S3_BUCKET) return createS3Storage({ bucket: config.S3_BUCKET, region: config.S3_REGION });
  return createLocalDiskStorage(storageDir(config));
}
