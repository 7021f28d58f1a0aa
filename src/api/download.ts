import { ApiError } from './ApiError';
import { send, type CallOptions } from './client';
import type { CallDef } from './callDef';
import { reportApiError } from './errorReporter';

export const NO_FILE_NAME = 'Download failed: the server did not name the file';

/**
 * The file name of a content-disposition header (RFC 6266): filename* (UTF-8,
 * percent-encoded) wins over filename; path parts are dropped so a name can
 * never point outside the download folder. Undefined when there is none.
 */
export function fileNameOf(contentDisposition: string | null | undefined): string | undefined {
  if (!contentDisposition) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  let name: string | undefined;
  if (star) {
    try {
      name = decodeURIComponent(star[1]!.trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/.exec(contentDisposition);
    name = plain ? (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!.trim()) : undefined;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}

export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

/** An export the server sent to its job queue (202) rather than streaming it: the file will be in My exports. */
export interface QueuedExport {
  queued: { id: number; message: string };
}

/** Runs a download call; fails clearly (01-shell.md §7.1) when the answer names no file. */
export async function download(call: CallDef, opts: CallOptions = {}): Promise<DownloadedFile> {
  return fileOf(call, await send(call, opts));
}

/** A download that the server may answer 202 (accepted, queued): the grid's export (issue 16). */
export async function downloadOrQueued(call: CallDef, opts: CallOptions = {}): Promise<DownloadedFile | QueuedExport> {
  const res = await send(call, opts);
  if (res.status === 202) return { queued: (await res.json()) as QueuedExport['queued'] };
  return fileOf(call, res);
}

async function fileOf(call: CallDef, res: Response): Promise<DownloadedFile> {
  const fileName = fileNameOf(res.headers.get('content-disposition'));
  if (!fileName) {
    const err = new ApiError(0, NO_FILE_NAME, [], res.url, {}, undefined, 'NO_FILE_NAME');
    if (!call.silent) reportApiError(err);
    throw err;
  }
  return { fileName, blob: await res.blob() };
}

/** Hands a downloaded file to the browser under its name. */
export function saveFile({ fileName, blob }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
