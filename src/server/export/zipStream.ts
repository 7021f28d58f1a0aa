import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import yazl from 'yazl';
import type { Output } from './Output';

/**
 * yazl checksums every byte with buffer-crc32, a byte-at-a-time JavaScript loop (about 140–350 MB/s here,
 * where node:zlib's crc32 does 2.5 GB/s): for an XLSX that was the largest single cost of the export, more
 * than deflating. The same function is pointed at Node's native one, which computes the same CRC-32
 * (what buffer-crc32's open pull request #37, by yazl's author, does upstream; remove this when it is
 * released). The module is the very one yazl requires, resolved from yazl's own folder.
 */
const yazlCrc32 = createRequire(createRequire(import.meta.url).resolve('yazl'))('buffer-crc32') as { unsigned: (buf: Buffer, previous?: number | Buffer) => number };
const jsUnsigned = yazlCrc32.unsigned;
yazlCrc32.unsigned = (buf, previous) => (Buffer.isBuffer(buf) && (previous === undefined || typeof previous === 'number') ? crc32(buf, previous ?? 0) : jsUnsigned(buf, previous));

export interface ZipEntry {
  write(data: Buffer | string): Promise<void>;
  close(): Promise<void>;
}

// Fast deflate: a spreadsheet's XML is very repetitive, level 1 already packs it about ten to one.
const LEVEL = 1;

/**
 * A zip written as it goes, by yazl (deflate by zlib, sizes in data
 * descriptors, Zip64 when an entry or the file passes 4 GiB): an entry is
 * streamed through, never held whole, and the archive's bytes go to the
 * export's output with its backpressure.
 */
export class ZipStream {
  private readonly zip = new yazl.ZipFile();
  private readonly piped: Promise<void>;

  constructor(out: Output) {
    this.piped = (async () => {
      for await (const chunk of this.zip.outputStream) await out.write(chunk as Buffer);
    })();
    // Not awaited until finish: a failure of the output surfaces there (and stops the export).
    this.piped.catch(() => undefined);
  }

  /** Starts an entry; write its data, then `close` it before the next. */
  async entry(fileName: string): Promise<ZipEntry> {
    const data = new PassThrough({ highWaterMark: 256 * 1024 });
    this.zip.addReadStream(data, fileName, { compressionLevel: LEVEL });
    return {
      write: async (chunk) => {
        if (!data.write(chunk)) await Promise.race([once(data, 'drain'), this.piped]);
      },
      close: async () => {
        data.end();
      },
    };
  }

  /** A whole small entry. */
  async file(fileName: string, text: string): Promise<void> {
    this.zip.addBuffer(Buffer.from(text, 'utf8'), fileName, { compressionLevel: LEVEL });
  }

  /** The central directory, then the end of the output. */
  async finish(): Promise<void> {
    this.zip.end();
    await this.piped;
  }
}
