import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readCatalogue } from '../../src/server/catalogue/readCatalogue';
import { loadHandlers } from '../../src/server/handlers/loadHandlers';
import { handlerFor } from '../../src/server/catalogue/registerCatalogue';
import { repoRoot } from '../support/testApp';

const calls = readCatalogue(join(repoRoot, 'schemas'));
const fixture = (name: string) => join(repoRoot, 'tests/fixtures/handlers', name);

describe('handlers found by convention, one folder per catalogue family', () => {
  it('loads the *Handlers.ts modules of family folders, and nothing else', async () => {
    const found = await loadHandlers(calls, fixture('good'));
    expect([...found.keys()]).toEqual(['users.login']);
  });

  it('stops the start on a call handled twice, naming both modules', async () => {
    await expect(loadHandlers(calls, fixture('duplicate'))).rejects.toThrow('users.login is handled twice: handlers/users/firstHandlers.ts and handlers/users/secondHandlers.ts');
  });

  it('stops the start on a call id the catalogue lacks, or of another family', async () => {
    await expect(loadHandlers(calls, fixture('unknown'))).rejects.toThrow('handlers/users/typoHandlers.ts: users.logn is not a call of the catalogue');
    await expect(loadHandlers(calls, fixture('wrongFamily'))).rejects.toThrow('claims.create is a call of the claims family');
  });

  it('stops the start on a folder that is no family, or a handler of a planned call', async () => {
    await expect(loadHandlers(calls, fixture('notAFamily'))).rejects.toThrow('handlers/nosuchfamily/ is not a family of the call catalogue');
    await expect(loadHandlers(calls, fixture('planned'))).rejects.toThrow('announcements.home is planned in the catalogue');
  });

  it('refuses a call answered both from its declaration and by hand', async () => {
    const call = calls.find((c) => c.id === 'companies.get')!;
    const written = new Map([['companies.get', async () => ({})]]);
    expect(() => handlerFor(call, written)).toThrow('companies.get is answered from its declaration');
  });

  it('loads the real handlers: every module is a family, no call twice', async () => {
    const found = await loadHandlers(calls);
    const families = new Set([...found.keys()].map((id) => calls.find((c) => c.id === id)!.family));
    console.log(`handlers: ${found.size} hand-written calls in ${families.size} family folders; ${calls.filter((c) => !c.planned && !found.has(c.id)).length} built calls answered from their declaration`);
    expect(found.size).toBeGreaterThan(90);
    // Importing every family module (with pdfkit, exceljs, sharp...) is the test: a cold import takes seconds on CI's two cores.
  }, 60_000);
});
