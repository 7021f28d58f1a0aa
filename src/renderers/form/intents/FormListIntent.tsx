import { renderers } from '../../registry';
import type { GridDefinition } from '../../grid/gridDefinition';
import type { FormDefinition } from '../formDefinition';
import { intentPath } from './formIntent';

/**
 * The list intent: the definition's grid of records. A row opens the screen's
 * default intent for that record and the add button its add intent. Drawn by
 * the grid kind's lazy component (src/renderers/registry.ts), not an import of
 * the grid: the form kind's chunk would carry the whole grid (49 kB gzip) to
 * every form, and the grid's chunk is loaded once for both.
 */
export function FormListIntent({ def, company }: { def: FormDefinition; company: string }) {
  const list = def.list!;
  const grid: GridDefinition = {
    cmid: def.cmid,
    kind: 'grid',
    title: list.title ?? def.title,
    ...list,
    rowLink: list.rowLink ?? `/pages/${def.cmid}/{${list.rowKey}}`,
    addLink: list.addLink ?? (def.submit ? intentPath(def, 'add') : undefined),
  };
  const GridScreen = renderers.grid!;
  return <GridScreen def={grid} company={company} path="" />;
}
