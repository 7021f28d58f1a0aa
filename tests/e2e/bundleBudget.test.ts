import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { repoRoot } from '../support/testApp';
import { budgetsOf, measureBundle, sizeTable } from '../../scripts/bundleSize';
import { CHUNK_GRAPH, type ChunkNode } from '../../build/chunkGraph';

const base = inject('baseURL');
const dist = join(repoRoot, 'dist');

/**
 * The size budget (npm run size) over the build the end-to-end run made
 * (globalSetup), so CI holds it with every run; and what Chromium really
 * downloads for the sign-in page.
 */
describe('the bundle under its budget', () => {
  const { newPage } = useBrowser();
  const report = measureBundle(dist, repoRoot);

  it('holds every budget of scripts/bundleSize.ts', () => {
    console.log(sizeTable(report));
    const over = budgetsOf(report).filter((b) => b.actual > b.limit);
    expect(over.map((b) => `${b.name}: ${b.actual.toFixed(1)} kB > ${b.limit} kB`)).toEqual([]);
  });

  it('keeps the signed-in shell, Chakra, the kinds, rjsf, the body schemas and French out of the first script', () => {
    const chunks: ChunkNode[] = JSON.parse(readFileSync(join(dist, CHUNK_GRAPH), 'utf8'));
    const first = new Set(report.login.files);
    const modules = chunks.filter((c) => first.has(c.file)).flatMap((c) => c.modules);
    expect(modules).toContain('src/shell/pages/LoginPage.tsx');
    const outside = [
      /^src\/shell\/layout\/(AppLayout|Header|SideMenu|MainMenu|UserMenu)\.tsx$/,
      /^src\/shell\/pages\/(HomePage|ScreenPage)\.tsx$/,
      /^src\/renderers\/(grid|form|detail)\//,
      /^src\/custom\//,
      /^src\/api\/generated\/(validators\/|bodies|bodyFields|registry)/,
      /^src\/shell\/i18n\/fr\.json$/,
      /^node_modules\/(@rjsf|markdown-to-jsx|swr|pdfjs-dist)\//,
      // The sign-in page is drawn without Chakra UI (src/shell/themes/ChakraScope.tsx).
      /^node_modules\/(@chakra-ui|@emotion|@ark-ui|@zag-js)\//,
    ];
    expect(modules.filter((m) => outside.some((re) => re.test(m)))).toEqual([]);
  });

  it('has the sign-in page download only its first script and the call list', async () => {
    const { page } = await newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path.slice(1));
    });
    await page.goto(`${base}/MANITOULIN/login`);
    await page.getByLabel('Username').waitFor();
    await page.waitForLoadState('networkidle');
    const allowed = new Set([...report.login.files, ...report.calls.files]);
    expect(scripts.filter((s) => !allowed.has(s))).toEqual([]);
    for (const f of report.login.files) expect(scripts).toContain(f);
  });
});
