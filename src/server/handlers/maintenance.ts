import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../db/schema';
import type { Handler } from './Handler';

/** The header the maintenance probe reads on the site root (01-shell.md §7.2). */
export const MAINTENANCE_HEADER = 'x-maintenance-redirect';

/** The maintenance window in force now, if any. */
export function activeWindow(db: Kysely<DB>) {
  return db
    .selectFrom('maintenance_windows')
    .select(['message', 'ends_at'])
    .where('starts_at', '<=', sql<Date>`now()`)
    .where('ends_at', '>', sql<Date>`now()`)
    .orderBy('ends_at', 'desc')
    .executeTakeFirst();
}

/**
 * Pages of the browser app (every GET outside /api) carry the maintenance
 * header while a window is in force, so the shell's probe of the site root
 * sends users to /maintenance. The answer is cached for five seconds.
 */
export function registerMaintenanceHeader(app: FastifyInstance, db: Kysely<DB>): void {
  let cached: { at: number; on: boolean } = { at: 0, on: false };
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) return;
    if (Date.now() - cached.at > 5000) cached = { at: Date.now(), on: !!(await activeWindow(db)) };
    if (cached.on) reply.header(MAINTENANCE_HEADER, '/maintenance');
  });
}

export const maintenanceHandlers: Record<string, Handler> = {
  'mtd_maintenance.status': async ({ db }) => {
    const w = await activeWindow(db);
    return {
      maintenance: !!w,
      message: w?.message ?? null,
      until: w ? new Date(w.ends_at).toISOString() : null,
    };
  },
  'mtd_maintenance.notice': async ({ db }) => {
    const rows = await db
      .selectFrom('maintenance_windows')
      .selectAll()
      .where('ends_at', '>', sql<Date>`now()`)
      .orderBy('starts_at')
      .execute();
    return {
      results: rows.map((r) => ({
        starts_at: new Date(r.starts_at).toISOString(),
        ends_at: new Date(r.ends_at).toISOString(),
        message: r.message,
      })),
    };
  },
};
