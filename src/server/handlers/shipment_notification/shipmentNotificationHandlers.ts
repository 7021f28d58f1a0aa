import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { deleteRow } from '../../data/resourceRows';
import { resources } from '../../data/resources';
import { unsubscribe } from '../../data/notifications/unsubscribe';

/** Shipment notifications: the declared resource, the ack of delete, and the signed link's unsubscribe (public). */
export const shipmentNotificationHandlers: FamilyHandlers<'shipment_notification'> = {
  'shipment_notification.delete': async (ctx) => {
    await deleteRow(scoped(ctx), resources.shipmentNotifications!, ctx.params.id);
    return { status: 0, message: 'Subscription removed' };
  },
  'shipment_notification.unsubscribe': async (ctx) => {
    await unsubscribe(ctx.db, ctx.body.token);
    return { status: 0, message: 'You have been unsubscribed' };
  },
};
