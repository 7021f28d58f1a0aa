import { saveSecurityProfile } from '../../auth/securityProfile';
import type { QuestionAnswer } from '../../../shared/rules/securityAnswer';
import { ScopedDb } from '../ScopedDb';
import { recordChange } from '../audit/auditLog';

/**
 * The caller's new security profile (update-security-profile), with its audit
 * entry in the save's transaction: the questions before and after, never the
 * answers (hashed or not).
 */
export function saveOwnSecurityProfile(rows: ScopedDb, pairs: QuestionAnswer[]): Promise<void> {
  const userId = rows.caller.userId;
  const profile = (questions: string[]) => ({ user_id: userId, questions });
  return saveSecurityProfile(rows.db, userId, pairs, (trx, before, after) =>
    recordChange(new ScopedDb(trx, rows.caller, rows.via), {
      action: before.length ? 'update' : 'create',
      entity: 'security_answers',
      entityId: userId,
      before: before.length ? profile(before) : null,
      after: profile(after),
    }),
  );
}
