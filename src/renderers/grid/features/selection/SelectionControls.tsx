import { useEffect, useRef } from 'react';
import { useT } from '../../../../core/i18n/useT';
import type { SelectionFeature } from './useSelection';

/** The header's select-all box: multiple selection only. */
export function SelectAll({ selection }: { selection: SelectionFeature }) {
  const t = useT();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.someSelected;
  }, [selection.someSelected]);
  if (selection.mode !== 'multiple') return null;
  return <input ref={ref} type="checkbox" aria-label={t('Select all rows')} checked={selection.allSelected} onChange={selection.toggleAll} />;
}

/** A row's selection control: a radio for single selection, a box for multiple. */
export function SelectRow({ mode, selected, label, onToggle }: { mode: 'single' | 'multiple'; selected: boolean; label: string; onToggle: () => void }) {
  return (
    <input type={mode === 'single' ? 'radio' : 'checkbox'} aria-label={label} checked={selected} onChange={onToggle} onClick={(e) => e.stopPropagation()} />
  );
}
