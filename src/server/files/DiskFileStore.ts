import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../errors';
import { FILE_KEY, type FileStore, type StoredFile } from './FileStore';
import { storedFileOf } from './storedFileOf';

/** fsync of a file or folder by path: a rename is durable only once its folder is synced too. */
async function syncPath(path: string, flags: string): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files on the local disk under one root (DATA_DIR/files), two levels of folders by the key's
 * first characters so no folder holds millions of entries. A write goes to a temporary name in
 * the target folder, is synced, renamed over its final name (atomic on one file system) and the
 * folder synced: a crash leaves the whole file or none, never a torn one under a key.
 */
export class DiskFileStore implements FileStore {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!FILE_KEY.test(key)) throw new AppError('NOT_FOUND');
    return join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async put(data: Uint8Array, name: string): Promise<StoredFile> {
    const key = randomBytes(16).toString('hex');
    const path = this.pathOf(key);
    const folder = join(this.root, key.slice(0, 2), key.slice(2, 4));
    await mkdir(folder, { recursive: true });
    const temp = join(folder, `.${key}.tmp`);
    try {
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, path);
      await syncPath(folder, 'r');
    } catch (e) {
      await rm(temp, { force: true });
      throw e;
    }
    return storedFileOf(key, data, name);
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch (e) {
      throw missing(e);
    }
  }

  async stream(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    try {
      await stat(path);
    } catch (e) {
      throw missing(e);
    }
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    if (!FILE_KEY.test(key)) return false;
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw e;
    }
  }

  /** The root is there (made if not) and writable: a full or read-only disk is what readiness reports. */
  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
    } catch (e) {
      throw new AppError('FILE_STORE_UNAVAILABLE', undefined, undefined, { cause: e });
    }
  }
}

/** A missing file is the caller's NOT_FOUND; any other fault (permissions, disk) stays a 500. */
function missing(e: unknown): unknown {
  return (e as NodeJS.ErrnoException).code === 'ENOENT' ? new AppError('NOT_FOUND') : e;
}
