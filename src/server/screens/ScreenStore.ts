import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { CallEntry } from '../catalogue/readCatalogue';
import type { FieldMessage } from '../../shared/validation/messages';
import { compileScreenSchema, crossCheck } from './screenValidator';
import { parentsOf, subScreenFaults } from '../../shared/subScreens';
import { resolveShared, SHARED_DIR, traceFault, type SharedFile } from './sharedRefs';

/** A valid screen definition: the meta-schema requires its cmid, kind and title; the rest is its kind's (checked by its contract). */
export type ScreenDefinition = Readonly<{ cmid: string; kind: string; title: string } & Record<string, any>>;

export type ScreenEntry =
  | { file: string; cmid: string; def: ScreenDefinition; faults?: undefined }
  | { file: string; cmid: string; def?: undefined; faults: FieldMessage[] };

/** A loaded entry with what decides whether it is read again: its file's and its shared files' mtimes. */
type Loaded = ScreenEntry & { mtimeMs: number; shared: Map<string, number> };

/** One look at screens/_shared/: each file's mtime (read lazily, once per scan). */
class SharedFolder {
  readonly mtimes = new Map<string, number>();
  private readonly parsed = new Map<string, SharedFile>();

  constructor(private readonly dir: string) {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      try {
        this.mtimes.set(name, statSync(join(dir, name)).mtimeMs);
      } catch {
        // removed between readdir and stat
      }
    }
  }

  /** -1 for a file that is not there: its appearing changes the answer too. */
  mtimeOf = (name: string) => this.mtimes.get(name) ?? -1;

  read = (name: string): SharedFile => {
    let file = this.parsed.get(name);
    if (!file) {
      if (!this.mtimes.has(name)) file = { error: 'No such shared file' };
      else {
        try {
          file = { value: JSON.parse(readFileSync(join(this.dir, name), 'utf8')) };
        } catch (e) {
          file = { error: `Not valid JSON: ${(e as Error).message}` };
        }
      }
      this.parsed.set(name, file);
    }
    return file;
  };
}

// How often the folder is looked at again: new and changed files are picked up
// by a running server within this time, without restart or rebuild.
const RESCAN_MS = 500;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const CALL_REF = /^(GET|POST|PUT|PATCH|DELETE) [a-z0-9_/{}.-]+$/;
const namedCalls = new WeakMap<object, Set<string>>();

/**
 * Every 'METHOD path' a definition names (data source, submit, load, update,
 * delete, a list's data source, attachment calls, a widget's options call),
 * once per frozen definition.
 */
function callsNamed(def: object): Set<string> {
  let found = namedCalls.get(def);
  if (!found) {
    const refs = new Set<string>();
    const walk = (node: unknown) => {
      if (typeof node === 'string') {
        if (CALL_REF.test(node)) refs.add(node);
      } else if (node && typeof node === 'object') for (const v of Object.values(node)) walk(v);
    };
    walk(def);
    namedCalls.set(def, (found = refs));
  }
  return found;
}

/**
 * The screens/ folder as validated, frozen definitions keyed by cmid, their
 * shared parts (screens/_shared/) resolved. A broken file is kept as its
 * faults (file + JSON pointers) and never affects the others.
 */
export class ScreenStore {
  private readonly validate: ValidateFunction;
  private entries = new Map<string, Loaded>();
  private using: { of: Map<string, Loaded>; byRef: Map<string, string[]> } = { of: new Map(), byRef: new Map() };
  private scannedAt = 0;

  constructor(
    private readonly dir: string,
    root: string,
    private readonly calls: CallEntry[],
    private readonly warn: (msg: string) => void = () => {},
  ) {
    this.validate = compileScreenSchema(root);
  }

