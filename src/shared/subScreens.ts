/**
 * Sub-screens (schemas/screen.schema.json `subScreens`): a screen's sub-route
 * shown by another definition, e.g. TM-START/APPEND/{id} by TM-APPEND/add/{id}.
 * Shared by the browser (which definition a route shows) and the server (the
 * load-time check that the targets exist).
 */
import type { FieldMessage } from './validation/messages';

export type SubScreens = Readonly<Record<string, string>>;

export interface SubScreenMatch {
  /** The target definition's cmid. */
  cmid: string;
  /** The target's path (what a renderer reads after /pages/{CMID}), parameters filled. */
  path: string;
}

const PARAM = /^\{(\w+)\}$/;

function paramsOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** Segments of a pattern against the route's: literals match case-insensitively, {name}s take one segment. */
function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const values: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const param = PARAM.exec(part);
    if (param) values[param[1]!] = segments[i]!;
    else if (part.toLowerCase() !== segments[i]!.toLowerCase()) return null;
  }
  return values;
}

/**
 * The sub-screen a route's rest of path opens, or null when none matches (the
 * screen itself then reads the path). Segments stay URL-encoded as they came.
 */
export function matchSubScreen(subScreens: SubScreens | undefined, path: string): SubScreenMatch | null {
  if (!subScreens) return null;
  const segments = path.split('/').filter(Boolean);
  if (!segments.length) return null;
  for (const [pattern, target] of Object.entries(subScreens)) {
    const values = matchPattern(pattern, segments);
    if (!values) continue;
    const [cmid, ...rest] = target.split('/');
    return { cmid: cmid!, path: rest.join('/').replace(/\{(\w+)\}/g, (_, k: string) => values[k]!) };
  }
  return null;
}

/** JSON pointer of a key (RFC 6901: ~ and / escaped). */
function pointerOf(key: string): string {
  return `/subScreens/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/**
 * Load-time faults of a definition's sub-screens: a target that is no screen
 * definition, a target naming itself, or a {param} the pattern does not give.
 */
export function subScreenFaults(def: { cmid: string; subScreens?: SubScreens }, exists: (cmid: string) => boolean): FieldMessage[] {
  const faults: FieldMessage[] = [];
  for (const [pattern, target] of Object.entries(def.subScreens ?? {})) {
    const at = pointerOf(pattern);
    const cmid = target.split('/')[0]!;
    // Values, not text: the message is a translation key whose {1}, {2} the browser fills.
    if (cmid === def.cmid) faults.push({ pointer: at, message: 'Sub-screen {1} is the screen itself', values: { 1: cmid } });
    else if (!exists(cmid)) faults.push({ pointer: at, message: 'No screen definition {1}', values: { 1: cmid } });
    const given = new Set(paramsOf(pattern));
    for (const name of paramsOf(target)) if (!given.has(name)) faults.push({ pointer: at, message: 'Parameter {1} is not in the pattern {2}', values: { 1: name, 2: pattern } });
  }
  return faults;
}

/** cmids of the definitions whose sub-screens show this one: their holders may read it. */
export function parentsOf(cmid: string, defs: Iterable<{ cmid: string; subScreens?: SubScreens }>): string[] {
  const out: string[] = [];
  for (const def of defs) if (Object.values(def.subScreens ?? {}).some((t) => t.split('/')[0] === cmid)) out.push(def.cmid);
  return out;
}
