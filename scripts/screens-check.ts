/**
 * npm run screens:check — validates every screens/*.json against the meta-schema
 * and the call catalogue, printing each fault with its file and JSON pointer.
 * Exits 1 when any definition is refused.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogue } from '../src/server/catalogue/readCatalogue';
import { ScreenStore } from '../src/server/screens/ScreenStore';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const store = new ScreenStore(join(root, 'screens'), root, readCatalogue(join(root, 'schemas')));
store.rescan(true);
const entries = store.all();
const refused = entries.filter((e) => e.faults);
for (const e of refused) for (const f of e.faults!) console.error(`screens/${e.file} ${f.pointer || '/'}: ${f.message}`);
console.log(`${entries.length - refused.length} screen definitions valid, ${refused.length} refused.`);
process.exit(refused.length ? 1 : 0);
