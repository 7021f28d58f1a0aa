import { useId } from 'react';
import { useT } from '../../../../core/i18n/useT';
import { PortalIcon } from '../../../cells/icons';
import { optionLabel, optionValue, type GridColumn } from '../../gridDefinition';
import type { CellMessage } from './cellEditing';
import type { RowStatus } from './useRowEditing';

export interface EditableCellProps {
  column: GridColumn;
  text: string;
  error: CellMessage | undefined;
  status: RowStatus | undefined;
  onChange: (text: string) => void;
}

const inputType = (c: GridColumn) => (c.type === 'date' ? 'date' : 'text');

/** An edited value: its input, its message, and the row's check or error status after a save. */
export function EditableCell({ column, text, error, status, onChange }: EditableCellProps) {
  const t = useT();
  const id = useId();
  const label = t(column.label);
  const common = {
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': column.required || undefined,
    className: 'grid-edit',
    onClick: (e: { stopPropagation: () => void }) => e.stopPropagation(),
  };
  let input;
  if (column.type === 'boolean' || column.searchOptions?.length) {
    const options =
      column.type === 'boolean'
        ? [
            { label: 'Yes', value: 'true' },
            { label: 'No', value: 'false' },
          ]
        : column.searchOptions!;
    input = (
      <select {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)}>
        {!column.required && <option value="" />}
        {options.map((o) => (
          <option key={optionValue(o)} value={optionValue(o)}>
            {t(optionLabel(o))}
          </option>
        ))}
      </select>
    );
  } else {
    input = (
      <input
        {...common}
        type={inputType(column)}
        inputMode={column.type === 'number' || column.type === 'decimal' ? 'decimal' : undefined}
        maxLength={column.size}
        value={text}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  return (
    <span className="grid-edit-cell">
      {input}
      {status === 'saved' && <PortalIcon name="check" color="green.600" label={t('Saved')} />}
      {status === 'failed' && <PortalIcon name="error" color="red.600" label={t('Not saved')} />}
      {error && (
        <span id={`${id}-error`} className="grid-edit-error" role="alert">
          {t(error.message, error.values)}
        </span>
      )}
    </span>
  );
}
