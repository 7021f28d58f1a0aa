import { useCallback, useState } from 'react';
import type { SortKey } from '../../../dataProvider';
import { parseSort, toggleSort as nextSort } from './sorting';

export interface SortingFeature {
  sort: SortKey[];
  toggleSort: (field: string) => void;
}

/** Server-side sort: the definition's default, then header clicks. */
export function useSorting(defaultSort: string | undefined, restored?: SortKey[]): SortingFeature {
  const [sort, setSort] = useState<SortKey[]>(() => restored ?? parseSort(defaultSort));
  const toggleSort = useCallback((field: string) => setSort((s) => nextSort(s, field)), []);
  return { sort, toggleSort };
}
