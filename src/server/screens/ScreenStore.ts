import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { CallEntry } from '../catalogue/readCatalogue';
import type { FieldMessage } from '../../shared/validation/messages';
import { compileScreenSchema, crossCheck } from './screenValidator';
import { parentsOf, subScreenFaults } from '../../shared/subScreens';

/** A valid screen definition: the meta-schema requires its cmid, kind and title. */
export type ScreenDefinition = Readonly<{ cmid: string; kind: string; title: string; [key: string]: unknown }>;

export type ScreenEntry =
  | { file: string; cmid: string; def: ScreenDefinition; faults?: undefined }
  | { file: string; cmid: string; def?: undefined; faults: FieldMessage[] };

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
 * The screens/ folder as validated, frozen definitions keyed by cmid. A broken
 * file is kept as its faults (file + JSON pointers) and never affects the others.
 */
export class ScreenStore {
  private readonly validate: ValidateFunction;
  private entries = new Map<string, ScreenEntry & { mtimeMs: number }>();
  private scannedAt = 0;

  constructor(
    private readonly dir: string,
    root: string,
    private readonly calls: CallEntry[],
    private readonly warn: (msg: string) => void = () => {},
  ) {
    this.validate = compileScreenSchema(root);
  }

  private load(file: string, mtimeMs: number): ScreenEntry & { mtimeMs: number } {
    const cmid = file.replace(/\.json$/, '');
    const fault = (faults: FieldMessage[]) => {
      this.warn(`screens/${file} refused: ${faults.map((f) => `${f.pointer} ${f.message}`).join('; ')}`);
      return { file, cmid, faults, mtimeMs };
    };
    let def: any;
    try {
      def = JSON.parse(readFileSync(join(this.dir, file), 'utf8'));
    } catch (e) {
      return fault([{ pointer: '', message: `Not valid JSON: ${(e as Error).message}` }]);
    }
    if (!this.validate(def as object)) {
      const faults = (this.validate.errors ?? [])
        .filter((e) => e.keyword !== 'if')
        .map((e) => ({ pointer: e.instancePath || '/', message: e.message ?? 'invalid' }));
      return fault(faults);
    }
    if (def.cmid !== cmid) return fault([{ pointer: '/cmid', message: `cmid ${def.cmid} does not match the file name ${file}` }]);
    // A sub-screen's target is checked as a file: it may load after this one.
    const faults = [...crossCheck(def, this.calls), ...subScreenFaults(def, (target) => existsSync(join(this.dir, `${target}.json`)))];
    if (faults.length) return fault(faults);
    return { file, cmid, def: deepFreeze(def), mtimeMs };
  }

  /** Re-reads files that were added or changed since the last look; drops removed ones. */
  rescan(force = false): void {
    if (!force && Date.now() - this.scannedAt < RESCAN_MS) return;
    this.scannedAt = Date.now();
    const next = new Map<string, ScreenEntry & { mtimeMs: number }>();
    for (const file of readdirSync(this.dir).filter((f) => f.endsWith('.json'))) {
      let mtimeMs: number;
      try {
        mtimeMs = statSync(join(this.dir, file)).mtimeMs;
      } catch {
        continue; // removed between readdir and stat
      }
      const cmid = file.replace(/\.json$/, '');
      const known = this.entries.get(cmid);
      next.set(cmid, known && known.mtimeMs === mtimeMs ? known : this.load(file, mtimeMs));
    }
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

  /** cmids of the valid screens that name this call (anywhere in the definition): their holders may use it. */
  cmidsUsing(call: CallEntry): string[] {
    const ref = `${call.method} ${call.path}`;
    return this.all()
      .filter((e) => e.def && callsNamed(e.def).has(ref))
      .map((e) => e.cmid);
  }
}
