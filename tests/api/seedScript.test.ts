import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/openDatabase';
import { repoRoot } from '../support/testApp';

const run = promisify(execFile);

describe('npm run seed', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('works on a fresh DATA_DIR whose folder does not exist yet (the embedded database)', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'portal-seed-'));
    dirs.push(parent);
    const dataDir = join(parent, 'not', 'made', 'yet');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--shipments', '30'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    expect(stdout).toContain('Seeded 30 shipments');
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const { n } = await database.db.selectFrom('shipments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(n)).toBe(30);
      const users = await database.db.selectFrom('users').select('username').where('username', '=', 'customer').execute();
      expect(users).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 180_000);
});
