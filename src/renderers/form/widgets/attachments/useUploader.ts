import { useState } from 'react';
import { ApiError } from '../../../../api/ApiError';
import { request } from '../../../../api/client';
import { notify } from '../../../../core/notices/notify';
import { useT } from '../../../../core/i18n/useT';
import { downscale, thumbnailOf } from './imageScaling';
import { accepts, DEFAULT_ACCEPT, SIZE_OVER_LIMIT, withinLimits } from './uploadLimits';

/** 02-business.md §4 Uploader. */
export type UploadState = 'idle' | 'processing' | 'uploading' | 'uploaded' | 'failed';

export interface UploaderOptions {
  /** The upload call ('POST claims/attachments/{probill}') with its path parameters and query. */
  call: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  accept?: string;
  multiple?: boolean;
  maxFileSize?: number;
  maxTotalSize?: number;
  maxWidth?: number;
  maxHeight?: number;
  onUploaded?: () => void;
}

export interface Uploader {
  state: UploadState;
  selection: File[];
  /** English message about the selection ('File size is over limit'), translated by the view. */
  problem: string | null;
  select: (files: readonly File[]) => boolean;
  upload: () => Promise<void>;
}

/**
 * The uploader: one file by default (pdf and images), per-file and total
 * limits that drop the selection, images scaled down to the configured size
 * (never tiff) with a 30x30 thumbnail, then one multipart call. Auto-upload
 * is off (02-business.md §9): the user presses Upload.
 */
export function useUploader(o: UploaderOptions): Uploader {
  const t = useT();
  const [state, setState] = useState<UploadState>('idle');
  const [selection, setSelection] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const select = (chosen: readonly File[]) => {
    const files = o.multiple ? [...chosen] : chosen.slice(0, 1);
    setState('idle');
    if (files.some((f) => !accepts(f, o.accept ?? DEFAULT_ACCEPT))) {
      setSelection([]);
      setProblem('File type is not accepted');
      return false;
    }
    if (!withinLimits(files, o.maxFileSize, o.maxTotalSize)) {
      setSelection([]);
      setProblem(SIZE_OVER_LIMIT);
      return false;
    }
    setProblem(null);
    setSelection(files);
    return true;
  };

  const upload = async () => {
    if (!selection.length) return;
    setState('processing');
    const files = await Promise.all(selection.map((f) => downscale(f, o.maxWidth, o.maxHeight)));
    const thumbnail = files.length === 1 ? await thumbnailOf(files[0]!) : undefined;
    const body = new FormData();
    for (const f of files) body.append('file', f, f.name);
    if (thumbnail) body.append('thumbnail', thumbnail);
    setState('uploading');
    try {
      await request(o.call, { params: o.params, query: o.query, body, silent: true });
    } catch (err) {
      setState('failed');
      const detail = err instanceof ApiError && err.status !== 0 ? err.errors[0]?.message ?? err.detail : undefined;
      notify({ type: 'error', title: t('Upload failed'), description: detail ? t(detail) : undefined });
      return;
    }
    setState('uploaded');
    setSelection([]);
    notify({ type: 'success', title: t('Uploaded successfully') });
    o.onUploaded?.();
  };

  return { state, selection, problem, select, upload };
}
