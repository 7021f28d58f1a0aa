import { useCallback, useEffect, useState } from 'react';
import { request } from '../../../../api/client';
import { download, saveFile } from '../../../../api/download';
import { findCall } from '../../../../api/findCall';
import { notify } from '../../../../core/notices/notify';
import { useT } from '../../../../core/i18n/useT';
import { progressNotice } from '../../progressNotice';
import type { Attachment } from './attachmentsConfig';

export interface AttachmentCalls {
  list: string;
  download: string;
  delete?: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

export interface AttachmentsState {
  rows: Attachment[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** Asks nothing: the view confirms first. The row shows 'deleting' while the call runs. */
  remove: (id: number) => Promise<void>;
  get: (a: Attachment) => Promise<void>;
}

const callOf = (ref: string) => {
  const [method = '', path = ''] = ref.split(' ');
  const call = findCall(method, path);
  if (!call) throw new Error(`No call ${ref} in the catalogue`);
  return call;
};

/** The attachments of a record: listed, downloaded under their names, removed. */
export function useAttachments(calls: AttachmentCalls): AttachmentsState {
  const t = useT();
  const [rows, setRows] = useState<Attachment[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify([calls.list, calls.params, calls.query]);

  const reload = useCallback(() => {
    setLoading(true);
    request<{ results: Attachment[] }>(calls.list, { params: calls.params, query: calls.query, silent: true }).then(
      (answer) => {
        setRows(answer.results);
        setFailed(false);
        setLoading(false);
      },
      () => {
        setFailed(true);
        setLoading(false);
      },
    );
    // `key` stands for every input of the call: new objects with the same values do not reload.
  }, [key]);

  useEffect(reload, [reload]);

  const remove = async (id: number) => {
    if (!calls.delete) return;
    setRows((rs) => rs.map((r) => (r.id === id ? { ...r, current_status: 'deleting' } : r)));
    try {
      await request(calls.delete, { params: calls.params, query: { file: id }, silent: true });
    } catch {
      setRows((rs) => rs.map((r) => (r.id === id ? { ...r, current_status: 'uploaded' } : r)));
      notify({ type: 'error', title: t('Error adding or editing or deleting record') });
      return;
    }
    reload();
  };

  const get = async (a: Attachment) => {
    const dismiss = progressNotice(t('Getting file... Please wait.'));
    try {
      saveFile(await download(callOf(calls.download), { params: calls.params, query: { file: a.id } }));
    } catch {
      notify({ type: 'error', title: t('Error getting data') });
    } finally {
      dismiss();
    }
  };

  return { rows, loading, failed, reload, remove, get };
}
