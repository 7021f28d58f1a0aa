import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest, type TestDatabase } from '../support/testDatabases';
import { gridSources } from '../../src/server/data/gridSources';
import { parseGridQuery } from '../../src/server/query/parseGridQuery';
import { runGridQuery } from '../../src/server/query/runGridQuery';
import { streamGridRows, type Rows } from '../../src/server/query/streamGridRows';

const source = gridSources.shipments!;
const scope = { company: 'MANITOULIN', customer: '200002', userId: 1 };

for (const dialect of await dialectsUnderTest()) {
  describe(`streaming every row of a grid query [${dialect.name}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      // A copy of the run's migrated and seeded template (tests/support/databaseTemplates.ts).
      database = await dialect.openMigrated({ seedShipments: 1200 });
    });
    afterAll(() => database.dispose());

    async function streamed(query: Record<string, string>, chunkSize: number, maxRows?: number): Promise<string[]> {
      const out: string[] = [];
      const q = parseGridQuery(query, source);
      const n = await streamGridRows(database.db, source, q, scope, ['probill', 'delivery_date'], async (rows: Rows) => {
        expect(rows.length).toBeLessThanOrEqual(chunkSize);
        out.push(...rows.map((r) => String(r.probill)));
      }, { chunkSize, maxRows, signal: new AbortController().signal });
      expect(n).toBe(out.length);
      return out;
    }

    it('hands over the same rows in the same order as the grid, chunk by chunk, whatever the sort (NULLs and ties included)', async () => {
      for (const sort of ['-pickup_date', 'delivery_date', '-delivery_date', 'status,-delivery_date', '-status,weight', 'probill']) {
        const all = await runGridQuery(database.db, source, parseGridQuery({ sort, limit: '1000', status__not_iexact: 'refused' }, source), scope);
        expect(all.count).toBeGreaterThan(100);
        const rows = await streamed({ sort, status__not_iexact: 'refused' }, 37);
        expect(rows, sort).toEqual(all.results.map((r) => String(r.probill)));
      }
    });

    it('stops at a row limit, and before the next chunk once aborted', async () => {
      expect(await streamed({}, 40, 100)).toHaveLength(100);
      expect(await streamed({}, 40, 15)).toHaveLength(15);
      const controller = new AbortController();
      let chunks = 0;
      const run = streamGridRows(database.db, source, parseGridQuery({}, source), scope, ['probill'], async () => {
        chunks += 1;
        controller.abort(new Error('client went away'));
      }, { chunkSize: 10, signal: controller.signal });
      await expect(run).rejects.toThrow('client went away');
      expect(chunks).toBe(1);
      // The database is free again after an aborted export (PostgreSQL: the cursor's transaction was rolled back).
      expect((await streamed({}, 500)).length).toBeGreaterThan(100);
    });
  });
}
