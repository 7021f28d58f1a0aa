import type { ReactNode } from 'react';
import { useT } from '../../../../core/i18n/useT';
import { DATE_PRESETS, type FilterInput, type OperatorChoice } from './filtering';
import { optionLabel, optionValue, type GridColumn } from '../../gridDefinition';

export interface GridFilterCellProps {
  column: GridColumn;
  input: FilterInput;
  operators: OperatorChoice[];
  /** Advanced mode lets the user choose the operator; basic mode uses the column's default. */
  advanced: boolean;
  onChange: (patch: Partial<FilterInput>) => void;
}

// Plain elements styled by filterCss: a column search row of 70 columns must not cost 70 styled components.
function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  return (
    <select className="gf-field" aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      {children}
    </select>
  );
}

/** The look of filter inputs, for the table and the search panel that hold them. */
export const filterCss = {
  '& .gf': { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '7rem' },
  '& .gf-field': {
    width: '100%',
    fontSize: 'xs',
    height: '7',
    paddingInline: '1.5',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    background: 'bg',
  },
  '& select.gf-field[multiple]': { height: 'auto' },
};

/** The filter inputs of one column; which inputs depends on the chosen operator. */
export function GridFilterCell({ column, input, operators, advanced, onChange }: GridFilterCellProps) {
  const t = useT();
  const label = t(column.label);
  const valueLabel = t('Filter {1}', { 1: label });
  const options = column.searchOptions ?? [];

  let value: ReactNode;
  if (input.op === 'is') {
    value = (
      <Select label={valueLabel} value={input.text} onChange={(text) => onChange({ text })}>
        <option value="">{t('Any')}</option>
        <option value="true">{t('Yes')}</option>
        <option value="false">{t('No')}</option>
      </Select>
    );
  } else if (input.op === 'in') {
    value = (
      <select
        multiple
        className="gf-field"
        aria-label={valueLabel}
        value={input.values}
        onChange={(e) => onChange({ values: [...e.currentTarget.selectedOptions].map((o) => o.value) })}
      >
        {options.map((o) => (
          <option key={optionValue(o)} value={optionValue(o)}>
            {t(optionLabel(o))}
          </option>
        ))}
      </select>
    );
  } else if (input.op === 'date_range') {
    value = (
      <>
        <Select label={t('{1} period', { 1: label })} value={input.preset} onChange={(preset) => onChange({ preset })}>
          <option value="">{t('Custom')}</option>
          {DATE_PRESETS.map((p) => (
            <option key={p.value} value={p.value}>
              {t(p.label)}
            </option>
          ))}
        </Select>
        {!input.preset && (
          <>
            <input
              className="gf-field"
              type="date"
              aria-label={t('{1} from', { 1: label })}
              value={input.start}
              onChange={(e) => onChange({ start: e.currentTarget.value })}
            />
            <input
              className="gf-field"
              type="date"
              aria-label={t('{1} to', { 1: label })}
              value={input.end}
              onChange={(e) => onChange({ end: e.currentTarget.value })}
            />
          </>
        )}
      </>
    );
  } else {
    const numeric = column.type === 'number' || column.type === 'decimal';
    value = (
      <input
        className="gf-field"
        aria-label={valueLabel}
        inputMode={numeric ? 'decimal' : undefined}
        value={input.text}
        onChange={(e) => onChange({ text: e.currentTarget.value })}
      />
    );
  }

  return (
    <div className="gf">
      {advanced && operators.length > 1 && (
        <Select label={t('Filter type for {1}', { 1: label })} value={input.op} onChange={(op) => onChange({ op: op as FilterInput['op'] })}>
          {operators.map((o) => (
            <option key={o.op} value={o.op}>
              {t(o.label)}
            </option>
          ))}
        </Select>
      )}
      {value}
    </div>
  );
}
