/** The header the server sets on pages while a maintenance window is in force. */
export const MAINTENANCE_HEADER = 'x-maintenance-redirect';

/**
 * GET on the site root with a timestamp (01-shell.md §7.2): true when the
 * answer signals maintenance or is an error. A request that gets no answer at
 * all (offline) proves nothing and counts as no maintenance.
 */
export async function maintenanceSignalled(fetcher: typeof fetch = fetch): Promise<boolean> {
  let res: Response;
  try {
    res = await fetcher(`/?t=${Date.now()}`, {
      cache: 'no-store',
      credentials: 'same-origin',
    });
  } catch {
    return false;
  }
  return !res.ok || res.headers.has(MAINTENANCE_HEADER);
}

/** The maintenance page, remembering where the user was (same-site path). */
export function maintenancePath(from: string): string {
  return `/maintenance?from=${encodeURIComponent(from)}`;
}
