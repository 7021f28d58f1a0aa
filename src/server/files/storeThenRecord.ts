import type { FileStore, StoredFile } from './FileStore';

/**
 * Keeps files, then records them: each file is written atomically first, then `record` writes
 * the rows naming them (one transaction); if the rows fail, the files just written are removed,
 * so a refused or failed request leaves neither rows nor files. (A crash between the two steps
 * can leave an unnamed file on disk, never a row naming a missing or torn file.)
 */
export async function storeThenRecord<R>(store: FileStore, files: { data: Uint8Array; name: string }[], record: (stored: StoredFile[]) => Promise<R>): Promise<R> {
  const stored: StoredFile[] = [];
  try {
    for (const f of files) stored.push(await store.put(f.data, f.name));
    return await record(stored);
  } catch (e) {
    await Promise.all(stored.map((s) => store.remove(s.key).catch(() => {})));
    throw e;
  }
}
