import type { ScopedDb } from '../ScopedDb';

/** The status and outcome of the caller's dispute of a probill, for the invoice's charges; nulls when it was never disputed. */
export async function disputeOutcome(rows: ScopedDb, probill: string): Promise<{ dispute_status: string | null; dispute_resolution: string | null }> {
  const d = await rows.selectFrom('disputes').select(['status', 'resolution']).where('probill', '=', probill).orderBy('submitted_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  return { dispute_status: d?.status ?? null, dispute_resolution: d?.resolution ?? null };
}
