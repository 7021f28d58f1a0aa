import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { ApiError } from '../../api/ApiError';
import { download, type DownloadedFile } from '../../api/download';
import { findCall } from '../../api/findCall';
import { sniffDocument } from './documentType';
import { openPdf } from './pdfDocument';
import type { DocumentRequest } from './routeValues';

export type ViewerDocument =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string; values?: Record<string, string> }
  | { phase: 'pdf'; file: DownloadedFile; pdf: PDFDocumentProxy }
  | { phase: 'image'; file: DownloadedFile; image: ImageBitmap }
  /** Another type of file, where the definition offers any file for download (a push report's CSV). */
  | { phase: 'file'; file: DownloadedFile };

/** The English message of what went wrong, as the loader said it (the view translates it). */
function failure(err: unknown): ViewerDocument {
  if (err instanceof ApiError) return { phase: 'failed', message: err.detail || 'Unknown' };
  const message = err instanceof Error && err.message ? err.message : String(err);
  return { phase: 'failed', message };
}

/**
 * Fetches the document a route names through its download call (the access
 * check is the call's own, on the server) and opens it by what its bytes are:
 * pdf.js for a PDF, the browser's decoder for a JPEG or PNG.
 */
export function useViewerDocument(request: DocumentRequest | null): ViewerDocument {
  const [state, setState] = useState<ViewerDocument>({ phase: 'loading' });
  const key = JSON.stringify(request);

  useEffect(() => {
    if (!request) {
      setState({ phase: 'failed', message: 'No document is named by this address' });
      return;
    }
    const controller = new AbortController();
    let opened: { destroy: () => unknown } | null = null;
    setState({ phase: 'loading' });
    (async () => {
      const [method = '', path = ''] = request.call.split(' ');
      const call = findCall(method, path);
      if (!call) throw new Error(`No call ${request.call} in the catalogue`);
      const file = await download(call, { params: request.params, query: request.query, ...(request.body === undefined ? {} : { body: request.body }), signal: controller.signal });
      const bytes = new Uint8Array(await file.blob.arrayBuffer());
      const type = sniffDocument(bytes.subarray(0, 1024));
      if (type === 'pdf') {
        const pdf = await openPdf(bytes);
        if (controller.signal.aborted) return void pdf.destroy();
        opened = pdf;
        setState({ phase: 'pdf', file, pdf });
      } else if (type) {
        const image = await createImageBitmap(file.blob);
        if (controller.signal.aborted) return image.close();
        opened = { destroy: () => image.close() };
        setState({ phase: 'image', file, image });
      } else if (controller.signal.aborted) {
        return;
      } else if (request.anyFile) {
        setState({ phase: 'file', file });
      } else {
        setState({ phase: 'failed', message: 'This file cannot be shown: {1} is not a PDF, JPEG or PNG file', values: { 1: file.fileName } });
      }
    })().catch((err) => {
      if (!controller.signal.aborted) setState(failure(err));
    });
    return () => {
      controller.abort();
      void opened?.destroy();
    };
    // `key` stands for the request's values: a new object with the same values fetches nothing again.
  }, [key]);

  return state;
}
