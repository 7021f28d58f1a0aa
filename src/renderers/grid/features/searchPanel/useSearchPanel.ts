import { useEffect, useRef, useState } from 'react';

/** The search panel's tab: the whole search form, one column's filter, or closed. */
export type SearchTab = 'search' | 'closed' | { column: string };

export interface SearchPanelFeature {
  tab: SearchTab;
  setTab: (tab: SearchTab) => void;
}

export interface SearchPanelOptions {
  initial: 'search' | 'closed' | undefined;
  /** Hide after the first load that finds rows; true when left out. */
  autoHide: boolean | undefined;
  /** State came back from history: the user left the panel as it was. */
  restoredTab?: SearchTab;
  loading: boolean;
  rowCount: number;
}

/**
 * Search panel tabs (02-business.md §4): it hides after the first load when
 * data is non-empty and auto-hide is on, but not when restored from history.
 */
export function useSearchPanel({ initial, autoHide = true, restoredTab, loading, rowCount }: SearchPanelOptions): SearchPanelFeature {
  const [tab, setTab] = useState<SearchTab>(restoredTab ?? initial ?? 'closed');
  const firstLoad = useRef(restoredTab === undefined);
  useEffect(() => {
    if (!firstLoad.current || loading) return;
    firstLoad.current = false;
    if (autoHide && rowCount > 0) setTab('closed');
  }, [loading, rowCount, autoHide]);
  return { tab, setTab };
}
