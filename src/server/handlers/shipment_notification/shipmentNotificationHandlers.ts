import type { FamilyHandlers } from '../Handler';
import { scoped, viaOf } from '../Handler';
import { deleteRow } from '../../data/resourceRows';
import { resources } from '../../data/resources';
import { unsubscribe } from '../../data/notifications/unsubscribe';
import { subscribeToShipment } from '../../data/notifications/subscribeToShipment';
import { langOf } from '../../serverMessages';

/** Shipment notifications: the declared resource, the ack of delete, and the signed link's unsubscribe (public). */
export const shipmentNotificationHandlers: FamilyHandlers<'shipment_notification'> = {
  'shipment_notification.delete': async (ctx) => {
    await deleteRow(scoped(ctx), resources.shipmentNotifications!, ctx.params.id);
    return { status: 0, message: 'Subscription removed' };
  },
  'shipment_notification.subscribe_probill': async (ctx) => {
    const { id, created } = await subscribeToShipment(scoped(ctx), ctx.params.probill, langOf(ctx.request.headers['accept-language']));
    return { id, status: 0, message: created ? "You will be notified of this shipment's status changes" : "You were already subscribed to this shipment's status changes" };
  },
  'shipment_notification.unsubscribe': async (ctx) => {
    await unsubscribe(ctx.db, ctx.body.token, viaOf(ctx.request));
    return { status: 0, message: 'You have been unsubscribed' };
  },
};
