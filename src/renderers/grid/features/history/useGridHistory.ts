import { useEffect, useRef, useState } from 'react';
import type { SortKey } from '../../../dataProvider';
import type { FilterState } from '../filtering/useFilters';
import type { SearchTab } from '../searchPanel/useSearchPanel';

/** What history mode keeps of a grid. */
export interface GridSnapshot extends FilterState {
  sort: SortKey[];
  page: number;
  tab: SearchTab;
}

const PREFIX = 'grid-history:';

interface Entry {
  props: string;
  state: GridSnapshot;
  /** The browser history entry the state was saved in. */
  entry: string | null;
}

/** The router's key of the current history entry (react-router keeps it in history.state). */
export function browserEntry(): string | null {
  const state = globalThis.history?.state as { key?: string } | null | undefined;
  return state?.key ?? null;
}

export interface HistoryFeature {
  /** The state saved on the last visit, when the relevant props still match. */
  restored: GridSnapshot | undefined;
  save: (state: GridSnapshot) => void;
}

function read(storage: Storage, key: string): Entry | undefined {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * History mode (02-business.md §4): the grid's state is saved on each change
 * in sessionStorage under its screen and data source, and restored on return
 * when the props that shaped it are the same. Leaving clears it when nothing
 * else was saved in history since, i.e. when the grid goes away without a
 * navigation to come back from (a closed dialog, a replaced definition).
 */
export function useGridHistory(
  enabled: boolean,
  cmid: string,
  dataSource: string,
  props: string,
  storage: Storage | undefined = globalThis.sessionStorage,
  currentEntry: () => string | null = browserEntry,
): HistoryFeature {
  const key = `${PREFIX}${cmid}:${dataSource}`;
  const [restored] = useState(() => {
    if (!enabled || !storage) return undefined;
    const entry = read(storage, key);
    return entry && entry.props === props ? entry.state : undefined;
  });
  const last = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || !storage) return;
    return () => {
      if (read(storage, key)?.entry === currentEntry()) storage.removeItem(key);
    };
  }, [enabled, storage, key, currentEntry]);

  const save = (state: GridSnapshot) => {
    if (!enabled || !storage) return;
    const text = JSON.stringify({ props, state, entry: currentEntry() } satisfies Entry);
    if (text === last.current) return;
    last.current = text;
    storage.setItem(key, text);
  };
  return { restored, save };
}
