import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { firstScript } from './build/firstScript.ts';
import { precompress } from './build/precompress.ts';
import { chunkGraph } from './build/chunkGraph.ts';
import { lazyMarkdown } from './build/lazyMarkdown.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

// The browser app's root is src/ (src/index.html), keeping the repository's top
// level to the product's layout. One config serves the build and every test
// project, so tests compile the app exactly as the build does.
export default defineConfig({
  root: `${here}src`,
  publicDir: false,
  plugins: [react(), lazyMarkdown(), firstScript(), chunkGraph(here), precompress()],
  // No chunkSizeWarningLimit: a chunk over Vite's 500 kB warns, and `npm run size` holds the budgets.
  build: { outDir: `${here}dist`, emptyOutDir: true, rolldownOptions: { treeshake: { manualPureFunctions: ['defineConfig'] } } },
  // Workers (pdf.js's, src/custom/pdfViewer) are built as ES modules: pdf.js starts its worker with type 'module'.
  worker: { format: 'es' },
  // Only API calls go to the server: with root src/, the app's own modules live under /api/*.ts too.
  server: { proxy: { '^/api/(?!.*\\.tsx?(\\?|$))': 'http://127.0.0.1:8080' } },
  test: {
    // Vitest's default for a run is one worker fewer than the cores: on CI's 2 cores, one, and the
    // whole suite in a row while the second core waits. The database tests spend much of their time in
    // PostgreSQL, Chromium or a server process of their own, so two workers keep both cores busy.
    // The end-to-end files still run one at a time, after the others (fileParallelism: false).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        root: here,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'codegen/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        root: here,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Every call a test makes that writes a record without its audit entry fails (data/audit/auditGuard.ts);
          // PORTAL_AUDIT_GUARD=log in the shell only logs them (with PORTAL_AUDIT_GUARD_REPORT, to collect them).
          env: { PORTAL_AUDIT_GUARD: process.env.PORTAL_AUDIT_GUARD ?? 'strict' },
          // The run's migrated and seeded databases, copied for each test file (tests/support/databaseTemplates.ts).
          globalSetup: ['tests/support/templatesSetup.ts'],
          testTimeout: 60000,
          // A file's beforeAll may wait for another's seed of the template it needs, then copy it.
          hookTimeout: 240000,
        },
      },
      {
        extends: true,
        root: here,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The server process globalSetup starts gets it from here (tests/e2e/globalSetup.ts).
          env: { PORTAL_AUDIT_GUARD: process.env.PORTAL_AUDIT_GUARD ?? 'strict' },
          globalSetup: ['tests/e2e/globalSetup.ts'],
          setupFiles: ['tests/e2e/markRetries.ts'],
          // One retry for a browser that missed a beat on a loaded machine; a test that
          // needed it is named by .ci/run (tests/e2e/markRetries.ts), and two failures still fail.
          retry: 1,
          testTimeout: 90000,
          hookTimeout: 240000,
          fileParallelism: false,
        },
      },
    ],
  },
});
