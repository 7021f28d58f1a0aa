import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { getAuditEntry } from '../../data/audit/auditEntry';

/** The audit log's detail (AUD_DETAIL/{id}); its list (AUD_LIST) is the auditLog resource's grid source. */
export const auditHandlers: FamilyHandlers<'reporting_logs'> = {
  'reporting_logs.audit_get': async (ctx) => getAuditEntry(scoped(ctx), ctx.params.id),
};
