import { afterEach, describe, expect, it, vi } from 'vitest';
import { download, fileNameOf, NO_FILE_NAME } from './download';
import { callRegistry } from './generated/registry';
import type { CallDef } from './callDef';

afterEach(() => vi.unstubAllGlobals());

describe('downloads', () => {
  it('takes the file name from content-disposition', () => {
    expect(fileNameOf('attachment; filename="report 2026.csv"')).toBe('report 2026.csv');
    expect(fileNameOf('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameOf(`attachment; filename="x.pdf"; filename*=UTF-8''relev%C3%A9.pdf`)).toBe('relevé.pdf');
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });

  it('fails clearly when the answer names no file', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('bytes', { status: 200 })));
    const call = callRegistry['globals.version'] as CallDef;
    await expect(download(call)).rejects.toMatchObject({ code: 'NO_FILE_NAME', detail: NO_FILE_NAME });
  });

  it('answers the named file', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('a,b\n1,2\n', { status: 200, headers: { 'content-disposition': 'attachment; filename="rows.csv"' } })));
    const file = await download(callRegistry['globals.version'] as CallDef);
    expect(file.fileName).toBe('rows.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
  });
});
