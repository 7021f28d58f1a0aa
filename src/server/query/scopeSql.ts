import { sql, type Expression, type SqlBool } from 'kysely';
import type { Scope } from '../auth/Scope';
import { ownershipOf } from '../db/ownership';

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
  if (own.customer && scope.customer !== null) parts.push(sql<SqlBool>`${col(own.customer)} = ${scope.customer}`);
  if (own.staffRows && scope.customer !== null) parts.push(sql<SqlBool>`false`);
  // A sales user's code is read with the condition, so a code changed by an administrator holds at once.
  if (own.salesCode && scope.salesOnly) parts.push(sql<SqlBool>`${col(own.salesCode)} in (select u.sales_code from users u where u.id = ${scope.userId})`);
  if (own.owner) parts.push(sql<SqlBool>`${col(own.owner)} = ${scope.userId}`);
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : null;
}
