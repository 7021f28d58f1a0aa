import type { DetailAction } from './detailDefinition';

/**
 * Whether a detail action is offered for this record: it has no condition, or the
 * record's field is one of `in` and none of `notIn`. An absent field counts as
 * null, so `in: [null]` offers "Dispute this invoice" only while there is no dispute.
 * Why here and not only on the server: the server refuses a move its state machine
 * does not allow (409), but a button that can only fail should not be offered at all.
 */
export function offersDetailAction(action: DetailAction, record: Record<string, unknown>): boolean {
  const cond = action.condition;
  if (!cond) return true;
  let node: unknown = record;
  for (const key of cond.field.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const value = node === undefined ? null : node;
  if (cond.in && !cond.in.includes(value as never)) return false;
  if (cond.notIn && cond.notIn.includes(value as never)) return false;
  return true;
}
