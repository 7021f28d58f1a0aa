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
  if (own.owner) parts.push(sql<SqlBool>`${col(own.owner)} = ${scope.userId}`);
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : null;
}
