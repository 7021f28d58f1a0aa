/**
 * npm run codegen            regenerates src/api/generated from schemas/calls
 * npm run codegen -- --check fails (exit 1) when the checked-in files are stale
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderGenerated } from './renderGenerated';
import { VALIDATORS_DIR } from './renderValidators';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'src/api/generated');

const current = (name: string) => (existsSync(join(outDir, name)) ? readFileSync(join(outDir, name), 'utf8') : null);
const files = await renderGenerated(join(root, 'schemas'), current);
const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [name, text] of Object.entries(files)) {
  const path = join(outDir, name);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (current === text) continue;
  if (check) stale.push(`src/api/generated/${name}`);
  else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`wrote src/api/generated/${name}`);
  }
}
// A validator of a call that no longer has a body is stale too.
const validatorsDir = join(outDir, VALIDATORS_DIR);
for (const name of existsSync(validatorsDir) ? readdirSync(validatorsDir) : []) {
  if (`${VALIDATORS_DIR}/${name}` in files) continue;
  if (check) stale.push(`src/api/generated/${VALIDATORS_DIR}/${name}`);
  else {
    rmSync(join(validatorsDir, name));
    console.log(`removed src/api/generated/${VALIDATORS_DIR}/${name}`);
  }
}
if (check && stale.length) {
  console.error(`Generated files are stale (run npm run codegen): ${stale.join(', ')}`);
  process.exit(1);
}
if (check) console.log('Generated files match the call catalogue.');
