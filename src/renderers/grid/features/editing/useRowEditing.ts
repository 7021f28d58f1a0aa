import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../api/ApiError';
import { bodyFieldsOf } from '../../../../api/bodyFields';
import type { Row } from '../../../dataProvider';
import { templateParams } from '../../../links';
import type { GridColumn } from '../../gridDefinition';
import type { GridServices } from '../../gridServices';
import { canEdit, editText, parseEdit, validateEdit, type CellMessage } from './cellEditing';

export const EDIT_DEBOUNCE_MS = 1000;

/** After a row save each of its cells shows a check (saved) or an error (failed) status. */
export type RowStatus = 'saving' | 'saved' | 'failed';

export interface RowEditingFeature {
  /** The grid has editable columns and a row-update call. */
  enabled: boolean;
  canEdit: (c: GridColumn, row: Row) => boolean;
  /** What the cell's input shows: the draft, else the row's value. */
  text: (rowId: string, c: GridColumn, row: Row) => string;
  setText: (rowId: string, index: number, c: GridColumn, text: string) => void;
  error: (rowId: string, c: GridColumn) => CellMessage | undefined;
  status: (rowId: string) => RowStatus | undefined;
  /** Changes whenever anything shown about the row's editing changes (drafts, messages, status). */
  rowState: (rowId: string) => string;
  saving: boolean;
}

export interface RowEditingOptions {
  columns: readonly GridColumn[];
  rowUpdate: string | undefined;
  rows: readonly Row[];
  services: Pick<GridServices, 'updateRow'>;
  replaceRow: (index: number, row: Row) => void;
  debounceMs?: number;
}

type Drafts = Record<string, Record<string, string>>;

/**
 * What a row save sends: the row's values of every field the call's body
 * declares (a PUT replaces the record), or only the editable fields when the
 * catalogue gives no body; edited values over them, absent values left out.
 */
export function rowBody(call: string, row: Row, editable: readonly GridColumn[], draft: Record<string, string>): Row {
  const declared = bodyFieldsOf(call);
  const body: Row = {};
  for (const field of declared ?? editable.map((c) => c.field)) {
    if (row[field] !== null && row[field] !== undefined) body[field] = row[field];
  }
  for (const c of editable) {
    if (!(c.name in draft) || !canEdit(c, row)) continue;
    const value = parseEdit(c, draft[c.name]!);
    if (value === null) delete body[c.field];
    else body[c.field] = value;
  }
  return body;
}

/** The fields a server error's pointers name (/field or /body/field). */
function serverMessages(err: unknown): Record<string, CellMessage> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(err.errors.map((e) => [e.pointer.split('/').filter(Boolean).pop() ?? '', { message: e.message }]));
}

/**
 * Editable cells (02-business.md §5): each change waits 1000 ms of quiet,
 * the row's edited values are validated with the form rules, and only a valid
 * row is saved through the definition's row-update call.
 */
export function useRowEditing({ columns, rowUpdate, rows, services, replaceRow, debounceMs = EDIT_DEBOUNCE_MS }: RowEditingOptions): RowEditingFeature {
  const editable = columns.filter((c) => c.editable);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Record<string, Record<string, CellMessage>>>({});
  const [statuses, setStatuses] = useState<Record<string, RowStatus>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const latest = useRef({ drafts, rows });
  latest.current = { drafts, rows };

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  const save = useCallback(
    (rowId: string, index: number) => {
      const row = latest.current.rows[index];
      const draft = latest.current.drafts[rowId];
      if (!row || !draft || !rowUpdate) return;
      const found: Record<string, CellMessage> = {};
      for (const c of editable) {
        if (!(c.name in draft)) continue;
        const problem = validateEdit(c, draft[c.name]!);
        if (problem) found[c.field] = problem;
      }
      setErrors((e) => ({ ...e, [rowId]: found }));
      if (Object.keys(found).length) return;

      const body = rowBody(rowUpdate, row, editable, draft);
      const params = Object.fromEntries(templateParams(rowUpdate).map((k) => [k, String(row[k] ?? '')]));
      setStatuses((s) => ({ ...s, [rowId]: 'saving' }));
      services.updateRow(rowUpdate, params, body).then(
        (answer) => {
          const saved = answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Row) : {};
          replaceRow(index, { ...row, ...body, ...saved });
          setDrafts(({ [rowId]: _done, ...rest }) => rest);
          setStatuses((s) => ({ ...s, [rowId]: 'saved' }));
        },
        (err: unknown) => {
          setErrors((e) => ({ ...e, [rowId]: serverMessages(err) }));
          setStatuses((s) => ({ ...s, [rowId]: 'failed' }));
        },
      );
    },
    [editable, rowUpdate, services, replaceRow],
  );

  const setText = useCallback(
    (rowId: string, index: number, c: GridColumn, text: string) => {
      setDrafts((d) => ({ ...d, [rowId]: { ...d[rowId], [c.name]: text } }));
      setStatuses(({ [rowId]: _old, ...rest }) => rest);
      const pending = timers.current.get(rowId);
      if (pending) clearTimeout(pending);
      timers.current.set(
        rowId,
        setTimeout(() => {
          timers.current.delete(rowId);
          save(rowId, index);
        }, debounceMs),
      );
    },
    [save, debounceMs],
  );

  return {
    enabled: !!rowUpdate && editable.length > 0,
    canEdit: (c, row) => !!rowUpdate && canEdit(c, row),
    text: (rowId, c, row) => drafts[rowId]?.[c.name] ?? editText(row[c.field]),
    setText,
    error: (rowId, c) => errors[rowId]?.[c.field],
    status: (rowId) => statuses[rowId],
    rowState: (rowId) => (drafts[rowId] || errors[rowId] || statuses[rowId] ? JSON.stringify([drafts[rowId], errors[rowId], statuses[rowId]]) : ''),
    saving: Object.values(statuses).includes('saving'),
  };
}
