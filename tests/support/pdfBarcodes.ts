import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { BinaryBitmap, Code128Reader, DecodeHintType, HybridBinarizer, RGBLuminanceSource } from '@zxing/library';

/**
 * Renders each page of a PDF to pixels with pdf.js on a Skia canvas
 * (@napi-rs/canvas) and reads the Code 128 barcodes in horizontal bands
 * with ZXing: what a dock scanner would read off the printed sheet.
 */
export async function pdfBarcodes(pdf: Buffer, opts: { scale?: number; bands?: number } = {}): Promise<string[][]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  // Code 128 only, as the labels print it; ZXing's own reader of that symbology.
  const reader = new Code128Reader();
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
  try {
    const pages: string[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: opts.scale ?? 3 });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = 'white';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport }).promise;
      const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const found = new Set<string>();
      // Labels sit in rows and columns: read each cell of a grid fine enough to hold one barcode at a time.
      const bands = opts.bands ?? 10;
      for (const cols of [1, 2]) {
        for (let b = 0; b < bands; b++) {
          for (let c = 0; c < cols; c++) {
            const x0 = Math.floor((c * width) / cols);
            const w = Math.floor(width / cols);
            const y0 = Math.floor((b * height) / bands);
            const h = Math.floor(height / bands);
            const lum = new Uint8ClampedArray(w * h);
            for (let y = 0; y < h; y++)
              for (let x = 0; x < w; x++) {
                const i = ((y0 + y) * width + x0 + x) * 4;
                lum[y * w + x] = (data[i]! * 299 + data[i + 1]! * 587 + data[i + 2]! * 114) / 1000;
              }
            try {
              found.add(reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(lum, w, h))), hints).getText());
            } catch {
              // No barcode in this cell.
            }
          }
        }
      }
      pages.push([...found]);
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
