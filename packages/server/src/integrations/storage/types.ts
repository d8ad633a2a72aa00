/** What a stored file weighs: its size in bytes and the hex SHA-256 of its content. */
export interface StoredFile {
  size: number;
  sha256: string;
}

/**
 * File storage behind one interface (architecture: integrations with a real local default).
 * Keys are slash-separated relative paths such as `TEN-2026-100001/20261115/Declarations-….pdf`.
 */
export interface FileStorage {
  /** Where the bytes live; recorded in documents.storage. */
  readonly kind: 'local' | 's3';
  /** Stores (or replaces) the file at `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredFile>;
  /** The file's bytes, or null when nothing is stored at `key`. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes what writers that stopped part-way left behind, older than `olderThanMs` (local disk:
   * the half-written files of its `.writing` folder; S3 stores an object whole or not at all).
   * Answers how many it removed.
   */
  removeAbandonedWrites(olderThanMs: number): Promise<number>;
  /**
   * A URL that downloads the file for `ttlSeconds` under `downloadName`, or null when the storage
   * has no URLs of its own and the app must serve the bytes itself (local disk).
   */
  signedUrl(key: string, ttlSeconds: number, downloadName: string): Promise<string | null>;
}
