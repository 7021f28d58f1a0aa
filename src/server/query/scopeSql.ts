import { sql, type Expression, type SqlBool } from 'kysely';
import type { Scope } from '../auth/Scope';
import { ownershipOf } from '../db/ownership';
import { AppError } from '../errors';

/**
 * The condition putting the rows of one table or view in a caller's scope:
 * its company, a customer user's account, a user's own rows (db/ownership.ts).
 * Null for the carrier group's shared rows. Grid pages, counts, exports and
 * the data layer's queries all take it from here: it is written once.
 */
export function scopeCondition(name: string, scope: Scope, qualifier: string = name): Expression<SqlBool> | null {
  const own = ownershipOf(name);
  const col = (c: string) => sql.ref(`${qualifier}.${c}`);
  const parts: Expression<SqlBool>[] = [];
  if (own.company) parts.push(sql<SqlBool>`${col(own.company)} = ${scope.company}`);
  // A prospect (rapid BOL) owns the BOL tables' rows as its skeleton account, while staff let it make BOLs.
  if (own.prospect && scope.prospect) {
    if (!scope.prospect.bolAllowed) throw new AppError('RAPID_BOL_NOT_ALLOWED');
    parts.push(sql<SqlBool>`${col(own.prospect)} = ${scope.prospect.id}`);
  } else if (own.customer && scope.customer !== null) parts.push(sql<SqlBool>`${col(own.customer)} = ${scope.customer}`);
  // A personal row (a product description, a template) is its author's alone, whoever else shares its account.
  if (own.personal) parts.push(sql<SqlBool>`(${col(own.personal.access)} <> 'personal' or ${col(own.personal.owner)} = ${scope.userId})`);
  if (own.staffRows && scope.customer !== null) parts.push(sql<SqlBool>`false`);
  // A sales user's code is read with the condition, so a code changed by an administrator holds at once.
  if (own.salesCode && scope.salesOnly) parts.push(sql<SqlBool>`${col(own.salesCode)} in (select u.sales_code from users u where u.id = ${scope.userId})`);
  if (own.owner) parts.push(sql<SqlBool>`${col(own.owner)} = ${scope.userId}`);
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : null;
}
