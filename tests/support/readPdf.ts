import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPage {
  /** Text lines of the page, top to bottom: the strings shown on one baseline, left to right. */
  lines: string[][];
}

/**
 * Reads a PDF back with pdf.js (Mozilla's reader, the one the portal's viewer
 * draws with): it must parse, and each page's text comes back as Unicode
 * through the embedded fonts' maps, grouped by baseline into lines.
 */
export async function readPdf(pdf: Buffer): Promise<PdfPage[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      const byY = new Map<number, [number, string][]>();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [x, y] = [item.transform[4] as number, Math.round((item.transform[5] as number) * 100) / 100];
        byY.set(y, [...(byY.get(y) ?? []), [x, item.str]]);
      }
      pages.push({ lines: [...byY.entries()].sort((a, b) => b[0] - a[0]).map(([, cells]) => cells.sort((a, b) => a[0] - b[0]).map(([, s]) => s)) });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
