/**
 * npm run codegen            regenerates the generated files from schemas/calls
 * npm run codegen -- --check fails (exit 1) when the checked-in files are stale
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderGenerated, VALIDATORS_PATH } from './renderGenerated';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (name: string) => (existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : null);
const files = await renderGenerated(join(root, 'schemas'), read);
const check = process.argv.includes('--check');
const stale: string[] = [];

for (const [name, text] of Object.entries(files)) {
  if (read(name) === text) continue;
  if (check) stale.push(name);
  else {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
    console.log(`wrote ${name}`);
  }
}

// A validator of a call that no longer has a body is stale too.
const validatorsDir = join(root, VALIDATORS_PATH);
for (const file of existsSync(validatorsDir) ? readdirSync(validatorsDir) : []) {
  const name = `${VALIDATORS_PATH}/${file}`;
  if (name in files) continue;
  if (check) stale.push(name);
  else {
    rmSync(join(root, name));
    console.log(`removed ${name}`);
  }
}

if (check && stale.length) {
  console.error(`Generated files are stale (run npm run codegen): ${stale.join(', ')}`);
  process.exit(1);
}
if (check) console.log('Generated files match the call catalogue.');
