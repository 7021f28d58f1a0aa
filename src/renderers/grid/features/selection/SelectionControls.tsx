import { useEffect, useRef } from 'react';
import { useT } from '../../../../core/i18n/useT';
import type { GridTable } from '../../table/gridFeatures';

/** The header's select-all box: multiple selection only; it selects or clears the rows of the page shown. */
export function SelectAll({ table, multiple }: { table: GridTable; multiple: boolean }) {
  const t = useT();
  const ref = useRef<HTMLInputElement>(null);
  const all = table.getIsAllPageRowsSelected();
  const some = !all && table.getIsSomePageRowsSelected();
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  if (!multiple) return null;
  return <input ref={ref} type="checkbox" aria-label={t('Select all rows')} checked={all} onChange={() => table.toggleAllPageRowsSelected()} />;
}

/** A row's selection control: a radio for single selection, a box for multiple. */
export function SelectRow({ mode, selected, label, onToggle }: { mode: 'single' | 'multiple'; selected: boolean; label: string; onToggle: () => void }) {
  return (
    <input type={mode === 'single' ? 'radio' : 'checkbox'} aria-label={label} checked={selected} onChange={onToggle} onClick={(e) => e.stopPropagation()} />
  );
}
