import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { deleteRow } from '../../data/resourceRows';
import { resources } from '../../data/resources';

/** Image notification subscriptions: list, get, create and update are the declared resource's; delete answers the family's ack. */
export const imageEmailsHandlers: FamilyHandlers<'image_emails'> = {
  'image_emails.delete': async (ctx) => {
    await deleteRow(scoped(ctx), resources.imageSubscriptions!, ctx.params.id);
    return { status: 0, message: 'Subscription removed' };
  },
};
