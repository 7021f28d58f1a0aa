import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../support/testApp';

const server = join(repoRoot, 'src/server');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));
}

// The server's layers (db < auth < query < data < handlers) are stated in layers.json with the
// app's other layers, and checked by the lint and tests/unit/layers.test.ts.
describe('the server layers hold', () => {
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
