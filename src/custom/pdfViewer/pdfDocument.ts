import type { PDFDocumentProxy } from 'pdfjs-dist';
// The worker, built by Vite as a chunk of its own (vite.config.ts worker.format 'es'); pdf.js starts it as a module worker.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?worker&url';

/** pdf.js draws a page at 72 units per inch; CSS has 96 px per inch. 100% is the paper's size on screen. */
export const CSS_UNITS = 96 / 72;

/**
 * Opens a PDF with pdf.js (loaded on first use: a chunk of its own). Under the
 * portal's Content-Security-Policy: no eval (isEvalSupported false: PDF
 * functions are interpreted, not compiled) and no WebAssembly (useWasm false:
 * 'wasm-unsafe-eval' is not allowed either).
 */
export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs.getDocument({ data, isEvalSupported: false, useWasm: false, enableXfa: false }).promise;
}

export interface Drawing {
  /** Resolves when drawn; rejects with a cancellation when cancelled. */
  done: Promise<void>;
  cancel: () => void;
}

/** Draws one page into the canvas at a zoom (1 = 100%) and rotation, sharp on high-density screens. */
export function drawPdfPage(doc: PDFDocumentProxy, pageNumber: number, canvas: HTMLCanvasElement, zoom: number, rotation: number): Drawing {
  let cancelled = false;
  let task: { cancel: () => void } | null = null;
  const done = (async () => {
    const page = await doc.getPage(pageNumber);
    if (cancelled) throw new DOMException('cancelled', 'AbortError');
    const viewport = page.getViewport({ scale: zoom * CSS_UNITS, rotation: (page.rotate + rotation) % 360 });
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    const render = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
    task = render;
    await render.promise;
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    },
  };
}
