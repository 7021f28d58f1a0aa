import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { repoRoot } from '../support/testApp';

const server = join(repoRoot, 'src/server');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));
}

/** The server folder a module's relative imports land in (db, auth, query, data, handlers...), with the import's text. */
function imports(file: string): { text: string; folder: string; typeOnly: boolean }[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import (type )?[^'"]*from '(\.[^']+)'/gm)].map((m) => {
    const target = relative(server, resolve(dirname(file), m[2]!));
    return { text: m[0], folder: target.startsWith('..') ? '(outside)' : target.split('/')[0]!, typeOnly: !!m[1] };
  });
}

/** The server's layers, lowest first: a module may import its own layer and those below it, never one above. */
const LAYERS = ['db', 'auth', 'query', 'data', 'handlers'];

// The demo seed (db/seed.ts, db/shellDemo.ts) hashes the demo password with the sign-in's own hashing.
const EXCEPTIONS = new Set(['db/seed.ts -> auth', 'db/shellDemo.ts -> auth']);

describe('the server layers hold', () => {
  it('imports downwards only: db < auth < query < data < handlers (no lower layer reaches handlers)', () => {
    const faults: string[] = [];
    for (const [rank, layer] of LAYERS.entries()) {
      for (const file of modules(join(server, layer))) {
        for (const imp of imports(file)) {
          const target = LAYERS.indexOf(imp.folder);
          const name = relative(server, file);
          if (target > rank && !EXCEPTIONS.has(`${name} -> ${imp.folder}`)) faults.push(`${name}: ${imp.text}`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('keeps SQL out of handlers: no query builder and no value import of Kysely there', () => {
    const faults: string[] = [];
    for (const file of modules(join(server, 'handlers'))) {
      const source = readFileSync(file, 'utf8');
      const name = relative(server, file);
      for (const m of source.matchAll(/\.(selectFrom|insertInto|updateTable|deleteFrom|transaction)\(|\bsql`|^import \{[^}]*\} from 'kysely'/gm)) faults.push(`${name}: ${m[0]}`);
    }
    expect(faults).toEqual([]);
  });
});
