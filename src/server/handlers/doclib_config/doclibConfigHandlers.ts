import type { FamilyHandlers } from '../Handler';
import { scoped, signedIn } from '../Handler';
import { deleteRow } from '../../data/resourceRows';
import { resources } from '../../data/resources';
import { assertAdmin } from '../../data/guards';
import { policyOptions } from '../../data/doclib/policyCheck';

/** DOCLIB_POLICY: list, get, create and update are the declared resource's; delete answers the ack, options the form's lists. */
export const doclibConfigHandlers: FamilyHandlers<'doclib_config'> = {
  'doclib_config.delete': async (ctx) => {
    await deleteRow(scoped(ctx), resources.doclibPolicies!, ctx.params.id);
    return { success: true };
  },
  'doclib_config.options': async (ctx) => {
    assertAdmin(signedIn(ctx));
    return policyOptions(scoped(ctx));
  },
};
