import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { deleteRow } from '../../data/resourceRows';
import { resources } from '../../data/resources';

/** Contacts (GCONTACTS): list, get, create and update are the declared resource's; delete answers the family's ack. */
export const contactsHandlers: FamilyHandlers<'contacts'> = {
  'contacts.delete': async (ctx) => {
    await deleteRow(scoped(ctx), resources.contacts!, ctx.params.id);
    return { success: true };
  },
};
