/**
 * npx tsx scripts/grid-perf.ts [--profile]
 * Measures the grid renderer in Chromium: long tasks (Long Tasks API, over
 * 50 ms) while a 100-row page of a 70-column grid opens, pages, sorts, scrolls
 * and selects, the longest one split into script, style, layout, paint and GC
 * time from a Chromium trace, with its CPU time (on a loaded machine a task's
 * wall time is mostly waiting for a core), and the most CPU time any one task
 * of the action took, long or not. A measurement to read, not a test: it prints a
 * table and asserts nothing. Builds the app into a scratch folder (the shared
 * dist/ is left alone) and serves it with the real server, in this process, on
 * a scratch embedded database and a scratch copy of screens/ holding the
 * 70-column screen. --profile builds without minifying and prints the
 * functions that took the most time in each action.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/openDatabase';
import { migrate } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed';
import { DEMO_PASSWORD } from '../src/server/db/demoData';
import { launchBrowser } from '../tests/support/browser';
import { repoRoot } from '../tests/support/testApp';
import { longTaskBreakdown, type TaskBreakdown } from './gridPerfTrace';

const FIELDS: [string, string][] = [
  ['probill', 'text'],
  ['pickup_date', 'date'],
  ['delivery_date', 'date'],
  ['status', 'text'],
  ['reference', 'text'],
  ['shipper_name', 'text'],
  ['shipper_city', 'text'],
  ['shipper_province', 'text'],
  ['consignee_name', 'text'],
  ['consignee_city', 'text'],
  ['consignee_province', 'text'],
  ['pieces', 'number'],
  ['weight', 'number'],
];

/** 70 columns over the shipments source (fields repeat; column names do not), 100 rows a page. */
function perfScreen() {
  const columns = Array.from({ length: 70 }, (_, i) => {
    const [field, type] = FIELDS[i % FIELDS.length]!;
    return { name: `c${i + 1}`, field, label: `Column ${i + 1}`, type, searchable: i < 20, category: `Group ${Math.floor(i / 7) + 1}` };
  });
  const fr = Object.fromEntries([
    ...columns.map((c) => [c.label, `Colonne ${c.name.slice(1)}`]),
    ...columns.map((c) => [c.category, c.category.replace('Group', 'Groupe')]),
  ]);
  return {
    cmid: 'GRID-PERF70',
    kind: 'grid',
    title: 'Seventy columns',
    dataSource: 'GET probill/pickup_date',
    rowKey: 'probill',
    pageSize: 100,
    selection: 'multiple',
    columns,
    translations: { fr: { 'Seventy columns': 'Soixante-dix colonnes', ...fr } },
  };
}

interface LongTask {
  start: number;
  duration: number;
}

const PROFILE = process.argv.includes('--profile');

