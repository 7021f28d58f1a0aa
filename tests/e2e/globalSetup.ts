import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../support/serverProcess';
import { repoRoot } from '../support/testApp';
import { chromium } from 'playwright-core';
import { CHROMIUM_OPTIONS } from '../support/chromiumOptions';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    screensDir: string;
  }
}

/**
 * Builds the browser app as `npm start` does and starts the real server on a
 * fresh embedded database and a scratch copy of screens/ (tests drop files in it).
 */
export default async function setup(project: TestProject) {
  // NODE_ENV as npm start builds it: vitest's 'test' would give React's development build.
  execFileSync(process.execPath, [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-data-'));
  const screensDir = mkdtempSync(join(tmpdir(), 'portal-e2e-screens-'));
  cpSync(join(repoRoot, 'screens'), screensDir, { recursive: true });
  // E2E_START_SECONDS: a loaded machine may take longer than 2 minutes to seed the demo data.
  // EXPORT_BACKGROUND_ROWS: a grid export of more rows is run by the job queue (tests/e2e/exportFiles.test.ts: the
  // administrator's whole list is; a customer's filtered export, grid.test.ts, is still streamed).
  // The project's env (vite.config.ts: PORTAL_AUDIT_GUARD=strict) is the test workers'; the server process gets it here.
  const projectEnv = Object.fromEntries(Object.entries(project.config.env ?? {}).map(([k, v]) => [k, String(v)]));
  const server = await startServerProcess({ ...projectEnv, DATA_DIR: dataDir, SCREENS_DIR: screensDir, DATABASE_URL: '', DEMO_SHIPMENTS: '400', EXPORT_BACKGROUND_ROWS: '200' }, Number(process.env.E2E_START_SECONDS ?? 120) * 1000);
  // One Chromium for the run: test files connect to it (tests/support/browser.ts) rather than launch their own.
  const browser = await chromium.launchServer(CHROMIUM_OPTIONS);
  project.provide('baseURL', server.url);
  project.provide('screensDir', screensDir);
  project.provide('browserWSEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(screensDir, { recursive: true, force: true });
  };
}
