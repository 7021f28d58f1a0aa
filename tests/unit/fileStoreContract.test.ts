import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore } from '../../src/server/files/DiskFileStore';
import type { FileStore } from '../../src/server/files/FileStore';
import { S3FileStore } from '../../src/server/files/S3FileStore';
import { startS3Server, type S3Server } from '../support/s3Server';
import { repoRoot } from '../support/testApp';

const fixture = (name: string) => new Uint8Array(readFileSync(join(repoRoot, 'tests/fixtures/files', name)));
const quiet = () => {};
const root = mkdtempSync(join(tmpdir(), 'store-contract-'));
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
}, 30_000);
afterAll(async () => {
  await s3?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** The bytes of a stream, and how many chunks they came in. */
async function drain(stream: AsyncIterable<unknown>): Promise<{ data: Buffer; chunks: number }> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return { data: Buffer.concat(parts), chunks: parts.length };
}

/** One contract, every store: what callers (the document library, shipment images, claims) rely on. */
const stores: [string, () => FileStore][] = [
  ['disk', () => new DiskFileStore(join(root, 'disk'))],
  ['s3 (s3rver over HTTP)', () => new S3FileStore(s3.settings, quiet)],
];

for (const [kind, make] of stores) {
  describe(`FileStore contract [${kind}]`, () => {
    let store: FileStore;
    beforeAll(() => {
      store = make();
    });

    it('keeps real files under an opaque key, typed by their bytes, and gives them back whole', async () => {
      const pdf = fixture('bill-of-lading.pdf');
      const kept = await store.put(pdf, '../../etc/passwd.png');
      expect(kept.key).toMatch(/^[0-9a-f]{32}$/);
      expect(kept).toMatchObject({ name: 'passwd.png', contentType: 'application/pdf', size: pdf.length });
      expect(kept.sha256).toBe(await crypto.subtle.digest('SHA-256', pdf).then((d) => Buffer.from(d).toString('hex')));
      expect((await store.get(kept.key)).equals(Buffer.from(pdf))).toBe(true);
      expect((await drain(await store.stream(kept.key))).data.equals(Buffer.from(pdf))).toBe(true);
      expect(await store.exists(kept.key)).toBe(true);
      // The declared name never types a file: a JPEG named .pdf is a JPEG, an HTML page named .png is nothing displayable.
      expect((await store.put(fixture('pallet.jpg'), 'scan.pdf')).contentType).toBe('image/jpeg');
      expect((await store.put(fixture('page-renamed.png'), 'page.png')).contentType).toBe('application/octet-stream');
      expect((await store.put(fixture('three-pages.tif'), 'x')).contentType).toBe('image/tiff');
    });

    it('streams a large file in pieces, byte-identical', async () => {
      const big = new Uint8Array(randomBytes(3 * 1024 * 1024 + 17));
      const kept = await store.put(big, 'big.bin');
      const read = await drain(await store.stream(kept.key));
      expect(read.chunks).toBeGreaterThan(1);
      expect(read.data.equals(Buffer.from(big))).toBe(true);
    });

    it('gives every put its own key, even of the same bytes at once', async () => {
      const data = fixture('receipt.png');
      const kept = await Promise.all(Array.from({ length: 8 }, (_, i) => store.put(data, `r${i}.png`)));
      expect(new Set(kept.map((k) => k.key)).size).toBe(8);
      expect(new Set(kept.map((k) => k.sha256)).size).toBe(1);
      for (const k of kept) expect((await store.get(k.key)).equals(Buffer.from(data))).toBe(true);
    });

    it('answers NOT_FOUND for a missing key and refuses anything that is not a key', async () => {
      const missing = randomBytes(16).toString('hex');
      await expect(store.get(missing)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
      await expect(store.stream(missing)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await store.exists(missing)).toBe(false);
      for (const bad of ['../a', '..', `${'a'.repeat(31)}/`, 'A'.repeat(32), '', `../${'a'.repeat(32)}`]) {
        await expect(store.get(bad)).rejects.toMatchObject({ code: 'NOT_FOUND' });
        expect(await store.exists(bad)).toBe(false);
      }
    });

    it('removes files, and removing twice (a retried delete) is fine', async () => {
      const kept = await store.put(fixture('receipt.png'), 'r.png');
      await store.remove(kept.key);
      await store.remove(kept.key);
      expect(await store.exists(kept.key)).toBe(false);
      await expect(store.get(kept.key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('says it can be written now (the readiness probe)', async () => {
      await expect(store.check()).resolves.toBeUndefined();
    });
  });
}

/** A TCP relay that forwards `limit` bytes of each request, then cuts the connection: a network lost mid-upload. */
async function cuttingRelay(target: number, limit: number): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: target });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
    }
    let sent = 0;
    client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (sent <= limit) upstream.write(chunk);
      else {
        upstream.write(chunk.subarray(0, chunk.length - (sent - limit)));
        client.destroy();
        upstream.destroy();
      }
    });
    upstream.pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    port: (server.address() as { port: number }).port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

describe('S3FileStore faults', () => {
  it('answers no key for an upload cut mid-body, so nothing can ever name a torn object', async () => {
    // S3 itself makes a PutObject visible whole or not at all (and checks the signed SHA-256 of the body);
    // s3rver does neither and keeps what it got under the new key: that leftover is named by no key a caller
    // was given, so no row can point at it. What the store must do, and does, is fail the put (503).
    const relay = await cuttingRelay(Number(new URL(s3.settings.endpoint).port), 256 * 1024);
    try {
      const store = new S3FileStore({ ...s3.settings, endpoint: `http://127.0.0.1:${relay.port}` }, quiet);
      await expect(store.put(new Uint8Array(randomBytes(2 * 1024 * 1024)), 'cut.bin')).rejects.toMatchObject({ code: 'FILE_STORE_UNAVAILABLE', status: 503 });
    } finally {
      await relay.close();
    }
  });

  it('answers FILE_STORE_UNAVAILABLE (503), never NOT_FOUND or a raw error, when the bucket cannot be reached', async () => {
    const warned: string[] = [];
    const gone = await startS3Server('gone');
    const store = new S3FileStore(gone.settings, (m) => warned.push(m));
    const kept = await store.put(fixture('receipt.png'), 'r.png');
    await gone.stop();
    for (const call of [() => store.put(fixture('receipt.png'), 'r.png'), () => store.get(kept.key), () => store.stream(kept.key), () => store.exists(kept.key), () => store.remove(kept.key), () => store.check()]) {
      await expect(call()).rejects.toMatchObject({ code: 'FILE_STORE_UNAVAILABLE', status: 503 });
    }
    expect(warned.length).toBe(6);
    expect(warned[0]).toMatch(/bucket gone/);
  }, 30_000);

  it('gives up on a store that accepts connections but never answers', async () => {
    const held = new Set<Socket>();
    const silent = createServer((socket) => void held.add(socket));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const port = (silent.address() as { port: number }).port;
    try {
      const store = new S3FileStore({ ...s3.settings, endpoint: `http://127.0.0.1:${port}` }, quiet, 300);
      const t0 = Date.now();
      await expect(store.put(fixture('receipt.png'), 'r.png')).rejects.toMatchObject({ code: 'FILE_STORE_UNAVAILABLE' });
      await expect(store.check()).rejects.toMatchObject({ code: 'FILE_STORE_UNAVAILABLE' });
      expect(Date.now() - t0).toBeLessThan(5000);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });

  it('is not ready when the bucket does not exist or the credentials are refused', async () => {
    const noBucket = new S3FileStore({ ...s3.settings, bucket: 'no-such-bucket' }, quiet);
    await expect(noBucket.check()).rejects.toMatchObject({ code: 'FILE_STORE_UNAVAILABLE' });
    await expect(noBucket.put(fixture('receipt.png'), 'r.png')).rejects.toMatchObject({ code: 'FILE_STORE_UNAVAILABLE' });
    // (s3rver checks the access key, not the SigV4 signature: an unknown key is what it refuses.)
    const stranger = new S3FileStore({ ...s3.settings, accessKeyId: 'NOT-A-KEY' }, quiet);
    await expect(stranger.put(fixture('receipt.png'), 'r.png')).rejects.toMatchObject({ code: 'FILE_STORE_UNAVAILABLE' });
    await expect(stranger.check()).rejects.toMatchObject({ code: 'FILE_STORE_UNAVAILABLE' });
  });
});