/** With --profile, the functions that took the most time (self time) during an action, by name in the non-minified build. */
async function profiled(page: Page, action: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await action();
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]; samples: number[]; timeDeltas: number[] };
  };
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms.toFixed(1)} ms  ${k}`);
}

/** The long tasks of an action, as the page's observer saw them and as the trace splits them. */
async function longTasksDuring(browser: Browser, page: Page, action: () => Promise<void>): Promise<{ tasks: LongTask[]; split: TaskBreakdown[]; maxCpu: number }> {
  await page.evaluate(() => ((window as unknown as { __long: LongTask[] }).__long = []));
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  if (PROFILE) await profiled(page, action);
  else await action();
  // Let the last frames finish and the observer report them.
  await page.waitForTimeout(1500);
  const { long: split, maxCpu } = longTaskBreakdown(await browser.stopTracing());
  return { tasks: await page.evaluate(() => (window as unknown as { __long: LongTask[] }).__long), split, maxCpu };
}

/**
 * The real server in this process, serving a scratch build: a scratch root
 * holds the build and links to the catalogue and sources the server reads.
 */
async function startScratchServer(root: string, dataDir: string, screensDir: string) {
  const database = await openDatabase({ dataDir });
  await migrate(database.db);
  await seedDemo(database.db, { shipments: 600 });
  const app = await buildApp({ db: database.db, root, screensDir, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, stop: async () => (await app.close(), await database.close()) };
}

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'grid-perf-'));
  const root = join(scratch, 'root');
  const screensDir = join(scratch, 'screens');
  mkdirSync(root);
  for (const name of ['package.json', 'schemas', 'src']) symlinkSync(join(repoRoot, name), join(root, name));
  const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');
  const buildArgs = ['build', '--logLevel', 'warn', '--outDir', join(root, 'dist'), '--emptyOutDir', ...(PROFILE ? ['--minify', 'false'] : [])];
  execFileSync(process.execPath, [vite, ...buildArgs], { cwd: repoRoot, stdio: 'inherit' });
  cpSync(join(repoRoot, 'screens'), screensDir, { recursive: true });
  writeFileSync(join(screensDir, 'GRID-PERF70.json'), JSON.stringify(perfScreen()));
  const server = await startScratchServer(root, join(scratch, 'pglite'), screensDir);
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __long: LongTask[] };
      w.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__long.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
      }).observe({ type: 'longtask', buffered: true });
    });
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(`${server.url}/MANITOULIN/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/pages\//);

    const rows = page.locator('tbody tr[data-row]');
    const results: [string, { tasks: LongTask[]; split: TaskBreakdown[]; maxCpu: number }, string][] = [];
    const count = async () => `${await rows.count()} rows × ${await page.locator('tbody tr[data-row]').first().locator('td').count()} cells drawn`;

    results.push([
      'open the screen in the running app (first 100-row page)',
      await longTasksDuring(browser, page, async () => {
        // A navigation inside the app, as from a menu: the app's own start-up is not the grid's.
        await page.evaluate(() => {
          history.pushState(null, '', '/MANITOULIN/pages/GRID-PERF70');
          dispatchEvent(new PopStateEvent('popstate'));
        });
        await rows.first().waitFor();
      }),
      await count(),
    ]);
    // Repeated: on a shared machine one run can be slowed by others' work.
    for (let i = 1; i <= 3; i++) {
      results.push([
        `next page (100 new rows), run ${i}`,
        await longTasksDuring(browser, page, async () => {
          const first = await rows.first().innerText();
          await page.getByRole('button', { name: 'Next' }).click();
          await page.waitForFunction((before) => document.querySelector('tbody tr[data-row]')?.textContent !== before, first);
        }),
        await count(),
      ]);
    }
    for (let i = 1; i <= 3; i++) {
      results.push([
        `sort by a column, run ${i}`,
        await longTasksDuring(browser, page, async () => {
          await page
            .getByRole('columnheader', { name: /^Column 5/ })
            .getByRole('button', { name: 'Column 5', exact: true })
            .click();
          await page.waitForFunction(() => !document.querySelector('table[aria-busy=true]'));
        }),
        await count(),
      ]);
    }
    results.push([
      'scroll down the page, then across',
      await longTasksDuring(browser, page, async () => {
        for (let y = 0; y < 3000; y += 300) {
          await page.mouse.wheel(0, 300);
          await page.waitForTimeout(50);
        }
        await page.locator('tbody').hover();
        for (let x = 0; x < 6000; x += 600) {
          await page.mouse.wheel(600, 0);
          await page.waitForTimeout(50);
        }
      }),
      await count(),
    ]);
    results.push([
      'select all 100 rows',
      await longTasksDuring(browser, page, async () => {
        await page.getByRole('checkbox', { name: 'Select all rows' }).check();
      }),
      await count(),
    ]);

    console.log(`\nload average of the machine during the run: ${loadavg()[0]!.toFixed(1)} (on ${cpus().length} cores)`);
    console.log('\nGrid of 70 columns, 100 rows a page (Chromium, Long Tasks API: tasks over 50 ms; the longest one split by a trace)\n');
    console.log('| action | long tasks | longest (ms) | its CPU time (ms) | its split: script / style / layout / paint / GC (ms) | most CPU in one task (ms) | drawn |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [name, { tasks, split, maxCpu }, drawn] of results) {
      const worst = split.sort((a, b) => b.total - a.total)[0];
      const parts = worst ? `${worst.script} / ${worst.style} / ${worst.layout} / ${worst.paint} / ${worst.gc}` : '-';
      console.log(`| ${name} | ${tasks.length} | ${tasks.length ? Math.max(...tasks.map((t) => t.duration)) : '-'} | ${worst?.cpu ?? '-'} | ${parts} | ${maxCpu} | ${drawn} |`);
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
