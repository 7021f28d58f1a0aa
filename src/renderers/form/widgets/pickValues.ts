/**
 * What a pick (ui:field "pick") puts into the value it fills: the chosen
 * entry (or one field of it), limited to the fields the value's schema has
 * or renamed by a fill map, with empty values left out so a null of the
 * answer never reaches a text input; what the entry does not say stays.
 */
export interface PickOptions {
  /** The catalogue call listing the entries: 'GET bol/addresses'. */
  call: string;
  /** Its query (a page size). */
  query?: Record<string, string | number>;
  /** The field of the answer holding the list ('results' of a grid call); the answer itself when left out. */
  list?: string;
  /** Fields of an entry shown in the picker, joined by ', '. */
  label: string[];
  /** The field of an entry that is the value (a template's 'data'); the entry itself when left out. */
  value?: string;
  /** Target field to the entry's field, when the names differ or only some are taken. */
  fill?: Record<string, string>;
  /** The picker's English label. */
  title: string;
}

type Entry = Record<string, unknown>;

const isObject = (v: unknown): v is Entry => !!v && typeof v === 'object' && !Array.isArray(v);

/** A value without its empty parts (null, undefined, ''), at any depth of objects and lists. */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => [k, withoutEmpty(v)]),
  );
}

export function entriesOf(answer: unknown, list: string | undefined): Entry[] {
  const found = list && isObject(answer) ? answer[list] : answer;
  return Array.isArray(found) ? found.filter(isObject) : [];
}

export function labelOf(entry: Entry, fields: readonly string[]): string {
  return fields.map((f) => entry[f]).filter((v) => v !== null && v !== undefined && v !== '').join(', ');
}

/** The current value with the chosen entry's fields put in. */
export function picked(current: unknown, entry: Entry, o: Pick<PickOptions, 'value' | 'fill'>, properties: readonly string[]): Entry {
  const source = o.value ? entry[o.value] : entry;
  if (!isObject(source)) return isObject(current) ? current : {};
  const taken: Entry = o.fill
    ? Object.fromEntries(Object.entries(o.fill).map(([to, from]) => [to, source[from]]))
    : Object.fromEntries(Object.entries(source).filter(([k]) => properties.includes(k)));
  const clean = withoutEmpty(taken) as Entry;
  // A fill map names every field it sets: one the entry leaves empty is emptied, not kept from before.
  const base = isObject(current) ? { ...current } : {};
  if (o.fill) for (const to of Object.keys(o.fill)) delete base[to];
  return { ...base, ...clean };
}
