/**
 * The claim state machine (README "Claims processing"; 02-business.md §4 gives the three
 * statuses in which attachments are allowed, the rest is ours): the statuses each status
 * may move to. A claim is worked on (In Progress) or waits for the customer (Requires
 * Customer Information) until it is approved and paid, or declined; then it is closed.
 */
export const CLAIM_TRANSITIONS: Record<string, string[]> = {
  Open: ['In Progress', 'Requires Customer Information', 'Declined', 'Closed'],
  'In Progress': ['Requires Customer Information', 'Approved', 'Declined'],
  'Requires Customer Information': ['In Progress', 'Declined', 'Closed'],
  Approved: ['Paid'],
  Paid: ['Closed'],
  Declined: ['Closed'],
  Closed: [],
};

export function claimMayMove(from: string, to: string): boolean {
  return CLAIM_TRANSITIONS[from]?.includes(to) ?? false;
}
