import { useRecord } from '../useRecord';
import type { DetailDefinition } from './detailDefinition';
import { detailItems, type DetailItem } from './detailItems';

export type { DetailItem } from './detailItems';

export interface DetailController {
  def: DetailDefinition;
  loading: boolean;
  error: string | null;
  record: Record<string, unknown> | undefined;
  items: DetailItem[];
  reload: () => void;
}

/** The headless detail screen: the record of the route, as label/value pairs in definition order. */
export function useDetailController(def: DetailDefinition, path: string): DetailController {
  const { record, loading, error, reload } = useRecord<Record<string, unknown>>(def.load, path);
  return { def, loading, error, record, items: record ? detailItems(def.fields, record) : [], reload };
}