  private load(file: string, mtimeMs: number, shared: SharedFolder): Loaded {
    const cmid = file.replace(/\.json$/, '');
    const uses = new Map<string, number>();
    const fault = (faults: FieldMessage[]) => {
      this.warn(`screens/${file} refused: ${faults.map((f) => `${f.pointer} ${f.message}`).join('; ')}`);
      return { file, cmid, faults, mtimeMs, shared: uses };
    };
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(this.dir, file), 'utf8'));
    } catch (e) {
      return fault([{ pointer: '', message: `Not valid JSON: ${(e as Error).message}` }]);
    }
    const resolved = resolveShared(raw, file, shared.read);
    for (const name of resolved.uses) uses.set(name, shared.mtimeOf(name));
    if (resolved.faults.length) return fault(resolved.faults);
    const def = resolved.value as any;
    const trace = (faults: FieldMessage[]) => faults.map((f) => traceFault(f, resolved.origins));
    if (!this.validate(def as object)) {
      const faults = (this.validate.errors ?? [])
        .filter((e) => e.keyword !== 'if')
        .map((e) => ({ pointer: e.instancePath || '/', message: e.message ?? 'invalid' }));
      return fault(trace(faults));
    }
    if (def.cmid !== cmid) return fault([{ pointer: '/cmid', message: `cmid ${def.cmid} does not match the file name ${file}` }]);
    // A sub-screen's target is checked as a file: it may load after this one.
    const faults = [...crossCheck(def, this.calls), ...subScreenFaults(def, (target) => existsSync(join(this.dir, `${target}.json`)))];
    if (faults.length) return fault(trace(faults));
    return { file, cmid, def: deepFreeze(def), mtimeMs, shared: uses };
  }

  /** Re-reads files that were added or changed since the last look; drops removed ones. */
  rescan(force = false): void {
    if (!force && Date.now() - this.scannedAt < RESCAN_MS) return;
    this.scannedAt = Date.now();
    const next = new Map<string, Loaded>();
    const shared = new SharedFolder(join(this.dir, SHARED_DIR));
    // A definition is read again when its file or any shared file it used changed.
    const current = (e: Loaded | undefined, mtimeMs: number) => !!e && e.mtimeMs === mtimeMs && [...e.shared].every(([name, m]) => shared.mtimeOf(name) === m);
    for (const file of readdirSync(this.dir).filter((f) => f.endsWith('.json'))) {
      let mtimeMs: number;
      try {
        mtimeMs = statSync(join(this.dir, file)).mtimeMs;
      } catch {
        continue; // removed between readdir and stat
      }
      const cmid = file.replace(/\.json$/, '');
      const known = this.entries.get(cmid);
      next.set(cmid, current(known, mtimeMs) ? known! : this.load(file, mtimeMs, shared));
    }
    // Unchanged, the same map is kept, and with it what was derived from it (cmidsUsing).
    if (next.size === this.entries.size && [...next].every(([cmid, e]) => this.entries.get(cmid) === e)) return;
    this.entries = next;
  }

  get(cmid: string): ScreenEntry | undefined {
    this.rescan();
    return this.entries.get(cmid);
  }

  all(): ScreenEntry[] {
    this.rescan();
    return [...this.entries.values()];
  }

  /**
   * Whose holders may read this definition: its own cmid and the valid screens
   * showing it as a sub-screen (TM-START for TM-COPY), whose route checks access.
   */
  readersOf(cmid: string): string[] {
    return [cmid, ...parentsOf(cmid, this.all().flatMap((e) => (e.def ? [e.def as { cmid: string }] : [])))];
  }

  /**
   * cmids of the valid screens that name this call (anywhere in the definition): their holders may use it.
   * Asked by every request's access check, so kept per call until a rescan brings another set of definitions.
   */
  cmidsUsing(call: CallEntry): readonly string[] {
    this.rescan();
    if (this.using.of !== this.entries) this.using = { of: this.entries, byRef: new Map() };
    const ref = `${call.method} ${call.path}`;
    let found = this.using.byRef.get(ref);
    if (!found) {
      found = [...this.entries.values()].filter((e) => e.def && callsNamed(e.def).has(ref)).map((e) => e.cmid);
      this.using.byRef.set(ref, found);
    }
    return found;
  }

}
