import { request } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../support/testApp';

const base = inject('baseURL');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
}

/** A GET as a browser sends it, read as it comes over the wire (no decoding). */
function get(path: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (d: Buffer) => (bytes += d.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The first script's biggest file (the page's own HTML names the entry; the shell chunk is the largest). */
const biggestAsset = readdirSync(join(repoRoot, 'dist/assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ f, size: readFileSync(join(repoRoot, 'dist/assets', f)).length }))
  .sort((a, b) => b.size - a.size)[0]!;
const tinyAsset = readdirSync(join(repoRoot, 'dist/assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ f, size: readFileSync(join(repoRoot, 'dist/assets', f)).length }))
  .sort((a, b) => a.size - b.size)[0]!;

describe('what the server sends: compression and caching', () => {
  it('sends a hashed asset in br or gzip as the browser accepts, immutable for a year', async () => {
    const path = `/assets/${biggestAsset.f}`;
    const br = await get(path, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.bytes).toBeLessThan(biggestAsset.size / 2);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);

    const gzip = await get(path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.bytes).toBeLessThan(biggestAsset.size / 2);

    const plain = await get(path, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes).toBe(biggestAsset.size);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a tiny asset as it is', async () => {
    expect(tinyAsset.size).toBeLessThan(1024);
    const tiny = await get(`/assets/${tinyAsset.f}`, 'gzip, br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.bytes).toBe(tinyAsset.size);
  });

  it('compresses a JSON answer as the browser accepts, and not a tiny one', async () => {
    const br = await get('/api/docs/openapi.json', 'br, gzip');
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await get('/api/docs/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/api/docs/openapi.json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.bytes).toBeLessThan(plain.bytes / 4);

    const tiny = await get('/api/version', 'br, gzip');
    expect(tiny.bytes).toBeLessThan(1024);
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('has index.html and every route of the browser app revalidated (no-cache)', async () => {
    for (const path of ['/index.html', '/MANITOULIN/login', '/MANITOULIN/pages/MTDPUDATE', '/no/such/page']) {
      const answer = await get(path, 'gzip, br');
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toMatch(/text\/html/);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
  });
});
