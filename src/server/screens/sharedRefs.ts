import type { FieldMessage } from '../../shared/validation/messages';

/**
 * Shared parts of screen definitions (README, Sharing columns and fields): an
 * object {"$ref": "_shared/{name}.json"} or {"$ref": "_shared/{name}.json#/json/pointer"}
 * anywhere in a definition stands for that value of screens/_shared/{name}.json.
 * An array item whose target is an array is replaced by the target's items, so
 * a column set can sit among a screen's own columns. Shared files may refer
 * to other shared files; a cycle is refused. Resolved before validation: the
 * served definition is the resolved one, and each fault is traced back to the
 * file and pointer it comes from.
 */

export const SHARED_DIR = '_shared';
const REF = /^_shared\/([A-Za-z0-9_-]{1,80})\.json(?:#(\/.*)?)?$/;
const MAX_DEPTH = 8;

/** How a shared file reads: its parsed value, or why it cannot be read. */
export type SharedFile = { value: unknown; error?: undefined } | { value?: undefined; error: string };

export interface Resolved {
  value: unknown;
  /** Shared files the definition read (names under _shared/, e.g. 'user-columns.json'). */
  uses: Set<string>;
  /** Faults of the references themselves, at the screen's pointers. */
  faults: FieldMessage[];
  /** Where a pointer of the resolved definition comes from (see traceFault). */
  origins: Map<string, Origin>;
}

interface Origin {
  /** File relative to screens/: the screen's own ('UA-START.json') or a shared one ('_shared/x.json'). */
  file: string;
  pointer: string;
  /** In the screen's own file: the pointer of the outermost $ref this node came through. */
  refAt?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isRef = (v: unknown): v is { $ref: unknown } => isObject(v) && '$ref' in v;
const token = (k: string | number) => String(k).replace(/~/g, '~0').replace(/\//g, '~1');
const untoken = (k: string) => k.replace(/~1/g, '/').replace(/~0/g, '~');

function at(value: unknown, pointer: string): { found: boolean; value?: unknown } {
  let node = value;
  for (const part of pointer.split('/').slice(1).map(untoken)) {
    if (Array.isArray(node) && /^(0|[1-9]\d*)$/.test(part) && Number(part) < node.length) node = node[Number(part)];
    else if (isObject(node) && Object.hasOwn(node, part)) node = node[part];
    else return { found: false };
  }
  return { found: true, value: node };
}

/** Resolves every shared reference of a definition read from `file`. */
export function resolveShared(def: unknown, file: string, read: (name: string) => SharedFile): Resolved {
  const out: Resolved = { value: undefined, uses: new Set(), faults: [], origins: new Map() };

  interface Where {
    file: string;
    pointer: string;
    refAt?: string;
    /** Shared files being expanded, for cycles. */
    stack: string[];
  }
  const fault = (where: Where, message: string) => {
    if (where.refAt === undefined) out.faults.push({ pointer: where.pointer, message });
    else out.faults.push({ pointer: where.refAt, message: `screens/${where.file}#${where.pointer}: ${message}` });
  };

  /** The target of a $ref object, or undefined after a fault. */
  const target = (ref: { $ref: unknown }, where: Where): { value: unknown; where: Where } | undefined => {
    const refWhere = { ...where, pointer: `${where.pointer}/$ref` };
    const refAt = where.refAt ?? where.pointer;
    if (Object.keys(ref).length !== 1) return void fault(refWhere, 'A $ref object takes no other keys');
    const m = typeof ref.$ref === 'string' ? REF.exec(ref.$ref) : null;
    if (!m) return void fault(refWhere, `A $ref names a shared file as _shared/{name}.json or _shared/{name}.json#/pointer, not ${JSON.stringify(ref.$ref)}`);
    const name = `${m[1]}.json`;
    const pointer = m[2] ?? '';
    const key = `${name}#${pointer}`;
    if (where.stack.includes(key)) return void fault(refWhere, `Circular $ref: ${[...where.stack, key].join(' -> ')}`);
    if (where.stack.length >= MAX_DEPTH) return void fault(refWhere, `$refs nest deeper than ${MAX_DEPTH}`);
    out.uses.add(name);
    const shared = read(name);
    if (shared.error !== undefined) return void fault(refWhere, `screens/${SHARED_DIR}/${name}: ${shared.error}`);
    const found = at(shared.value, pointer);
    if (!found.found) return void fault(refWhere, `No ${pointer} in screens/${SHARED_DIR}/${name}`);
    return { value: found.value, where: { file: `${SHARED_DIR}/${name}`, pointer, refAt, stack: [...where.stack, key] } };
  };

  const walk = (node: unknown, where: Where, resolvedAt: string): unknown => {
    out.origins.set(resolvedAt, { file: where.file, pointer: where.pointer, refAt: where.refAt });
    if (isRef(node)) {
      const t = target(node, where);
      return t ? walk(t.value, t.where, resolvedAt) : null;
    }
    if (Array.isArray(node)) {
      const items: unknown[] = [];
      node.forEach((item, i) => {
        const itemWhere = { ...where, pointer: `${where.pointer}/${i}` };
        const t = isRef(item) ? target(item, itemWhere) : undefined;
        if (t && Array.isArray(t.value)) {
          // A set of items: spliced in, each traced to its place in the shared file.
          t.value.forEach((shared, j) => items.push(walk(shared, { ...t.where, pointer: `${t.where.pointer}/${j}` }, `${resolvedAt}/${items.length}`)));
        } else if (t) items.push(walk(t.value, t.where, `${resolvedAt}/${items.length}`));
        else if (!isRef(item)) items.push(walk(item, itemWhere, `${resolvedAt}/${items.length}`));
      });
      return items;
    }
    if (isObject(node)) {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, { ...where, pointer: `${where.pointer}/${token(k)}` }, `${resolvedAt}/${token(k)}`)]));
    }
    return node;
  };

  out.value = walk(def, { file, pointer: '', stack: [] }, '');
  return out;
}

/**
 * A fault found on the resolved definition, traced to where its value was
 * written: unchanged pointer semantics for the screen's own values; for a
 * shared value, the pointer of the $ref in the screen and the shared file and
 * pointer named first in the message.
 */
export function traceFault(fault: FieldMessage, origins: Map<string, Origin>): FieldMessage {
  let resolved = fault.pointer === '/' ? '' : fault.pointer;
  let rest = '';
  while (!origins.has(resolved) && resolved) {
    const cut = resolved.lastIndexOf('/');
    rest = resolved.slice(cut) + rest;
    resolved = resolved.slice(0, cut);
  }
  const origin = origins.get(resolved);
  if (!origin) return fault;
  const pointer = origin.pointer + rest;
  if (origin.refAt === undefined) return { ...fault, pointer: pointer || (fault.pointer === '/' ? '/' : '') };
  return { ...fault, pointer: origin.refAt, message: `screens/${origin.file}#${pointer}: ${fault.message}` };
}
