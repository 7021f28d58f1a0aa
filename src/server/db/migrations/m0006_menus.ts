import { sql, type Kysely } from 'kysely';

/**
 * Menus move to the catalogue's model (01-shell.md §3, §6): shared top menus
 * hold side menus, which hold command items; menu groups are linked to top
 * menus (group_menus). Commands gain their target (CMVNAM), hidden flag (CMHID)
 * and help (MHMID); help texts live in menu_help. The old per-group menus and
 * their items are carried over: identical menus of several groups become one
 * shared top menu with one side menu of the same name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Null target: the command opens its own screen (CMVNAM is the cmid); older inserts need not name it.
  await sql`alter table commands add column target text`.execute(db);
  await sql`alter table commands add column hidden text not null default 'N'`.execute(db);
  await sql`alter table commands add column help_id integer`.execute(db);
  await sql`alter table commands add column updated_at timestamptz`.execute(db);

  await db.schema
    .createTable('top_menus')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('M'))
    .addColumn('hook', 'text')
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('doclib', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('exdoclib', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('doclib_type', 'text')
    .addColumn('help_id', 'integer')
    .execute();
  await db.schema
    .createTable('side_menus')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // No cascade: a side menu must be emptied and removed before its top menu (02-business.md §5).
    .addColumn('top_menu_id', 'integer', (c) => c.notNull().references('top_menus.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('side_menu_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('side_menu_id', 'integer', (c) => c.notNull().references('side_menus.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    // A command placed on a menu cannot be removed (command items first).
    .addColumn('cmid', 'text', (c) => c.notNull().references('commands.cmid'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('side_menu_items_cmid').on('side_menu_items').column('cmid').execute();
  await db.schema
    .createTable('group_menus')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('menu_groups.id').onDelete('cascade'))
    .addColumn('top_menu_id', 'integer', (c) => c.notNull().references('top_menus.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_menus_pk', ['group_id', 'top_menu_id'])
    .execute();
  await db.schema
    .createTable('menu_help')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('top_menu_id', 'integer', (c) => c.references('top_menus.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('content_fr', 'text')
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'text')
    .execute();
  await sql`alter table top_menus add constraint top_menus_help_fk foreign key (help_id) references menu_help (id) on delete set null`.execute(db);
  await sql`alter table commands add constraint commands_help_fk foreign key (help_id) references menu_help (id) on delete set null`.execute(db);

  await sql`alter table menu_groups add column description text`.execute(db);

  await carryOver(db);
  await db.schema.dropTable('menu_items').execute();
  await db.schema.dropTable('menus').execute();
  await listViews(db);
}

/**
 * The grids of the menu administration. Commands and menus are shared by all
 * companies: their views repeat each row per company so that the grid engine's
 * company scope applies as everywhere; customer_account is always null, so a
 * customer-scoped query can never see a row.
 */
