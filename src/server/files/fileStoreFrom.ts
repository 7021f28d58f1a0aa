import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore } from './DiskFileStore';
import type { FileStore } from './FileStore';
import { S3FileStore } from './S3FileStore';
import { s3SettingsOf, s3VariablesOf, type S3Variables } from './s3Settings';

/**
 * The store a process uses (FILE_STORE): `disk` (the default) keeps files under DATA_DIR/files;
 * `s3` in a bucket named by the S3_* settings, checked here. Any other value stops the start:
 * no silent fallback to disk, which would keep files where the other servers cannot read them.
 */
export function fileStoreFrom(settings: { dataDir: string; fileStore?: string; s3?: S3Variables }, warn?: (message: string) => void): FileStore {
  const kind = settings.fileStore ?? 'disk';
  if (kind === 'disk') return new DiskFileStore(join(settings.dataDir, 'files'));
  if (kind === 's3') return new S3FileStore(s3SettingsOf(settings.s3 ?? s3VariablesOf({})), warn);
  throw new Error(`FILE_STORE=${kind} is not a store: use disk (the default) or s3`);
}

/** A store in a fresh temporary folder: for a server built without one (tests, tools). */
export function temporaryFileStore(): FileStore {
  return new DiskFileStore(mkdtempSync(join(tmpdir(), 'portal-files-')));
}
