import type { Resource, Row } from './Resource';

/**
 * The columns a plain create or update stores from a checked body, by the
 * fields' declarations: a value given is stored (through `as`), one left out
 * takes the field's default (replace semantics) or, for `keep` on update, is
 * not written; stamps take the time or the caller's user ID.
 */
export function writeValues(resource: Resource, body: Row, op: 'create' | 'update', username: string): Row {
  const out: Row = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    const column = field.write?.into ?? field.column ?? name;
    if (field.stamp) {
      out[column] = field.stamp === 'now' ? new Date().toISOString() : username;
      continue;
    }
    const w = field.write;
    if (!w || (w.on && w.on !== op)) continue;
    if (!/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`${resource.table}.${name}: a written field needs a plain column, not ${column}`);
    const given = body[name];
    if (given === undefined || given === null) {
      if (op === 'update' && w.keep) continue;
      if (w.default !== undefined) out[column] = w.default;
      // Left out of a create: the table's own default; of an update (a replace): emptied.
      else if (given === null || op === 'update') out[column] = null;
      continue;
    }
    out[column] = w.as ? (w.as as (v: unknown) => unknown)(given) : given;
  }
  return out;
}
