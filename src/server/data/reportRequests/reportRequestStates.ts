import type { ReportRequestStatus } from '../../db/schemaPortalReports';

/**
 * The request workflow (README "Custom report requests"): a new request is taken
 * on (In progress) or rejected; one in progress ends Completed or Rejected. The
 * two ends are final: the customer was told, and a new need is a new request.
 */
export const REQUEST_TRANSITIONS: Record<ReportRequestStatus, ReportRequestStatus[]> = {
  New: ['In progress', 'Rejected'],
  'In progress': ['Completed', 'Rejected'],
  Completed: [],
  Rejected: [],
};

export const isClosed = (status: ReportRequestStatus): boolean => REQUEST_TRANSITIONS[status].length === 0;

/** Staying in the same state (assigning, notes) is no move; any other must be one of the workflow's. */
export function requestMayMove(from: ReportRequestStatus, to: ReportRequestStatus): boolean {
  return from === to || REQUEST_TRANSITIONS[from].includes(to);
}
