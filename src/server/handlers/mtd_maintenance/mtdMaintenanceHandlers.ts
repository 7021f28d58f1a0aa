import type { FamilyHandlers } from '../Handler';
import { activeWindow, comingWindows } from '../../data/maintenance';

export const mtdMaintenanceHandlers: FamilyHandlers<'mtd_maintenance'> = {
  'mtd_maintenance.status': async ({ db }) => {
    const w = await activeWindow(db);
    return { maintenance: !!w, message: w?.message ?? null, until: w ? new Date(w.ends_at).toISOString() : null };
  },
  'mtd_maintenance.notice': async ({ db }) => ({
    results: (await comingWindows(db)).map((r) => ({ starts_at: new Date(r.starts_at).toISOString(), ends_at: new Date(r.ends_at).toISOString(), message: r.message })),
  }),
};
