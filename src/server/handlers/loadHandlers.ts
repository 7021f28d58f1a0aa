import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CallEntry } from '../catalogue/readCatalogue';
import type { RouteHandler } from './Handler';

/** Where the handlers are: one folder per catalogue family (schemas/calls/{family}.json). */
export const HANDLERS_DIR = fileURLToPath(new URL('.', import.meta.url));

/** A module of a family folder holding handlers: `{name}Handlers.ts`, exporting `{name}Handlers`. */
const HANDLER_MODULE = /^(\w+Handlers)\.ts$/;

/**
 * The hand-written handlers by call id, found by convention: every
 * `*Handlers.ts` module of a folder named after a catalogue family exports a
 * map of that family's calls. A folder that is no family, a call id the
 * catalogue lacks or of another family, a call handled twice, or a planned
 * call with a handler stops the server at start.
 */
export async function loadHandlers(calls: CallEntry[], dir = HANDLERS_DIR): Promise<Map<string, RouteHandler>> {
  const byId = new Map(calls.map((c) => [c.id, c]));
  const families = new Set(calls.map((c) => c.family));
  const found = new Map<string, { handler: RouteHandler; file: string }>();
  for (const entry of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!families.has(entry.name)) throw new Error(`handlers/${entry.name}/ is not a family of the call catalogue`);
    for (const file of readdirSync(join(dir, entry.name)).sort()) {
      const name = HANDLER_MODULE.exec(file)?.[1];
      if (!name) continue;
      const where = `handlers/${entry.name}/${file}`;
      const module = await import(pathToFileURL(join(dir, entry.name, file)).href);
      const map = module[name] as Record<string, RouteHandler> | undefined;
      if (!map || typeof map !== 'object') throw new Error(`${where} does not export ${name}`);
      for (const [id, handler] of Object.entries(map)) {
        const call = byId.get(id);
        if (!call) throw new Error(`${where}: ${id} is not a call of the catalogue`);
        if (call.family !== entry.name) throw new Error(`${where}: ${id} is a call of the ${call.family} family`);
        if (call.planned) throw new Error(`${where}: ${id} is planned in the catalogue; remove its planned flag`);
        const twice = found.get(id);
        if (twice) throw new Error(`${id} is handled twice: ${twice.file} and ${where}`);
        found.set(id, { handler, file: where });
      }
    }
  }
  return new Map([...found].map(([id, { handler }]) => [id, handler]));
}
