import type { DisputeStatus } from '../../db/schemaDisputes';

/** What staff can do to a dispute once it is submitted (01-shell.md §7.5 dispute actions). */
export type DisputeAction = 'inprogress' | 'review' | 'send_to_sales' | 'resolve';

/**
 * The dispute state machine (README "Disputes"): each action, the statuses it may start
 * from and the status it leads to. A dispute is worked on before anything else is done
 * with it; review and sales hand it back to work or resolve it; Resolved is final.
 */
export const DISPUTE_TRANSITIONS: Record<DisputeAction, { from: DisputeStatus[]; to: DisputeStatus; label: string }> = {
  inprogress: { from: ['Submitted', 'Review', 'Sent to sales'], to: 'In Progress', label: 'In progress' },
  review: { from: ['In Progress'], to: 'Review', label: 'Sent for review' },
  send_to_sales: { from: ['In Progress', 'Review'], to: 'Sent to sales', label: 'Sent to sales' },
  resolve: { from: ['In Progress', 'Review', 'Sent to sales'], to: 'Resolved', label: 'Resolved' },
};

/** The status an action leads to from `status`, or null when the machine does not allow it. */
export function nextStatus(status: DisputeStatus, action: DisputeAction): DisputeStatus | null {
  const t = DISPUTE_TRANSITIONS[action];
  return t.from.includes(status) ? t.to : null;
}
