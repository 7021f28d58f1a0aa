import { customerScope, type Caller, type Prospect } from './Caller';

/**
 * Whose rows one request may reach: the caller's company, the customer
 * account a customer user works for (null: every account of the company, for
 * the carrier's staff), and the caller's own id for rows a user owns. Made
 * once per request from the session (scopeOf) and applied by the data layer
 * alone, so no handler writes a company or account condition of its own.
 */
export interface Scope {
  company: string;
  customer: string | null;
  userId: number;
  /** A sales user: rows that carry a sales code are theirs only when it is their own code (users.sales_code). */
  salesOnly?: boolean;
  /** A rapid-BOL prospect's skeleton account: the BOL tables' rows are scoped by it (ownership `prospect`). */
  prospect?: Prospect | null;
}

export function scopeOf(caller: Caller): Scope {
  return { company: caller.company, customer: customerScope(caller), userId: caller.userId, salesOnly: caller.type === 'SALES', prospect: customerScope(caller) === null ? null : (caller.prospect ?? null) };
}
