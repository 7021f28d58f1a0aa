import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { getRow } from '../resourceRows';
import { exitConditions } from '../resources/billingAdmin';
import type { CallTypes } from '../../../shared/generated/types';
import { recordRow } from '../audit/recordRow';

type ExitRow = CallTypes['billing.exit_move']['response']['results'][number];

/** How many places a move takes a condition (02-business.md §2: "moved forward or back by 3"). */
export const EXIT_STEP = 3;

/**
 * Where a condition at `from` (0-based) of `count` lands after a move: forward is
 * toward the start of the sequence (evaluated sooner), back toward its end;
 * near an end it stops at the end rather than refusing, as a list's arrows do.
 */
export function movedIndex(from: number, count: number, direction: 'forward' | 'back'): number {
  const to = direction === 'forward' ? from - EXIT_STEP : from + EXIT_STEP;
  return Math.min(Math.max(to, 0), count - 1);
}

/**
 * Moves one of the company's exit conditions by 3 places and renumbers the
 * company's sequence 1..n, in one transaction with the rows locked, so two
 * moves at once take turns and the sequence never holds a gap or a tie.
 * Each condition whose place changed is one update in the audit log, with the move.
 */
export async function moveExit(rows: ScopedDb, exitId: number, direction: 'forward' | 'back'): Promise<ExitRow[]> {
  return rows.transaction(async (tx) => {
    await getRow(tx, exitConditions, exitId);
    const order = await tx
      .selectFrom('billing_exit_conditions')
      .selectAll()
      .orderBy('sequence')
      .orderBy('exit_id')
      .forUpdate()
      .execute();
    const ids = order.map((r) => r.exit_id);
    const from = ids.indexOf(exitId);
    if (from < 0) throw new AppError('EXIT_NOT_FOUND');
    ids.splice(from, 1);
    ids.splice(movedIndex(from, order.length, direction), 0, exitId);
    const was = new Map(order.map((r) => [r.exit_id, r]));
    // Only the rows whose place changes are written (a move at an end may change none, then writes nothing).
    for (const [i, id] of ids.entries()) {
      if (was.get(id)!.sequence !== i + 1) await tx.updateTable('billing_exit_conditions').set({ sequence: i + 1 }).where('exit_id', '=', id).execute();
    }
    const moved = await tx.selectFrom('billing_exit_conditions').selectAll().orderBy('sequence').execute();
    for (const row of moved) {
      const before = was.get(row.exit_id);
      if (before && before.sequence !== row.sequence) await recordRow(tx, 'billing_exit_conditions', 'exit_id', before, row);
    }
    return moved.map((r) => toAnswer(r));
  });
}

/** A row as the list answers it: without its company, the stamp as ISO-8601 UTC text. */
function toAnswer(r: { company: string; updated_at: Date | null; exit_type: string } & Omit<ExitRow, 'updated_at' | 'exit_type'>): ExitRow {
  const { company: _company, updated_at, exit_type, ...rest } = r;
  // The table's check constraint holds exit_type to the catalogue's values.
  return { ...rest, exit_type: exit_type as ExitRow['exit_type'], updated_at: updated_at ? new Date(updated_at).toISOString() : null };
}
