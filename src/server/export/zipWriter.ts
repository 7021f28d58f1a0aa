import { crc32, deflateRaw, deflateRawSync, constants } from 'node:zlib';
import { promisify } from 'node:util';
import type { Output } from './Output';

const deflate = promisify(deflateRaw);
// Each chunk is compressed on its own and ends on a byte boundary (sync flush); an
// empty final block closes the entry. Concatenated, they are one valid deflate stream.
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));
const CHUNK = 128 * 1024;
const FLAGS = 0x0808; // sizes in a data descriptor after the data; UTF-8 names
const MAX32 = 0xffffffff;

function dosDateTime(d: Date): [number, number] {
  const time = (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2);
  const date = ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate();
  return [time, date];
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/**
 * A streaming zip writer: entries are deflated as they are written and never
 * held whole, their sizes and CRC-32 follow in data descriptors, the central
 * directory closes the file. Without Zip64, an entry or the file stays under 4 GiB.
 */
export class ZipWriter {
  private offset = 0;
  private readonly done: Written[] = [];
  private readonly stamp = dosDateTime(new Date());

  constructor(private readonly out: Output, private readonly level = constants.Z_BEST_SPEED) {}

  private async put(buf: Buffer): Promise<void> {
    this.offset += buf.length;
    if (this.offset > MAX32) throw new Error('The file is too large for a zip without Zip64');
    await this.out.write(buf);
  }

  /** Starts an entry; write its data with the answer's `write`, then `close` it before the next. */
  async entry(fileName: string): Promise<{ write(data: Buffer | string): Promise<void>; close(): Promise<void> }> {
    const name = Buffer.from(fileName, 'utf8');
    const entry: Written = { name, crc: 0, compressed: 0, size: 0, offset: this.offset };
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(FLAGS, 6);
    head.writeUInt16LE(8, 8);
    head.writeUInt16LE(this.stamp[0], 10);
    head.writeUInt16LE(this.stamp[1], 12);
    head.writeUInt16LE(name.length, 26);
    await this.put(Buffer.concat([head, name]));
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async (last: boolean) => {
      if (pendingBytes) {
        const data = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        entry.crc = crc32(data, entry.crc);
        entry.size += data.length;
        const packed = await deflate(data, { level: this.level, finishFlush: constants.Z_SYNC_FLUSH });
        entry.compressed += packed.length;
        await this.put(packed);
      }
      if (last) {
        entry.compressed += FINAL_BLOCK.length;
        await this.put(FINAL_BLOCK);
      }
    };
    return {
      write: async (data) => {
        const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
        pending.push(buf);
        pendingBytes += buf.length;
        if (pendingBytes >= CHUNK) await flush(false);
      },
      close: async () => {
        await flush(true);
        if (entry.size > MAX32) throw new Error('The entry is too large for a zip without Zip64');
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(entry.crc >>> 0, 4);
        descriptor.writeUInt32LE(entry.compressed, 8);
        descriptor.writeUInt32LE(entry.size, 12);
        await this.put(descriptor);
        this.done.push(entry);
      },
    };
  }

  /** Writes a whole small entry. */
  async file(fileName: string, data: string): Promise<void> {
    const e = await this.entry(fileName);
    await e.write(data);
    await e.close();
  }

  /** The central directory and its end record. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.done) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(FLAGS, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt16LE(this.stamp[0], 12);
      h.writeUInt16LE(this.stamp[1], 14);
      h.writeUInt32LE(e.crc >>> 0, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      await this.put(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.done.length, 8);
    end.writeUInt16LE(this.done.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
  }
}
