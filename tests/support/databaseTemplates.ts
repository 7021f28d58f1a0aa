import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/openDatabase';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';

/**
 * Migrated (and seeded) databases made once per test run and copied for each test file, instead of
 * every file migrating and seeding its own: on the loaded team machine a fresh PGlite took some 38 s
 * to start (initdb), 16-19 s to migrate and 10-19 s to seed 500 shipments, PostgreSQL 6 + 6 s, per
 * file and dialect; a copy opens in 3-4 s (PGlite: its data directory copied; PostgreSQL: CREATE
 * DATABASE ... TEMPLATE). A copy is the same database a fresh migrate and seed makes (the same code
 * made it, in the same run), and each file still gets its own copy to write to.
 *
 * The run's templates live under `templatesRun` (tests/support/templatesSetup.ts, the api and e2e
 * projects' globalSetup, deletes them at the end). Without it (a test run some other way) every
 * open migrates and seeds as before.
 */
export interface TemplatesRun {
  /** A scratch directory of this run: PGlite templates, their copies, the build locks. */
  dir: string;
  /** The name prefix of this run's PostgreSQL template databases. */
  prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templatesRun: TemplatesRun | undefined;
  }
}

function templatesRun(): TemplatesRun | undefined {
  try {
    return inject('templatesRun');
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Builds `key` once per run across the test processes (vitest runs files in several): the first
 * to take the lock (an atomic mkdir) builds it, the others wait for its `.done` mark. A failed build
 * leaves no mark, so the next opener tries again and fails the same way a fresh migrate would.
 */
async function once(run: TemplatesRun, key: string, build: () => Promise<void>): Promise<void> {
  const done = join(run.dir, `${key}.done`);
  const lock = join(run.dir, `${key}.lock`);
  while (!existsSync(done)) {
    try {
      mkdirSync(lock);
    } catch {
      await sleep(200);
      continue;
    }
    try {
      if (!existsSync(done)) {
        await build();
        writeFileSync(done, '');
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** What a template holds: migrated only, or migrated and seeded with that many shipments. */
export type TemplateContent = { seedShipments?: number };

const keyOf = (content: TemplateContent) => (content.seedShipments === undefined ? 'migrated' : `seeded${content.seedShipments}`);

/** Makes a template's content on an open database: the migrated template, then the seed on a copy of it. */
async function fill(db: Database, content: TemplateContent): Promise<void> {
  await migrate(db.db);
  if (content.seedShipments !== undefined) await seedDemo(db.db, { shipments: content.seedShipments });
}

// ---- PGlite: a closed data directory, copied ----

async function pgliteTemplate(run: TemplatesRun, content: TemplateContent): Promise<string | undefined> {
  const key = keyOf(content);
  const dir = join(run.dir, `pglite-${key}`);
  await once(run, `pglite-${key}`, async () => {
    rmSync(dir, { recursive: true, force: true });
    // A seeded template starts from a copy of the migrated one: each distinct seed migrates no more.
    const from = content.seedShipments === undefined ? undefined : await pgliteTemplate(run, {});
    if (from) cpSync(from, dir, { recursive: true });
    const db = await openDatabase({ dataDir: dir });
    try {
      await (from ? seedDemo(db.db, { shipments: content.seedShipments }) : fill(db, content));
    } finally {
      await db.close();
    }
  });
  return dir;
}

/** A PGlite with the content: a copy of the run's template, deleted on close; undefined outside a run. */
export async function openPgliteFromTemplate(content: TemplateContent): Promise<(Database & { dispose(): Promise<void> }) | undefined> {
  const run = templatesRun();
  if (!run) return undefined;
  const template = await pgliteTemplate(run, content);
  if (!template) return undefined;
  const copy = mkdtempSync(join(run.dir, 'copy-'));
  cpSync(template, copy, { recursive: true });
  const db = await openDatabase({ dataDir: copy });
  return {
    ...db,
    async dispose() {
      await db.close();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

// ---- PostgreSQL: a template database, cloned ----

async function adminQuery(adminUrl: string, sql: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** CREATE DATABASE name TEMPLATE source, again while another process still leaves the source (55006). */
async function cloneDatabase(adminUrl: string, name: string, source: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database ${name} template ${source}`);
      return;
    } catch (e) {
      if ((e as { code?: string }).code !== '55006' || attempt >= 50) throw e;
      await sleep(200);
    }
  }
}

async function postgresTemplate(run: TemplatesRun, adminUrl: string, withDatabase: (name: string) => string, content: TemplateContent): Promise<string> {
  const key = keyOf(content);
  const name = `${run.prefix}_${key}`;
  await once(run, `postgres-${key}`, async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    const from = content.seedShipments === undefined ? undefined : await postgresTemplate(run, adminUrl, withDatabase, {});
    if (from) await cloneDatabase(adminUrl, name, from);
    else await adminQuery(adminUrl, `create database ${name}`);
    // Closed before anyone clones it: PostgreSQL copies no database with a session on it.
    const db = await openDatabase({ url: withDatabase(name) });
    try {
      await (from ? seedDemo(db.db, { shipments: content.seedShipments }) : fill(db, content));
    } finally {
      await db.close();
    }
  });
  return name;
}

/**
 * A fresh PostgreSQL database (named `name`) cloned from the run's template with the content;
 * false outside a run (the caller then creates and fills it itself).
 */
export async function createPostgresFromTemplate(adminUrl: string, withDatabase: (name: string) => string, name: string, content: TemplateContent): Promise<boolean> {
  const run = templatesRun();
  if (!run) return false;
  await cloneDatabase(adminUrl, name, await postgresTemplate(run, adminUrl, withDatabase, content));
  return true;
}

/**
 * Makes the run's migrated templates up front (the globalSetup, which no hook timeout limits): the
 * first test files would otherwise wait in their beforeAll for a fresh PGlite, its migration and
 * their seed at once, over two minutes on the loaded team machine.
 */
export async function makeMigratedTemplates(run: TemplatesRun, adminUrl: string | undefined): Promise<void> {
  const withDatabase = (n: string) => Object.assign(new URL(adminUrl!), { pathname: `/${n}` }).toString();
  await Promise.all([pgliteTemplate(run, {}), adminUrl ? postgresTemplate(run, adminUrl, withDatabase, {}) : undefined]);
}

/** A new run: its scratch directory and database prefix (tests/support/templatesSetup.ts). */
export function newTemplatesRun(parent: string): TemplatesRun {
  return { dir: mkdtempSync(join(parent, 'portal-test-templates-')), prefix: `portal_tpl_${randomBytes(4).toString('hex')}` };
}
