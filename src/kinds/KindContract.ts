import type { FieldMessage } from '../shared/validation/messages';

/**
 * What a kind's cross-check may know of one catalogue call: the fields of the
 * server's CallEntry it reads (structural, so the server passes its own entries
 * and the browser could pass its generated registry).
 */
export interface CatalogueCall {
  id: string;
  method: string;
  path: string;
  grid?: unknown;
  download?: boolean;
  /** 'multipart' for an upload call. */
  contentType?: string;
  /** A multipart call's file bounds (media types by content, largest file, how many). */
  upload?: { maxFileBytes: number; maxFiles: number; types: readonly string[] };
  /** The path parameters' schema ({name} segments of `path`). */
  params?: unknown;
  query?: unknown;
  body?: unknown;
  response?: unknown;
}

/** The names a kind's component draws by name: a definition naming another is refused at load. */
export interface AcceptedNames {
  /**
   * rjsf `ui:widget` names: `registered` work on any field; `byType` are rjsf's
   * aliases that only resolve for a field of that JSON type (updown: numbers).
   */
  widgets?: { registered: readonly string[]; byType: Readonly<Record<string, readonly string[]>> };
  /** rjsf `ui:field` names. */
  fields?: readonly string[];
  /** Cell types of grid columns and detail fields (02-business.md §3). */
  cells?: readonly string[];
}

/** One place a definition names a widget, field or cell, with the JSON type of the value when known. */
export interface NameUse {
  pointer: string;
  what: keyof AcceptedNames;
  name: string;
  type?: string;
  /** The names to check it against when not the kind's own (a form's list is checked as a grid). */
  accepts?: AcceptedNames;
}

/** The catalogue as a cross-check sees it: calls by their 'METHOD path' reference. */
export interface CatalogueView {
  find(ref: string): CatalogueCall | undefined;
}

/**
 * A screen kind as a contract (as jsonforms pairs a tester with a renderer):
 * everything the server needs to accept or refuse a definition of the kind,
 * with no React in it. The component that draws the kind is named beside the
 * contract in the one registry (src/kinds/registry.ts) and loaded lazily.
 */
export interface KindContract<D = any> {
  /** The value of a definition's `kind`. */
  kind: string;
  /** The kind's part of the meta-schema, applied when `kind` names it; its `$id` is `{kind}.schema.json`. */
  schema: { $id: string } & Record<string, unknown>;
  /** The names the kind's component accepts. */
  accepts: AcceptedNames;
  /** Where a definition (already valid against the schema) names a widget, field or cell. */
  nameUses(def: D, catalogue: CatalogueView): NameUse[];
  /** The definition against the call catalogue: the calls it names exist and fit. JSON pointers into the definition. */
  crossCheck(def: D, catalogue: CatalogueView): FieldMessage[];
}

/** Faults of the calls a cross-check names, collected as it goes. */
export function callChecker(catalogue: CatalogueView, faults: FieldMessage[]) {
  return (pointer: string, ref: string): CatalogueCall | undefined => {
    const call = catalogue.find(ref);
    if (!call) faults.push({ pointer, message: `No call ${ref} in the call catalogue` });
    return call;
  };
}

/** The `properties` of an object schema, when it has them. */
export function propertiesOf(schema: unknown): Record<string, unknown> | undefined {
  return schema && typeof schema === 'object' ? ((schema as { properties?: Record<string, unknown> }).properties ?? undefined) : undefined;
}

/** The fields of one row of a grid call's answer (results.items.properties). */
export function rowFieldsOf(call: CatalogueCall | undefined): Record<string, unknown> | undefined {
  return propertiesOf((call?.response as any)?.properties?.results?.items);
}

/** A definition's names that its kind does not accept, each at its JSON pointer. */
export function unknownNames(accepts: AcceptedNames, uses: NameUse[]): FieldMessage[] {
  return uses.flatMap((use): FieldMessage[] => {
    const known = accepted(use.accepts ?? accepts, use);
    if (known.includes(use.name)) return [];
    const label = { widgets: 'widget', fields: 'field', cells: 'cell type' }[use.what];
    const where = use.what === 'widgets' && use.type ? ` for a ${use.type} value` : '';
    return [{ pointer: use.pointer, message: `Unknown ${label} ${use.name}${where}; known: ${[...known].sort().join(', ')}` }];
  });
}

function accepted(accepts: AcceptedNames, use: NameUse): readonly string[] {
  if (use.what === 'widgets') {
    const w = accepts.widgets;
    if (!w) return [];
    // Unknown type (no schema for the value): any alias of any type may be meant.
    const aliases = use.type ? (w.byType[use.type] ?? []) : Object.values(w.byType).flat();
    return [...new Set([...w.registered, ...aliases])];
  }
  return accepts[use.what] ?? [];
}

/** JSON pointer escaping of one reference token (RFC 6901). */
export const pointerToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
