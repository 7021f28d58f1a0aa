import { sql } from 'kysely';
import type { ScopedDb } from '../ScopedDb';
import { visibleReports } from './reportRows';

/** Fields the saved reports grid may sort by (a leading '-' sorts descending). */
const SORTABLE: Record<string, string> = {
  name: 'custom_reports.name', title: 'custom_reports.title', base_report: 'custom_reports.base_report', access_level: 'custom_reports.access_level',
  format: 'custom_reports.format', output: 'custom_reports.output', frequency: 'custom_reports.frequency', active: 'custom_reports.active',
  owner: 'users.username', updated_at: 'custom_reports.updated_at',
};

const likeEscaped = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * CR_SavedReports: the reports the caller may use (reportVisibility.ts), one
 * page of them by the grid protocol's limit, offset, sort and search (name or
 * title); an unknown sort field is ignored for the default (name).
 */
export async function reportList(rows: ScopedDb, query: { limit?: number; offset?: number; sort?: string; search?: string }) {
  let q = visibleReports(rows);
  if (query.search) {
    const pattern = `%${likeEscaped(query.search.toLowerCase())}%`;
    q = q.where(sql<boolean>`(lower(custom_reports.name) like ${pattern} or lower(coalesce(custom_reports.title, '')) like ${pattern})`);
  }
  const sortField = query.sort?.replace(/^-/, '') ?? 'name';
  const column = SORTABLE[sortField] ?? SORTABLE.name!;
  const direction = query.sort?.startsWith('-') ? 'desc' : 'asc';
  const [results, total] = await Promise.all([
    q.orderBy(sql.ref(column), direction).orderBy('custom_reports.id').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    q.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { results, count: Number(total.n) };
}
