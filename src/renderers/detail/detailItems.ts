import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CellType } from '../cells/formatCell';
import type { DetailField } from './detailDefinition';

export interface DetailItem {
  key: string;
  /** English label, translated by the view. */
  label: string;
  value: unknown;
  cell: CellType;
  decimals?: number;
  section?: string;
  map?: DetailField['map'];
}

/** The value at a dotted path of a record (shipper.city); a list is shown as its items joined. */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  let node: unknown = record;
  for (const key of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return Array.isArray(node) ? node.join(', ') : node;
}

export function detailItems(fields: readonly DetailField[], record: Record<string, unknown>): DetailItem[] {
  return fields.map((f) => ({ key: f.field, label: f.label, value: valueAt(record, f.field), cell: f.cell ?? 'string', decimals: f.decimals, section: f.section, map: f.map }));
}

/** Adjacent items of one section under one heading, in order. */
export function sections(items: readonly DetailItem[]): { title?: string; items: DetailItem[] }[] {
  const out: { title?: string; items: DetailItem[] }[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (last && last.title === item.section) last.items.push(item);
    else out.push({ title: item.section, items: [item] });
  }
  return out;
}

const WIDGET_CELLS: Record<string, CellType> = { richtext: 'html', currency: 'decimal', email: 'email', phone: 'phone' };
const FORMAT_CELLS: Record<string, CellType> = { email: 'email', phone: 'phone', date: 'date', 'date-time': 'datetime', datetime: 'datetime', time: 'time_hhmm' };
// Never shown back: what was typed in them is not the record's to show.
const HIDDEN_WIDGETS = new Set(['hidden', 'password']);

function cellOf(schema: RJSFSchema, ui: UiSchema): { cell: CellType; decimals?: number } {
  const widget = ui['ui:widget'];
  if (typeof widget === 'string' && WIDGET_CELLS[widget]) return { cell: WIDGET_CELLS[widget]!, decimals: widget === 'currency' ? 2 : undefined };
  if (typeof schema.format === 'string' && FORMAT_CELLS[schema.format]) return { cell: FORMAT_CELLS[schema.format]! };
  if (schema.type === 'boolean') return { cell: 'boolean' };
  if (schema.type === 'integer') return { cell: 'number' };
  if (schema.type === 'number') return schema.multipleOf === 0.01 ? { cell: 'decimal', decimals: 2 } : { cell: 'number' };
  return { cell: 'string' };
}

/** Property names in the uiSchema's ui:order ('*' standing for the others), else in schema order. */
function ordered(keys: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return keys;
  const listed = order.filter((k): k is string => typeof k === 'string' && k !== '*' && keys.includes(k));
  const rest = keys.filter((k) => !listed.includes(k));
  const star = order.indexOf('*');
  return star < 0 ? [...listed, ...rest] : [...listed.slice(0, star), ...rest, ...listed.slice(star)];
}

/**
 * The read-only fields of a form definition (the view intent, 01-shell.md §2.1):
 * its body schema's fields in the form's order, labelled by their ui:title,
 * each drawn as its input type suggests; a nested object is a section.
 */
export function formDetailFields(schema: RJSFSchema, uiSchema: UiSchema = {}, prefix = '', section?: string): DetailField[] {
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const out: DetailField[] = [];
  for (const key of ordered(Object.keys(properties), uiSchema['ui:order'])) {
    const sub = properties[key]!;
    const ui = (uiSchema[key] ?? {}) as UiSchema;
    if (HIDDEN_WIDGETS.has(String(ui['ui:widget'])) || sub.writeOnly) continue;
    const label = String(ui['ui:title'] ?? sub.title ?? key);
    if (sub.type === 'object' && sub.properties) out.push(...formDetailFields(sub, ui, `${prefix}${key}.`, label));
    else out.push({ field: `${prefix}${key}`, label, section, ...cellOf(sub, ui) });
  }
  return out;
}
