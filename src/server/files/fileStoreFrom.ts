import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore } from './DiskFileStore';
import type { FileStore } from './FileStore';

/**
 * The store a process uses: files under DATA_DIR/files. FILE_STORE=s3 (a bucket) is
 * refused at start until its implementation lands: an interface without a client would be
 * a store that loses files, so no silent fallback to disk.
 */
export function fileStoreFrom(settings: { dataDir: string; fileStore?: string }): FileStore {
  const kind = settings.fileStore ?? 'disk';
  if (kind !== 'disk') throw new Error(`FILE_STORE=${kind} is not available: only "disk" is built (src/server/files/FileStore.ts is the interface a bucket store implements)`);
  return new DiskFileStore(join(settings.dataDir, 'files'));
}

/** A store in a fresh temporary folder: for a server built without one (tests, tools). */
export function temporaryFileStore(): FileStore {
  return new DiskFileStore(mkdtempSync(join(tmpdir(), 'portal-files-')));
}
