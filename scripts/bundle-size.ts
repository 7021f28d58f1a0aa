/**
 * npm run size: builds the browser app, prints the table of chunk sizes and
 * fails (exit 1) when a budget of scripts/bundleSize.ts is exceeded.
 * `-- --no-build` measures the dist/ already built.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetsOf, measureBundle, sizeTable } from './bundleSize';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (!process.argv.includes('--no-build')) execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });

const report = measureBundle(join(root, 'dist'), root);
console.log(sizeTable(report));
console.log('');
let over = 0;
for (const b of budgetsOf(report)) {
  const ok = b.actual <= b.limit;
  if (!ok) over += 1;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${b.name}: ${b.actual.toFixed(1)} kB gzip (budget ${b.limit} kB)`);
}
if (over) {
  console.error(`\n${over} size budget(s) exceeded`);
  process.exit(1);
}
