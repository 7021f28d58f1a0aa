/** One operation of the OpenAPI document, as the documents page lists it. */
export interface Operation {
  id: string;
  method: string;
  path: string;
  family: string;
  summary: string;
  description: string;
}

/** The operations of an OpenAPI document grouped by their first tag (the catalogue family), families sorted. */
/** What the page reads of one operation of the document. */
interface OperationObject {
  tags?: string[];
  operationId?: string;
  summary?: string;
  description?: string;
}

export function operationsByFamily(doc: { paths?: Record<string, Record<string, OperationObject>> }): [string, Operation[]][] {
  const groups = new Map<string, Operation[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const family = op.tags?.[0] ?? 'other';
      const list = groups.get(family) ?? [];
      list.push({
        id: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        family,
        summary: op.summary ?? '',
        description: op.description ?? '',
      });
      groups.set(family, list);
    }
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** Operations whose id, path or summary contain the text (any case). */
export function filterOperations(groups: [string, Operation[]][], text: string): [string, Operation[]][] {
  const needle = text.trim().toLowerCase();
  if (!needle) return groups;
  return groups
    .map(
      ([family, ops]) =>
        [family, ops.filter((o) => `${o.id} ${o.path} ${o.summary}`.toLowerCase().includes(needle))] as [string, Operation[]],
    )
    .filter(([, ops]) => ops.length > 0);
}
