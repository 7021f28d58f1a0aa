/**
 * npm run screens:check — validates every screens/*.json against the meta-schema
 * and the call catalogue, printing each fault with its file and JSON pointer
 * (a fault in a shared part names the shared file too), and that every
 * screens/_shared/*.json file is JSON. Exits 1 when any file is refused.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogue } from '../src/server/catalogue/readCatalogue';
import { ScreenStore } from '../src/server/screens/ScreenStore';
import { SHARED_DIR } from '../src/server/screens/sharedRefs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const store = new ScreenStore(join(root, 'screens'), root, readCatalogue(join(root, 'schemas')));
store.rescan(true);
const entries = store.all();
const refused = entries.filter((e) => e.faults);
for (const e of refused) for (const f of e.faults!) console.error(`screens/${e.file} ${f.pointer || '/'}: ${f.message}`);
// A shared file is checked where it is used; one that is not JSON is refused here even when nothing uses it.
const sharedDir = join(root, 'screens', SHARED_DIR);
const shared = existsSync(sharedDir) ? readdirSync(sharedDir).filter((f) => f.endsWith('.json')) : [];
let badShared = 0;
for (const file of shared) {
  try {
    JSON.parse(readFileSync(join(sharedDir, file), 'utf8'));
  } catch (e) {
    badShared++;
    console.error(`screens/${SHARED_DIR}/${file}: Not valid JSON: ${(e as Error).message}`);
  }
}
console.log(`${entries.length - refused.length} screen definitions valid, ${refused.length} refused; ${shared.length - badShared} shared files read, ${badShared} refused.`);
process.exit(refused.length || badShared ? 1 : 0);
