import type { OperationNode } from 'kysely';

/** The parts of Kysely's operation nodes this module reads (kysely/dist/esm/operation-node). */
interface Node extends OperationNode {
  readonly [part: string]: unknown;
}

const asNode = (v: unknown): Node | undefined => (v && typeof v === 'object' && 'kind' in v ? (v as Node) : undefined);

/** A table's plain name: lower case, without quotes; a schema other than public is kept ("pgboss.job"). */
function plainName(raw: string): string {
  const parts = raw.split('.').map((p) => p.replace(/^"|"$/g, '').toLowerCase());
  return parts.length > 1 && parts[0] !== 'public' ? parts.join('.') : parts[parts.length - 1]!;
}

/** The table a TableNode, an AliasNode of one or an IdentifierNode names. */
function tableName(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'AliasNode') return tableName(asNode(node.node));
  if (node.kind === 'IdentifierNode') return plainName(String(node.name));
  // sql.table() / sql.id() inside a raw text: a raw node of nothing but the table.
  const fragments = node.sqlFragments as readonly string[] | undefined;
  const parameters = node.parameters as readonly unknown[] | undefined;
  if (node.kind === 'RawNode' && parameters?.length === 1 && fragments?.every((f) => !f.trim())) return tableName(asNode(parameters[0]));
  if (node.kind !== 'TableNode') return undefined;
  const id = asNode(node.table);
  const schema = asNode(id?.schema)?.name;
  const name = String(asNode(id?.identifier)?.name ?? '');
  return plainName(schema ? `${String(schema)}.${name}` : name);
}

/**
 * The tables a raw text writes: `insert into`, `update`, `delete from`, `merge into`, `truncate`. The text
 * between `sql` parameters is read; a table given as a parameter (sql.table / sql.id) is the parameter after
 * the keyword. `for update` (a row lock), `do update` (an upsert's action on its own table) and `on update` (a key's rule) name no table.
 */
const RAW_WRITE = /(?<!\b(?:for|do|on|key)\s+)\b(?:insert\s+into|update|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+(?:only\s+)?("[^"]+"(?:\."[^"]+")?|[a-z_][\w$]*(?:\.[a-z_][\w$]*)?)?/gi;

function rawTables(node: Node, into: Set<string>): void {
  const fragments = node.sqlFragments as readonly string[];
  const parameters = (node.parameters as readonly unknown[]) ?? [];
  fragments.forEach((text, i) => {
    for (const m of text.matchAll(RAW_WRITE)) {
      if (m[1] && m[1].toLowerCase() !== 'set') into.add(plainName(m[1]));
      // The keyword ends the fragment: the table is the next parameter, when it is a table.
      else if (!m[1] && m.index! + m[0].length === text.length) {
        const name = tableName(asNode(parameters[i]));
        if (name) into.add(name);
      }
    }
  });
  // A parameter may itself be a statement or a raw text (sql`${sql.raw('...')}`, a subquery).
  for (const p of parameters) {
    const n = asNode(p);
    if (n) collect(n, into);
  }
}

function collect(node: Node, into: Set<string>): void {
  switch (node.kind) {
    case 'InsertQueryNode': {
      const t = tableName(asNode(node.into));
      if (t) into.add(t);
      break;
    }
    case 'UpdateQueryNode': {
      const t = tableName(asNode(node.table));
      if (t) into.add(t);
      break;
    }
    case 'DeleteQueryNode': {
      for (const f of (asNode(node.from)?.froms as readonly unknown[] | undefined) ?? []) {
        const t = tableName(asNode(f));
        if (t) into.add(t);
      }
      break;
    }
    case 'MergeQueryNode': {
      const t = tableName(asNode(node.into));
      if (t) into.add(t);
      break;
    }
    case 'RawNode':
      rawTables(node, into);
      return;
    default:
      break;
  }
  // Data-modifying common table expressions (with x as (insert ...) select ...), of any statement.
  for (const cte of (asNode(node.with)?.expressions as readonly unknown[] | undefined) ?? []) {
    const expression = asNode(asNode(cte)?.expression);
    if (expression) collect(expression, into);
  }
}

/**
 * The tables a statement writes (inserts, updates, deletes into), from Kysely's node of it: the builders'
 * statements by their node, raw `sql` texts by their words, each with its data-modifying CTEs. A read
 * answers none. Cheap: it walks the top of the statement only, never its expressions.
 */
export function writtenTables(node: OperationNode): Set<string> {
  const into = new Set<string>();
  collect(node as Node, into);
  return into;
}