async function listViews(db: Kysely<any>): Promise<void> {
  await sql`
    create view command_list as
    select co.code as company, cast(null as text) as customer_account,
      c.cmid, c.title, coalesce(c.target, c.cmid) as target, c.analytics, c.hidden,
      (coalesce(c.target, '') ~* '^https?://') as external, c.help_id, c.updated_at,
      (select count(*) from side_menu_items i where i.cmid = c.cmid)::int as menu_count
    from commands c cross join companies co`.execute(db);
  await sql`
    create view menugroup_list as
    select g.id, g.name, g.company, cast(null as text) as customer_account, g.description, g.is_admin,
      g.landing_cmid as landing_page, g.style,
      (select count(*) from user_groups ug where ug.group_id = g.id)::int as user_count,
      (select count(*) from group_menus gm where gm.group_id = g.id)::int as menu_count
    from menu_groups g`.execute(db);
  await sql`
    create view menugroup_user_list as
    select ug.group_id, u.id, u.username, u.first_name, u.last_name, u.type as user_type,
      u.customer_account, u.status, u.company
    from user_groups ug join users u on u.id = ug.user_id`.execute(db);
  await sql`
    create view group_menu_list as
    select g.company, cast(null as text) as customer_account,
      cast(gm.group_id as text) || '-' || cast(gm.top_menu_id as text) as link,
      gm.group_id, g.name as group_name, gm.top_menu_id as tmmid, t.name as menu_name, gm.seq as sequence
    from group_menus gm join menu_groups g on g.id = gm.group_id join top_menus t on t.id = gm.top_menu_id`.execute(db);
  await sql`
    create view top_menu_list as
    select co.code as company, cast(null as text) as customer_account,
      t.id as tmmid, t.name, t.type, t.hook, t.seq as sequence, t.doclib, t.exdoclib, t.help_id,
      (select count(*) from side_menus s where s.top_menu_id = t.id)::int as sidemenu_count,
      (select count(*) from side_menu_items i join side_menus s on s.id = i.side_menu_id where s.top_menu_id = t.id)::int as item_count,
      (select count(*) from group_menus gm join menu_groups g on g.id = gm.group_id where gm.top_menu_id = t.id and g.company = co.code)::int as menugroup_count,
      (select string_agg(g.name, ', ' order by g.name) from group_menus gm join menu_groups g on g.id = gm.group_id
        where gm.top_menu_id = t.id and g.company = co.code) as menugroups
    from top_menus t cross join companies co`.execute(db);
  await sql`
    create view side_menu_list as
    select co.code as company, cast(null as text) as customer_account,
      s.id, s.top_menu_id as tmmid, t.name as menu_name, s.name, s.seq as sequence,
      (select count(*) from side_menu_items i where i.side_menu_id = s.id)::int as item_count
    from side_menus s join top_menus t on t.id = s.top_menu_id cross join companies co`.execute(db);
  await sql`
    create view menu_item_list as
    select co.code as company, cast(null as text) as customer_account,
      i.id as tscid, t.id as tmmid, s.id as sidemenu_id, t.name as menu_name, s.name as sidemenu_name,
      i.cmid, i.title, i.seq as sequence, i.hidden
    from side_menu_items i join side_menus s on s.id = i.side_menu_id join top_menus t on t.id = s.top_menu_id
    cross join companies co`.execute(db);
  await sql`
    create view menu_help_list as
    select co.code as company, cast(null as text) as customer_account,
      h.id as mhmid, h.top_menu_id as tmmid, t.name as menu_name, h.title, h.updated_at, h.updated_by
    from menu_help h left join top_menus t on t.id = h.top_menu_id cross join companies co`.execute(db);
}

interface OldItem {
  menu_id: number;
  seq: number;
  cmid: string;
  title: string;
  hidden: boolean;
  external_url: string | null;
}

/** The old rows in the new tables; the same menu (name, type, items) of several groups is shared once. */
async function carryOver(db: Kysely<any>): Promise<void> {
  const menus = (await db.selectFrom('menus').selectAll().orderBy('seq').orderBy('id').execute()) as { id: number; group_id: number; seq: number; name: string; type: string }[];
  const items = (await db.selectFrom('menu_items').selectAll().orderBy('seq').orderBy('id').execute()) as OldItem[];
  // Every placed cmid becomes a command; an item's external address becomes its command's target.
  const known = new Set((await db.selectFrom('commands').select('cmid').execute()).map((c: { cmid: string }) => c.cmid));
  for (const i of items) {
    if (!known.has(i.cmid)) {
      await db.insertInto('commands').values({ cmid: i.cmid, title: i.title, analytics: 'N' }).execute();
      known.add(i.cmid);
    }
    if (i.external_url) await db.updateTable('commands').set({ target: i.external_url }).where('cmid', '=', i.cmid).execute();
  }

  const shared = new Map<string, number>();
  for (const m of menus) {
    const own = items.filter((i) => i.menu_id === m.id);
    const key = JSON.stringify([m.name, m.type, own.map((i) => [i.cmid, i.title, i.hidden])]);
    let topId = shared.get(key);
    if (topId === undefined) {
      const top = await db.insertInto('top_menus').values({ name: m.name, type: m.type, seq: m.seq + 1 }).returning('id').executeTakeFirstOrThrow();
      topId = top.id as number;
      shared.set(key, topId);
      const side = await db.insertInto('side_menus').values({ top_menu_id: topId, name: m.name, seq: 1 }).returning('id').executeTakeFirstOrThrow();
      if (own.length) {
        await db
          .insertInto('side_menu_items')
          .values(own.map((i, n) => ({ side_menu_id: side.id, seq: n + 1, cmid: i.cmid, title: i.title, hidden: i.hidden })))
          .execute();
      }
    }
    await sql`insert into group_menus (group_id, top_menu_id, seq) values (${m.group_id}, ${topId}, ${m.seq + 1}) on conflict do nothing`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('The menus migration is not reversible');
}
