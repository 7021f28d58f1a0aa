import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { readCatalogue } from '../../src/server/catalogue/readCatalogue';
import { loadHandlers } from '../../src/server/handlers/loadHandlers';
import { handlerFor } from '../../src/server/catalogue/registerCatalogue';
import { gridSources } from '../../src/server/data/gridSources';
import { callRegistry, callCount } from '../../src/api/generated/registry';
import { repoRoot } from '../support/testApp';
import { lintCatalogue } from '../../src/server/catalogue/lintCatalogue';
import { compileCatalogue } from '../../src/server/catalogue/compileCatalogue';

const calls = readCatalogue(join(repoRoot, 'schemas'));
const handlers = await loadHandlers(calls);

describe('the call catalogue', () => {
  it('agrees with the generated registry, call for call', () => {
    expect(callCount).toBe(calls.length);
    expect(Object.keys(callRegistry).sort()).toEqual(calls.map((c) => c.id).sort());
  });

  it('has a handler for every call not marked planned, a call for every handler, and an access rule on every call', () => {
    for (const call of calls) {
      if (call.planned) expect(handlerFor(call, handlers), `${call.id} is built: drop its planned flag`).toBeUndefined();
      else expect(handlerFor(call, handlers), `${call.id} has no handler`).toBeDefined();
      expect(call.access, `${call.id} has no access rule`).toBeDefined();
      if (call.grid?.source) expect(gridSources[call.grid.source], `${call.id} names an unknown grid source`).toBeDefined();
    }
    const ids = new Set(calls.map((c) => c.id));
    for (const id of handlers.keys()) expect(ids.has(id), `handler ${id} has no catalogue entry`).toBe(true);
  });

  it('follows the house rules: bounded strings, closed request objects, declared path parameters', () => {
    expect(lintCatalogue(calls)).toEqual([]);
  });

  it('compiles every request and response schema as the server will', () => {
    expect(compileCatalogue(calls)).toEqual([]);
  }, 30_000);

  it('generated code is up to date (npm run codegen -- --check)', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'codegen/generate.ts'), '--check'], { cwd: repoRoot, encoding: 'utf8' });
    expect(out).toContain('Generated files match the call catalogue.');
    // A child process that compiles the catalogue's types: seconds, more on a busy machine.
  }, 30_000);
});
