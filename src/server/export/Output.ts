import { PassThrough } from 'node:stream';
import { once } from 'node:events';

/** How long a write may wait for a client that does not read. */
const STALL_MS = 120_000;

/**
 * The byte stream an export writes into, handed to Fastify as the answer. A
 * write waits while the client is slower than the database (backpressure), and
 * fails at once when the export is aborted, so no work piles up for nobody.
 */
export class Output {
  readonly stream = new PassThrough({ highWaterMark: 256 * 1024 });
  bytes = 0;

  constructor(private readonly signal: AbortSignal) {}

  async write(chunk: Buffer | string): Promise<void> {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (!buf.length) return;
    if (this.signal.aborted) throw this.signal.reason ?? new Error('aborted');
    this.bytes += buf.length;
    // A client that stays connected but stops reading is given up on, so a database cursor is never held for ever.
    if (!this.stream.write(buf)) await once(this.stream, 'drain', { signal: AbortSignal.any([this.signal, AbortSignal.timeout(STALL_MS)]) });
  }
}
