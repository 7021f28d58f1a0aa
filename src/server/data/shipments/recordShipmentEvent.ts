import { AppError, validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import type { CallTypes } from '../../../shared/generated/types';
import { portalToday } from '../../../shared/calendar/calendarDates';
import { eventOf, queueStatusNotices } from '../notifications/shipmentStatusNotices';
import { queueAsnNotices } from '../asn/queueAsnNotices';
import { atomically, recordChange } from '../audit/auditLog';
import { recordRow } from '../audit/recordRow';

export type NewEvent = CallTypes['probill.add_event']['body'];

/** Statuses that close a shipment's delivery: its delivery date (and signer) are set with them. */
const DELIVERED = (status: string) => eventOf(status) === 'Delivered' || status === 'Refused' || status === 'Partially Refused';

/**
 * Records a trace event of one shipment, as a terminal or driver reports it (staff only: a
 * customer user is refused), and makes its status the shipment's. In the same transaction the
 * status notices of its subscribers are written to the outbox, so an event is never recorded
 * without its notices nor notices sent for an event that was not; the outbox ids are answered
 * for delivery after the commit. The shipment is found in the caller's scope and locked, so
 * two events of one shipment take consecutive numbers.
 */
export async function recordShipmentEvent(scoped: ScopedDb, probill: string, event: NewEvent, siteUrl: string) {
  if (scoped.scope.customer !== null) throw new AppError('FORBIDDEN');
  return atomically(scoped, async (tx) => {
    const shipment = await tx.selectFrom('shipments').selectAll().where('probill', '=', probill).forUpdate().executeTakeFirst();
    if (!shipment) throw new AppError('PROBILL_NOT_FOUND');
    const terminal = event.terminal ? await tx.db.selectFrom('terminals').select(['code', 'city', 'province']).where('code', '=', event.terminal).executeTakeFirst() : undefined;
    if (event.terminal && !terminal) throw validationError([{ pointer: '/terminal', message: 'Terminal not found' }]);
    const at = event.at ? new Date(event.at) : new Date();
    const last = await tx.db
      .selectFrom('shipment_events')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('probill', '=', probill)
      .executeTakeFirst();
    const seq = Number(last?.seq ?? 0) + 1;
    const recorded = await tx.db
      .insertInto('shipment_events')
      .values({
        probill,
        seq,
        at: at.toISOString(),
        status: event.status,
        terminal: terminal?.code ?? null,
        city: event.city ?? terminal?.city ?? null,
        province: (event.province ?? terminal?.province)?.toUpperCase() ?? null,
        comment: event.comment ?? (event.signed_by ? `Signed by ${event.signed_by}` : null),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(tx, {
      action: 'create',
      entity: 'shipment_events',
      entityId: `${probill.trim()}:${seq}`,
      before: null,
      after: recorded,
    });
    const delivered = DELIVERED(event.status);
    const moved = await tx
      .updateTable('shipments')
      .set({
        status: event.status,
        ...(delivered
          ? {
              delivery_date: portalToday(at),
              delivered_at: at.toISOString(),
              ...(event.signed_by ? { signed_by: event.signed_by } : {}),
            }
          : {}),
      })
      .where('probill', '=', probill)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(tx, 'shipments', 'probill', shipment, moved);
    const outbox = await queueStatusNotices(tx.db, shipment, event.status, siteUrl);
    // Advance shipping notices of the consignee (issue 16): made here, sent by the queue after the commit.
    const asn = await queueAsnNotices(tx.db, probill, event.status);
    return {
      probill,
      seq,
      status: event.status,
      notified: outbox.length,
      outbox,
      asn,
    };
  });
}
