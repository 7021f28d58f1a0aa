import { describe, expect, it } from 'vitest';
import { offersDetailAction } from '../../src/renderers/detail/offersDetailAction';
import type { DetailAction } from '../../src/renderers/detail/detailDefinition';
import { DISPUTE_TRANSITIONS } from '../../src/server/data/disputes/disputeStates';
import { CLAIM_TRANSITIONS } from '../../src/server/data/claims/claimStates';
import disputeView from '../../screens/AR-DISPUTE-VIEW.json';
import claimView from '../../screens/CLAIM-PROC-VIEW.json';

const offered = (record: Record<string, unknown>) =>
  (disputeView.actions as DetailAction[]).filter((a) => offersDetailAction(a, record)).map((a) => a.label);

describe('a detail action offered by the record it is on', () => {
  it('is offered without a condition, and by in, notIn, null and a dotted path', () => {
    const a = { label: 'A', to: '/pages/X' };
    expect(offersDetailAction(a, {})).toBe(true);
    expect(offersDetailAction({ ...a, condition: { field: 'status', in: ['Open'] } }, { status: 'Open' })).toBe(true);
    expect(offersDetailAction({ ...a, condition: { field: 'status', in: ['Open'] } }, { status: 'Closed' })).toBe(false);
    expect(offersDetailAction({ ...a, condition: { field: 'status', notIn: ['Closed'] } }, { status: 'Closed' })).toBe(false);
    // An absent field is null: "Dispute this invoice" while there is no dispute.
    expect(offersDetailAction({ ...a, condition: { field: 'dispute_status', in: [null] } }, {})).toBe(true);
    expect(offersDetailAction({ ...a, condition: { field: 'dispute_status', in: [null] } }, { dispute_status: 'Submitted' })).toBe(false);
    expect(offersDetailAction({ ...a, condition: { field: 'aging.total', notIn: [0] } }, { aging: { total: 0 } })).toBe(false);
    expect(offersDetailAction({ ...a, condition: { field: 'aging.total', notIn: [0] } }, { aging: { total: 12.5 } })).toBe(true);
  });

  it("offers AR-DISPUTE-VIEW's state actions exactly as the server's state machine allows them", () => {
    const byAction: Record<string, string> = { inprogress: 'Work on it', review: 'Send for review', send_to_sales: 'Send to sales', resolve: 'Resolve' };
    for (const status of ['Submitted', 'In Progress', 'Review', 'Sent to sales', 'Resolved']) {
      const allowed = Object.entries(DISPUTE_TRANSITIONS)
        .filter(([, t]) => (t.from as string[]).includes(status))
        .map(([action]) => byAction[action]);
      expect(offered({ status }).filter((l) => l !== 'Invoice PDF'), status).toEqual(allowed);
    }
  });

  it("offers CLAIM-PROC-VIEW's status change only from a status that may move", () => {
    const change = (claimView.actions as DetailAction[]).find((a) => a.label === 'Change status')!;
    for (const [status, next] of Object.entries(CLAIM_TRANSITIONS)) expect(offersDetailAction(change, { status }), status).toBe(next.length > 0);
  });
});
