import type { Readable } from 'node:stream';

/** What the store answers for a file it kept: callers keep these in their own rows. */
export interface StoredFile {
  /** The store's opaque name of the file (32 hex characters): never a path, never the user's name. */
  key: string;
  /** The name the file came with, cleaned (last path part, no control characters): for downloads only. */
  name: string;
  /** The media type its bytes are (magic numbers), never the declared one; application/octet-stream when unknown. */
  contentType: string;
  size: number;
  /** SHA-256 of the bytes, hex: lets a caller notice a file changed or tell two equal uploads apart. */
  sha256: string;
}

/**
 * Where uploaded and generated documents live (issue 13: shipment images, the document
 * library, the wizard's output). The store checks no access: a caller reaches a key only
 * through a row its data layer found in the caller's scope, and serves it after that check.
 * Two implementations, chosen at start by FILE_STORE (fileStoreFrom): DiskFileStore (DATA_DIR/files,
 * the default) and S3FileStore (a bucket of any S3-compatible store). Both answer the same contract
 * (tests/unit/fileStoreContract.test.ts runs one suite against each).
 */
export interface FileStore {
  /** Keeps the bytes atomically (whole or not at all) and answers its key and sniffed type. */
  put(data: Uint8Array, name: string): Promise<StoredFile>;
  /** The whole file; NOT_FOUND (AppError) when the key names nothing. */
  get(key: string): Promise<Buffer>;
  /** The file as a stream, for large downloads; NOT_FOUND when the key names nothing. */
  stream(key: string): Promise<Readable>;
  /** Removes the file; removing a missing one is not an error (a retried delete). */
  remove(key: string): Promise<void>;
  /** Whether a file is kept under the key (false for anything that is not a key). */
  exists(key: string): Promise<boolean>;
  /** Resolves when the store can be written now; FILE_STORE_UNAVAILABLE (AppError, 503) when not: the readiness probe. */
  check(): Promise<void>;
}

/** A key the store makes: anything else (a path, dots, another length) is refused before touching the disk. */
export const FILE_KEY = /^[0-9a-f]{32}$/;
