import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { migrate, migrations } from '../../src/server/db/migrate';
import { heldCmids } from '../../src/server/auth/Caller';
import { userMenus } from '../../src/server/data/users/userMenus';

/** The schema as it was before m0006_menus: groups owned their menus (menus.group_id, menu_items). */
async function migrateBeforeMenus(db: Kysely<any>) {
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0006'));
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
  if (error) throw error;
}

for (const dialect of await dialectsUnderTest()) {
  describe(`m0006_menus carries the old menus over [${dialect.name}]`, () => {
    it('shares identical menus of several groups, keeps order, items, hidden flags and external addresses', async () => {
      const database = await dialect.open();
      const db = database.db as unknown as Kysely<any>;
      try {
        await migrateBeforeMenus(db);
        await db.insertInto('companies').values({ code: 'MANITOULIN', name: 'Manitoulin', phone: '1', email: 'a@b.c', skin: 'standard' }).execute();
        await db.insertInto('commands').values([{ cmid: 'MTDPUDATE', title: 'Shipments' }, { cmid: 'CLAIM-VIEW', title: 'Claim' }]).execute();
        const group = async (name: string) => (await db.insertInto('menu_groups').values({ company: 'MANITOULIN', name, landing_cmid: 'MTDPUDATE' }).returning('id').executeTakeFirstOrThrow()).id as number;
        const [a, b] = [await group('A'), await group('B')];
        const menu = async (groupId: number, seq: number, name: string, items: [string, string, boolean?, string?][]) => {
          const m = await db.insertInto('menus').values({ group_id: groupId, seq, name }).returning('id').executeTakeFirstOrThrow();
          await db.insertInto('menu_items').values(items.map(([cmid, title, hidden, external_url], i) => ({ menu_id: m.id, seq: i, cmid, title, hidden: hidden ?? false, external_url: external_url ?? null }))).execute();
        };
        const tracing: [string, string, boolean?, string?][] = [['MTDPUDATE', 'Shipments'], ['CLAIM-VIEW', 'Claim', true]];
        await menu(a, 0, 'Tracing', tracing);
        await menu(b, 1, 'Tracing', tracing);
        await menu(b, 0, 'Links', [['CARRIER-SITE', 'Carrier', false, 'https://carrier.example.com']]);
        const user = await db.insertInto('users').values({ username: 'u', company: 'MANITOULIN', type: 'CUSTOMER', first_name: 'U', last_name: 'U', email: 'u@example.com', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
        await db.insertInto('user_groups').values([{ user_id: user.id, group_id: a }, { user_id: user.id, group_id: b }]).execute();

        await migrate(db);

        // One shared Tracing for both groups, one Links; an unknown cmid became a command with its address.
        expect((await db.selectFrom('top_menus').select('name').orderBy('name').execute()).map((t) => t.name)).toEqual(['Links', 'Tracing']);
        expect(await db.selectFrom('commands').select(['cmid', 'target']).where('cmid', '=', 'CARRIER-SITE').execute()).toEqual([{ cmid: 'CARRIER-SITE', target: 'https://carrier.example.com' }]);
        const lists = new Map((await userMenus(db, user.id, 0)).map((g) => [g.id, g.menulist]));
        const shape = (groupId: number) => (lists.get(groupId) as any[]).map((m) => [m.TMVNAM, m.items.map((i: any) => [i.CMCID, i.CMHID, i.external])]);
        expect(shape(a)).toEqual([['Tracing', [['MTDPUDATE', 'N', null], ['CLAIM-VIEW', 'Y', null]]]]);
        expect(shape(b)).toEqual([['Links', [['CARRIER-SITE', 'N', 'https://carrier.example.com']]], ['Tracing', [['MTDPUDATE', 'N', null], ['CLAIM-VIEW', 'Y', null]]]]);
        expect((lists.get(a) as any[])[0].TMMID).toBe((lists.get(b) as any[])[1].TMMID);
        expect([...(await heldCmids(db, user.id))].sort()).toEqual(['CARRIER-SITE', 'CLAIM-VIEW', 'MTDPUDATE']);
        // The old tables are gone.
        await expect(sql`select 1 from menu_items`.execute(db)).rejects.toThrow();
      } finally {
        await database.dispose();
      }
    });
  });
}
