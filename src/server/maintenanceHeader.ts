import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DB } from './db/schema';
import { activeWindow } from './data/maintenance';
import { isDatabaseFault } from './db/connectionFaults';

/** The header the maintenance probe reads on the site root (01-shell.md §7.2). */
export const MAINTENANCE_HEADER = 'x-maintenance-redirect';

/**
 * Pages of the browser app (every GET outside /api) carry the maintenance
 * header while a window is in force, so the shell's probe of the site root
 * sends users to /maintenance. The answer is cached for five seconds.
 */
export function registerMaintenanceHeader(app: FastifyInstance, db: Kysely<DB>): void {
  let cached: { at: number; on: boolean } = { at: 0, on: false };
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) return;
    // The database away: the page is served without the header (its calls answer 503 meanwhile).
    if (Date.now() - cached.at > 5000) cached = { at: Date.now(), on: !!(await activeWindow(db).catch((e) => (isDatabaseFault(e) ? cached.on : Promise.reject(e)))) };
    if (cached.on) reply.header(MAINTENANCE_HEADER, '/maintenance');
  });
}
