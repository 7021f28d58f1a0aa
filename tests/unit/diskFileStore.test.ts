import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore } from '../../src/server/files/DiskFileStore';
import { fileStoreFrom } from '../../src/server/files/fileStoreFrom';
import { repoRoot } from '../support/testApp';

vi.mock('node:fs/promises', async (original) => {
  const real = await original<typeof import('node:fs/promises')>();
  return { ...real, rename: vi.fn(real.rename) };
});

const fixture = (name: string) => new Uint8Array(readFileSync(join(repoRoot, 'tests/fixtures/files', name)));
const root = mkdtempSync(join(tmpdir(), 'store-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file under a folder, recursively, by relative path. */
const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));

describe('DiskFileStore', () => {
  const store = new DiskFileStore(join(root, 'a'));

  it('keeps real files under an opaque key, typed by their bytes, and gives them back', async () => {
    const pdf = fixture('bill-of-lading.pdf');
    const kept = await store.put(pdf, '../../etc/passwd.png');
    expect(kept.key).toMatch(/^[0-9a-f]{32}$/);
    expect(kept).toMatchObject({ name: 'passwd.png', contentType: 'application/pdf', size: pdf.length });
    expect(kept.sha256).toHaveLength(64);
    expect(Buffer.compare(await store.get(kept.key), Buffer.from(pdf))).toBe(0);
    const chunks: Buffer[] = [];
    for await (const c of await store.stream(kept.key)) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(Buffer.from(pdf))).toBe(true);
    // Two levels of folders by the key; nothing else on disk (no temporary file left).
    expect(filesUnder(join(root, 'a'))).toEqual([join(root, 'a', kept.key.slice(0, 2), kept.key.slice(2, 4), kept.key)]);
    const jpeg = await store.put(fixture('pallet.jpg'), 'scan.pdf');
    expect(jpeg.contentType).toBe('image/jpeg');
    const html = await store.put(fixture('page-renamed.png'), 'page.png');
    expect(html.contentType).toBe('application/octet-stream');
  });

  it('answers NOT_FOUND for a missing key and refuses anything that is not a key', async () => {
    await expect(store.get('0'.repeat(32))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(store.stream('0'.repeat(32))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    for (const bad of ['../a', '..', `${'a'.repeat(31)}/`, 'A'.repeat(32), '']) await expect(store.get(bad)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('removes files, and removing twice is fine', async () => {
    const kept = await store.put(fixture('receipt.png'), 'r.png');
    await store.remove(kept.key);
    await store.remove(kept.key);
    await expect(store.get(kept.key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves nothing under any key when the write fails before its rename', async () => {
    const dir = join(root, 'b');
    const failing = new DiskFileStore(dir);
    vi.mocked(fsp.rename).mockRejectedValueOnce(Object.assign(new Error('disk gone'), { code: 'EIO' }));
    await expect(failing.put(fixture('bill-of-lading.pdf'), 'x.pdf')).rejects.toThrow('disk gone');
    expect(filesUnder(dir)).toEqual([]);
  });

  it('is chosen from the settings: disk under DATA_DIR/files by default, and no silent fallback for another kind', () => {
    expect((fileStoreFrom({ dataDir: root }) as DiskFileStore).root).toBe(join(root, 'files'));
    expect((fileStoreFrom({ dataDir: root, fileStore: 'disk' }) as DiskFileStore).root).toBe(join(root, 'files'));
    expect(() => fileStoreFrom({ dataDir: root, fileStore: 'ftp' })).toThrow('FILE_STORE=ftp is not a store: use disk (the default) or s3');
  });
});
