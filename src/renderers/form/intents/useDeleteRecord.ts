import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { request } from '../../../api/client';
import { notify } from '../../../core/notices/notify';
import { useT } from '../../../core/i18n/useT';
import { appPath, routeParams, templateParams } from '../../links';
import type { FormDefinition } from '../formDefinition';
import { saveFailure } from '../formMessages';
import { intentPath } from './formIntent';

export const DELETE_QUESTION = 'Do you want to delete this record?';

export interface DeleteRecord {
  asking: boolean;
  deleting: boolean;
  ask: () => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

/**
 * The delete intent (where the definition allows it): asks, removes the
 * record, then opens afterDelete or the list. A 403 is the permission message
 * of 01-shell.md §6; other failures the spec's save error.
 */
export function useDeleteRecord(def: FormDefinition, company: string, recordPath: string, askFirst = false): DeleteRecord {
  const t = useT();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(askFirst);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setAsking(false);
    if (!def.delete) return;
    setDeleting(true);
    try {
      await request(def.delete, { params: routeParams(recordPath, templateParams(def.delete)), silent: true });
    } catch (err) {
      notify({ type: 'error', title: t(saveFailure('delete', err)) });
      return;
    } finally {
      setDeleting(false);
    }
    notify({ type: 'success', title: t('Record deleted') });
    navigate(appPath(company, def.afterDelete ?? intentPath(def, def.list ? 'list' : 'add')));
  };
  return { asking, deleting, ask: () => setAsking(true), cancel: () => setAsking(false), confirm };
}
