import { createHash } from 'node:crypto';
import { sniffedType } from '../sniffedType';
import { cleanFileName } from './cleanFileName';
import type { StoredFile } from './FileStore';

/** What every store answers for the bytes it kept: typed by their magic numbers, never by the name or a header. */
export async function storedFileOf(key: string, data: Uint8Array, name: string): Promise<StoredFile> {
  return {
    key,
    name: cleanFileName(name),
    contentType: (await sniffedType(data)) ?? 'application/octet-stream',
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}
