import type { FieldSpec, GridSource } from '../query/GridSource';
import { isoUtcSql } from '../query/isoUtcSql';
import { ownershipOf } from '../db/ownership';
import type { Field, Resource } from './Resource';

/** Whether anything still refers to the row: one `exists` per reference of the declaration. */
export function inUseSql(resource: Resource): string {
  const key = `${resource.table}.${columnOf(resource, resource.key)}`;
  const refs = resource.inUse?.refs ?? [];
  return refs.length ? `(${refs.map((r) => `exists (select 1 from ${r.table} ref where ref.${r.column} = ${key})`).join(' or ')})` : 'false';
}

/** The column (or SQL expression) of a field: its own name unless declared. */
export function columnOf(resource: Resource, name: string): string {
  return resource.fields[name]?.column ?? name;
}

function spec(name: string, field: Field): FieldSpec {
  const column = field.column ?? name;
  const select = field.select ?? (field.type === 'datetime' ? isoUtcSql(column) : undefined);
  return { column, type: field.type, ...(select ? { select } : {}) };
}

/**
 * The grid source of a resource: its fields as the query engine takes them
 * (with the in-use flag when declared), its key as the tiebreak, its guard.
 * A resource on a table nobody declared the ownership of fails here, at start.
 */
export function resourceSource(resource: Resource): GridSource {
  ownershipOf(resource.table);
  const fields: Record<string, FieldSpec> = Object.fromEntries(Object.entries(resource.fields).filter(([, f]) => !f.hidden).map(([name, f]) => [name, spec(name, f)]));
  if (resource.inUse?.field) fields[resource.inUse.field] = { column: inUseSql(resource), type: 'boolean' };
  return { table: resource.table, fields, defaultSort: resource.defaultSort, tiebreak: columnOf(resource, resource.key), ...(resource.guard ? { guard: resource.guard } : {}) };
}
