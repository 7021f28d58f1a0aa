import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../../api/ApiError';
import type { Notice } from '../../../../core/notices/notify';
import type { Row } from '../../../dataProvider';
import type { GridColumn } from '../../gridDefinition';
import type { GridServices } from '../../gridServices';
import { ACTION_DONE, ACTION_FAILED, actionBody, actionParams, offersAction } from './rowAction';

export interface RowActionsFeature {
  /** The action cell of column `c` is shown on the row. */
  offers: (c: GridColumn, row: Row) => boolean;
  /** An action cell with a call was clicked: asks first when it has a question, else calls. */
  run: (column: string, row: Row) => void;
  /** English question waiting for an answer, or null. */
  question: string | null;
  confirm: () => void;
  cancel: () => void;
  running: boolean;
}

export interface RowActionsOptions {
  columns: readonly GridColumn[];
  services: Pick<GridServices, 'callAction'>;
  notify: (n: Notice) => void;
  t: (english: string) => string;
  /** Reloads the page: the action may have moved the row out of the grid's filters. */
  refresh: () => void;
}

/**
 * Action cells that call the server (a column with `call`): the call goes
 * through the catalogue client, whose failures the shell's error catalogue
 * shows; success gives a notice and reloads the grid.
 */
export function useRowActions({ columns, services, notify, t, refresh }: RowActionsOptions): RowActionsFeature {
  const [pending, setPending] = useState<{ column: GridColumn; row: Row } | null>(null);
  const [running, setRunning] = useState(false);
  // One call at a time: a double click must not lock a user twice.
  const busy = useRef(false);
  const latest = useRef({ columns, services, notify, t, refresh });
  latest.current = { columns, services, notify, t, refresh };

  const execute = useCallback(async (column: GridColumn, row: Row) => {
    const { services: s, notify: say, t: tr, refresh: reload } = latest.current;
    if (busy.current || !column.call) return;
    busy.current = true;
    setRunning(true);
    try {
      const body = column.body ? actionBody(column.body, row) : undefined;
      await s.callAction(column.call, actionParams(column.call, row), body);
    } catch (err) {
      // An ApiError was already shown by the error catalogue (the call is not silent).
      if (!(err instanceof ApiError)) say({ type: 'error', title: tr(ACTION_FAILED) });
      return;
    } finally {
      busy.current = false;
      setRunning(false);
    }
    say({ type: 'success', title: tr(column.success ?? ACTION_DONE) });
    reload();
  }, []);

  const run = useCallback(
    (name: string, row: Row) => {
      const column = latest.current.columns.find((c) => c.name === name);
      if (!column?.call) return;
      if (column.confirm) setPending({ column, row });
      else void execute(column, row);
    },
    [execute],
  );

  const asked = useRef(pending);
  asked.current = pending;
  const confirm = useCallback(() => {
    const p = asked.current;
    setPending(null);
    if (p) void execute(p.column, p.row);
  }, [execute]);
  const cancel = useCallback(() => setPending(null), []);

  return { offers: offersAction, run, question: pending?.column.confirm ?? null, confirm, cancel, running };
}
