import { useCallback, useRef, useState } from 'react';
import { saveFile, type DownloadedFile } from '../../../../api/download';
import type { Notice } from '../../../../core/notices/notify';
import type { ExportBody, GridServices } from '../../gridServices';
import type { ExportType, FileType } from './exportBody';
import type { OpenProgress } from './progressNotice';

export interface ExportConfirm {
  type: FileType;
  /** Translated question of the confirm dialog. */
  question: string;
}

export interface ExportFeature {
  types: ExportType[];
  /** A menu choice: Google Sheet runs at once, a file asks first. */
  choose: (type: ExportType) => void;
  confirming: ExportConfirm | null;
  confirm: () => void;
  cancelConfirm: () => void;
  /** True while a Google Sheet is made ('Generating Google Sheet' overlay). */
  generatingSheet: boolean;
}

export interface ExportOptions {
  types: ExportType[];
  /** Row count of the current query; null when unknown. */
  count: number | null;
  title: string;
  body: (type: ExportType) => ExportBody;
  services: Pick<GridServices, 'exportFile' | 'exportSheet'>;
  notify: (n: Notice) => void;
  progress: OpenProgress;
  t: (english: string, values?: Record<string, string | number>) => string;
  save?: (file: DownloadedFile) => void;
  openWindow?: (url: string) => void;
  /** Opens My exports (EXPORT_FILES), from the notice of an export the server queued. */
  openExports?: () => void;
}

export const EXPORT_COMPLETE = '{2} ({1}) Download: Complete';
export const EXPORT_CANCELLED = '{2} ({1}) Download: Cancelled';
export const EXPORT_ERROR = '{2} ({1}) Download: Error';
/** An export too long for a request: the server's job queue writes it into My exports (issue 16). */
export const EXPORT_QUEUED = 'Your export is being prepared. You will find it in My exports.';
export const MY_EXPORTS = 'My exports';

const isAbort = (err: unknown) => (err as Error)?.name === 'AbortError';

/**
 * The download menu (02-business.md §8 Data grid): a confirm dialog, then a
 * persistent cancellable progress notice ending Complete, Cancelled or Error;
 * Google Sheet behind an overlay, ending 'Google Sheet sent' or silently.
 */
export function useExport({ types, count, title, body, services, notify, progress, t, save = saveFile, openWindow, openExports }: ExportOptions): ExportFeature {
  const [confirming, setConfirming] = useState<ExportConfirm | null>(null);
  const [generatingSheet, setGenerating] = useState(false);
  const latest = useRef({ body, count, title });
  latest.current = { body, count, title };

  const runFile = useCallback(
    (type: FileType) => {
      const { body: make, count: rows, title: name } = latest.current;
      const ac = new AbortController();
      const notice = progress(t('Exporting {1}: {2} rows to {3}...', { 1: name, 2: rows ?? '?', 3: type }), {
        label: t('Cancel'),
        onClick: () => ac.abort(),
      });
      const outcome = (text: string) => t(text, { 1: type, 2: name });
      services.exportFile(make(type), ac.signal).then(
        (file) => {
          if ('queued' in file) {
            notice.end('info', t(EXPORT_QUEUED), openExports && { label: t(MY_EXPORTS), onClick: openExports });
            return;
          }
          save(file);
          notice.end('success', outcome(EXPORT_COMPLETE));
        },
        (err: unknown) => {
          if (ac.signal.aborted || isAbort(err)) notice.end('info', outcome(EXPORT_CANCELLED));
          else notice.end('error', outcome(EXPORT_ERROR));
        },
      );
    },
    [services, progress, t, save, openExports],
  );

  const runSheet = useCallback(() => {
    setGenerating(true);
    services.exportSheet(latest.current.body('GSHEET')).then(
      (url) => {
        setGenerating(false);
        (openWindow ?? ((u: string) => window.open(u, '_blank', 'noopener')))(url);
        notify({ type: 'success', title: t('Google Sheet sent') });
      },
      // The spec's Google Sheet failure: the overlay hides with no message.
      () => setGenerating(false),
    );
  }, [services, notify, t, openWindow]);

  const choose = useCallback(
    (type: ExportType) => {
      if (type === 'GSHEET') return runSheet();
      const rows = latest.current.count;
      const question = rows === null ? t('Do you want to export to {2}?', { 2: type }) : t('Do you want to export {1} rows to {2}?', { 1: rows, 2: type });
      setConfirming({ type, question });
    },
    [runSheet, t],
  );

  const confirm = useCallback(() => {
    if (!confirming) return;
    setConfirming(null);
    runFile(confirming.type);
  }, [confirming, runFile]);
  const cancelConfirm = useCallback(() => setConfirming(null), []);

  return { types, choose, confirming, confirm, cancelConfirm, generatingSheet };
}
