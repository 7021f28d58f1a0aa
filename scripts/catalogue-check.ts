/**
 * npx tsx scripts/catalogue-check.ts — validates schemas/calls/*.json (meta-schema,
 * duplicate ids and routes, $refs, house rules, and every request number against
 * the columns of a database the migrations make: an embedded one in memory) and
 * prints the counts by family. Writes nothing; exits 1 on any fault.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogue } from '../src/server/catalogue/readCatalogue';
import { lintCatalogue } from '../src/server/catalogue/lintCatalogue';
import { compileCatalogue } from '../src/server/catalogue/compileCatalogue';
import { lintColumns, numericColumns } from '../src/server/catalogue/lintColumns';
import { openDatabase } from '../src/server/db/openDatabase';
import { migrate } from '../src/server/db/migrate';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let calls;
try {
  calls = readCatalogue(join(root, 'schemas'));
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
const database = await openDatabase({ dataDir: 'memory://' });
await migrate(database.db);
const columns = await numericColumns(database.db);
await database.close();
const faults = [...lintCatalogue(calls), ...compileCatalogue(calls), ...lintColumns(calls, columns)];
for (const f of faults) console.error(f);
const families = new Map<string, { all: number; planned: number }>();
for (const c of calls) {
  const f = families.get(c.family) ?? { all: 0, planned: 0 };
  f.all += 1;
  if (c.planned) f.planned += 1;
  families.set(c.family, f);
}
for (const [name, f] of [...families].sort()) console.log(`${name.padEnd(28)} ${String(f.all).padStart(4)} calls, ${f.planned} planned`);
const planned = calls.filter((c) => c.planned).length;
console.log(`${calls.length} calls in ${families.size} families: ${calls.length - planned} with handlers, ${planned} planned (501). ${faults.length} faults.`);
process.exit(faults.length ? 1 : 0);
