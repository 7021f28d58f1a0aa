import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { processDocument } from '../../src/server/documents/processDocument';
import { selectedPages } from '../../src/server/documents/selectedPages';
import { uniqueNames } from '../../src/server/documents/uniqueNames';
import { displayable } from '../../src/server/documents/displayable';
import { sniffedType } from '../../src/server/sniffedType';
import { readPdf } from '../support/readPdf';
import { repoRoot } from '../support/testApp';

/** Real files: a five-page PDF made by pdfkit (each page says its number) and a three-page TIFF scan made by sharp. */
const fixture = (name: string) => new Uint8Array(readFileSync(join(repoRoot, 'tests/fixtures/files', name)));
const FIVE = fixture('five-pages.pdf');
const TIFF = fixture('three-pages.tif');
const titles = async (pdf: Uint8Array) => (await readPdf(Buffer.from(pdf))).map((p) => p.lines[0]?.join(' '));

describe('the page-range rule and names', () => {
  it('expands ranges in order, All to every page, and refuses what the rule refuses', () => {
    expect(selectedPages('1-2', 5, '/p')).toEqual([1, 2]);
    expect(selectedPages('4, 1-2', 5, '/p')).toEqual([4, 1, 2]);
    expect(selectedPages('All', 3, '/p')).toEqual([1, 2, 3]);
    for (const bad of ['0', '3-1', '1-', 'a', '1;2', '1--2', '', 'all'])
      expect(() => selectedPages(bad, 5, '/p')).toThrow(expect.objectContaining({ code: 'VALIDATION', errors: [{ pointer: '/p', message: 'Invalid format' }] }));
  });

  it('refuses a page past the end without building the range', () => {
    expect(() => selectedPages('1-1000000000', 5, '/p')).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ message: 'Page {1} is not in the document ({2} pages)', values: { 1: 1000000000, 2: 5 } })] }));
  });

  it('suffixes duplicate names _1, _2 without meeting a given name', () => {
    expect(uniqueNames(['Invoice', 'Invoice', 'POD', 'Invoice', 'Invoice_1'])).toEqual(['Invoice', 'Invoice_1', 'POD', 'Invoice_2', 'Invoice_1_1']);
  });
});

describe('splitting and converting real files', () => {
  it('splits a PDF into PDFs of the asked pages, text kept, names made unique', async () => {
    const out = await processDocument(FIVE, 'application/pdf', [
      { pdfname: 'Receipt', pdfoutput: 'PDF', pdfpages: '1-2' },
      { pdfname: 'Receipt', pdfoutput: 'PDF', pdfpages: '5, 3' },
    ]);
    expect(out.map((d) => [d.fileName, d.pages, d.contentType])).toEqual([['Receipt.pdf', 2, 'application/pdf'], ['Receipt_1.pdf', 2, 'application/pdf']]);
    expect(await titles(out[0]!.data)).toEqual(['Page 1 of 5', 'Page 2 of 5']);
    expect(await titles(out[1]!.data)).toEqual(['Page 5 of 5', 'Page 3 of 5']);
  });

  it('draws PDF pages into a multi-page TIFF and a JPEG, typed by their bytes', async () => {
    const [tiff, jpeg] = await processDocument(FIVE, 'application/pdf', [
      { pdfname: 'Scan', pdfoutput: 'TIFF', pdfpages: '2-4' },
      { pdfname: 'One', pdfoutput: 'JPEG', pdfpages: '1' },
    ]);
    expect(await sniffedType(tiff!.data)).toBe('image/tiff');
    const meta = await sharp(tiff!.data).metadata();
    expect(meta.pages).toBe(3);
    expect(meta.width).toBe(1275); // Letter at 150 dpi
    expect(await sniffedType(jpeg!.data)).toBe('image/jpeg');
    // The drawn page is not blank: the text leaves dark pixels.
    const stats = await sharp(jpeg!.data).stats();
    expect(stats.channels[0]!.min).toBeLessThan(80);
  });

  it('turns TIFF pages into a PDF, one page each at the scan size', async () => {
    const [pdf] = await processDocument(TIFF, 'image/tiff', [{ pdfname: 'Scan', pdfoutput: 'PDF', pdfpages: '3, 1' }]);
    const pages = await readPdf(Buffer.from(pdf!.data));
    expect(pages).toHaveLength(2);
  });

  it('refuses the whole request on one bad item, and a file that is not a document', async () => {
    await expect(processDocument(FIVE, 'application/pdf', [{ pdfname: 'A', pdfoutput: 'PDF', pdfpages: '1' }, { pdfname: 'B', pdfoutput: 'PDF', pdfpages: '6' }])).rejects.toMatchObject({ code: 'VALIDATION', errors: [expect.objectContaining({ pointer: '/params/1/pdfpages' })] });
    await expect(processDocument(new TextEncoder().encode('%PDF-1.4 broken'), 'application/pdf', [{ pdfname: 'A', pdfoutput: 'PDF', pdfpages: 'All' }])).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});

describe('TIFF for the viewer', () => {
  it('becomes a PDF of its pages; PDF, JPEG and PNG stay as they are', async () => {
    const shown = await displayable(TIFF, 'image/tiff');
    expect(shown.contentType).toBe('application/pdf');
    const pages = await readPdf(Buffer.from(shown.data));
    expect(pages).toHaveLength(3);
    expect((await displayable(FIVE, 'application/pdf')).data).toBe(FIVE);
  });
});
