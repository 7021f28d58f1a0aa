import { useEffect, useRef, useState } from 'react';
import { drawImage } from './imageDocument';
import { drawPdfPage } from './pdfDocument';
import { zoomOf, type ViewerState } from './viewerState';
import type { ViewerDocument } from './useViewerDocument';

/**
 * Draws the current page of an open document into the canvas whenever the
 * page, rotation or zoom changes; a drawing still running is cancelled by the
 * next. Answers the message of a page that failed to draw.
 */
export function usePageDrawing(doc: ViewerDocument, state: ViewerState) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const zoom = zoomOf(state);

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    setFailed(null);
    if (doc.phase === 'image') {
      drawImage(doc.image, target, zoom, state.rotation);
      target.dataset.drawn = `${state.page}/${state.rotation}/${state.zoomStep}`;
      return;
    }
    if (doc.phase !== 'pdf') return;
    const drawing = drawPdfPage(doc.pdf, state.page, target, zoom, state.rotation);
    drawing.done.then(
      // What is on the canvas, for tests and tools: page/rotation/zoom step.
      () => void (target.dataset.drawn = `${state.page}/${state.rotation}/${state.zoomStep}`),
      (err: unknown) => {
        const name = (err as { name?: string })?.name;
        if (name !== 'AbortError' && name !== 'RenderingCancelledException') setFailed(err instanceof Error ? err.message : String(err));
      },
    );
    return drawing.cancel;
  }, [doc, state.page, state.rotation, state.zoomStep, zoom]);

  return { canvas, failed };
}
