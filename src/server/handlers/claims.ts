import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { validationError } from '../errors';
import { customerScope } from '../auth/Caller';
import { viewClaim } from './claimView';
import { claimAttachmentHandlers } from './claimAttachments';

const create: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const scope = customerScope(caller);
  let shipment = ctx.db
    .selectFrom('shipments')
    .select(['probill', 'customer_account'])
    .where('probill', '=', ctx.body.probill)
    .where('company', '=', caller.company);
  if (scope !== null) shipment = shipment.where('customer_account', '=', scope);
  const found = await shipment.executeTakeFirst();
  // The same answer for "no such probill" and "someone else's probill": nothing leaks.
  if (!found) throw validationError([{ pointer: '/probill', message: 'Number not found or customer is not allowed to view the probill' }]);
  // The claim and the first line of its status history, or neither.
  const row = await ctx.db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('claims')
      .values({
        company: caller.company,
        customer_account: found.customer_account,
        probill: found.probill,
        amount: ctx.body.amount,
        claimant_email: ctx.body.claimant_email,
        description: ctx.body.description,
        created_by: caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.insertInto('claim_history').values({ claim_id: claim.id, status: claim.status, changed_by: caller.userId }).execute();
    return claim;
  });
  // Same text as the grid sends: ISO-8601 UTC to the second.
  return { ...row, created_at: new Date(row.created_at).toISOString().replace(/\.\d{3}Z$/, 'Z') };
};

export const claimHandlers: Record<string, Handler> = { 'claims.create': create, 'claims.view': viewClaim, ...claimAttachmentHandlers };
