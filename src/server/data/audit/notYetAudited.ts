/**
 * Calls that write audited tables without an audit entry yet, by call id, each with why it is tolerated:
 * the audit guard (auditGuard.ts) logs them as unaudited writes but does not fail them in strict mode.
 * Collected from the api and e2e tests run with PORTAL_AUDIT_GUARD=log PORTAL_AUDIT_GUARD_REPORT=<file>;
 * it only ever shrinks. Empty since a whole-suite run (2026-11-26) listed every unaudited call the tests
 * reach and each was then made to record its change (README "Audit log"): a new entry here is a known gap.
 */
export const NOT_YET_AUDITED: Readonly<Record<string, string>> = {};
