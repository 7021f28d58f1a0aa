import { sql } from 'kysely';
import { AppError } from '../../errors';
import type { OnlinePickupPrefill } from '../../../shared/generated/types';
import type { ScopedDb } from '../ScopedDb';
import { getBol } from '../bol/bolRows';
import { pickup } from './pickupRows';
import { atomically } from '../audit/auditLog';
import { recordRow } from '../audit/recordRow';

/** Pickups that may still change: booked or moved, not yet dispatched or cancelled. */
const OPEN = ['New', 'Rescheduled'];

async function openPickup(rows: ScopedDb, pickupNumber: string) {
  const row = await rows.selectFrom('pickups').selectAll().where('pickup_number', '=', pickupNumber).forUpdate().executeTakeFirst();
  if (!row) throw new AppError('PICKUP_NOT_FOUND');
  if (!OPEN.includes(row.status)) throw new AppError('PICKUP_CLOSED');
  return row;
}

/** Changes an open pickup with its audit entry (before and after) in one transaction; a closed or unknown one is refused first. */
async function changePickup(rows: ScopedDb, pickupNumber: string, set: Record<string, unknown>) {
  await atomically(rows, async (trx) => {
    const before = await openPickup(trx, pickupNumber);
    const after = await trx
      .updateTable('pickups')
      .set({
        ...set,
        updated_at: sql<string>`now()` as unknown as string,
      } as never)
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(trx, 'pickups', 'pickup_number', before, after);
  });
  return pickup(rows, pickupNumber);
}

/** Moves a pickup to another day and times (the body's rules: today up to 14 days ahead, an hour apart, off-hours). */
export function reschedulePickup(
  rows: ScopedDb,
  pickupNumber: string,
  body: {
    pickup_date: string;
    ready_time: string;
    closing_time: string;
    pickup_instructions?: string;
    off_hours?: boolean;
  },
) {
  return changePickup(rows, pickupNumber, {
    pickup_date: body.pickup_date,
    ready_time: body.ready_time,
    closing_time: body.closing_time,
    ...(body.pickup_instructions !== undefined ? { pickup_instructions: body.pickup_instructions } : {}),
    ...(body.off_hours !== undefined ? { off_hours: body.off_hours } : {}),
    status: 'Rescheduled',
  });
}

export function cancelPickup(rows: ScopedDb, pickupNumber: string, reason: string) {
  return changePickup(rows, pickupNumber, {
    status: 'Void',
    cancel_reason: reason,
  });
}

type Values = OnlinePickupPrefill['values'];
const PHONE = /^\d{10}$/;

/** Who asks: the signed-in user, as the form's requester. */
async function requester(rows: ScopedDb): Promise<Values> {
  const me = await rows.selectFrom('users').select(['first_name', 'last_name', 'email', 'desk_phone', 'mobile', 'customer_account']).where('id', '=', rows.caller.userId).executeTakeFirst();
  if (!me) return {};
  const phone = [me.desk_phone, me.mobile].map((p) => (p ?? '').replace(/\D/g, '')).find((p) => PHONE.test(p));
  const name = `${me.first_name} ${me.last_name}`.trim().slice(0, 30);
  return {
    ...(name
      ? {
          requester: {
            name,
            email: me.email,
            ...(phone ? { phone } : {}),
          } as NonNullable<Values['requester']>,
        }
      : {}),
    ...(rows.scope.customer ? { account_number: rows.scope.customer } : {}),
  };
}

/** Where the account's last pickup was made: its pickup location again; else the account's name and city to start from. */
async function lastShipper(rows: ScopedDb): Promise<Values> {
  if (!rows.scope.customer) return {};
  const last = await rows.selectFrom('pickups').selectAll().orderBy('created_at', 'desc').executeTakeFirst();
  if (!last) {
    const account = await rows.selectFrom('customers').select(['name', 'city', 'province']).where('account', '=', rows.scope.customer).executeTakeFirst();
    if (!account) return {};
    return {
      shipper: {
        company: account.name.slice(0, 30),
        address: '',
        city: account.city,
        province: account.province,
        postal_code: '',
        country: 'CA',
        contact: '',
        phone: '',
      },
    };
  }
  return {
    shipper: {
      company: last.shipper_company,
      address: last.shipper_address,
      city: last.shipper_city,
      province: last.shipper_province,
      postal_code: last.shipper_postal_code,
      country: last.shipper_country as 'CA',
      contact: last.shipper_contact,
      phone: last.shipper_phone,
      ...(last.shipper_dock ? { dock: last.shipper_dock } : {}),
    },
  };
}

/** The pickup of a finalised BOL: its shipper, consignee's city, pieces, weight, probill and references. */
async function fromBol(rows: ScopedDb, bolId: number, today: string, contact: Values['requester']): Promise<Values> {
  const bol = await getBol(rows, bolId);
  if (!bol.probill) throw new AppError('BOL_NOT_FINALIZED');
  const s = bol.shipper;
  const phone = (s.phone ?? contact?.phone ?? '').replace(/\D/g, '');
  const cube = bol.items.reduce((n, i) => n + (i.cube ?? 0), 0);
  return {
    shipper: {
      company: s.name,
      address: s.address,
      city: s.city,
      province: s.province,
      postal_code: s.postal_code,
      country: s.country as 'CA',
      contact: (s.contact ?? contact?.name ?? s.name).slice(0, 30),
      phone,
    },
    destination: {
      city: bol.consignee.city,
      province: bol.consignee.province,
      postal_code: bol.consignee.postal_code,
      country: bol.consignee.country as 'CA',
    },
    ...(bol.ship_date >= today ? { pickup_date: bol.ship_date } : {}),
    pieces: bol.items.reduce((n, i) => n + i.pieces, 0),
    weight: bol.items.reduce((n, i) => n + i.weight, 0),
    ...(cube > 0 ? { cube } : {}),
    dangerous_goods: bol.items.some((i) => !!i.un_number),
    accessorials: (bol.accessorials ?? []) as Values['accessorials'],
    references: (bol.references ?? []) as Values['references'],
    probills: [bol.probill],
    bol_id: bol.bol_id,
    ...(bol.accessorials?.includes('OFF_HOURS') ? { off_hours: true } : {}),
  };
}

/**
 * What the pickup form opens with: the user and their account, where they
 * shipped from last, and with a BOL named, that BOL's shipment (BOL2_finalized's
 * "schedule a pickup").
 */
export async function pickupPrefill(rows: ScopedDb, query: { bol_id?: number; quote_number?: string }, today: string): Promise<OnlinePickupPrefill> {
  // Quotes belong to online quoting (issue 14, rating side): none is found here yet.
  if (query.quote_number) throw new AppError('NOT_FOUND');
  const base = { ...(await requester(rows)), ...(await lastShipper(rows)) };
  if (query.bol_id === undefined) return { source: 'account', values: base };
  return {
    source: 'bol',
    values: {
      ...base,
      ...(await fromBol(rows, query.bol_id, today, base.requester)),
    },
  };
}
