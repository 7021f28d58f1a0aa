import type { Selectable } from 'kysely';
import type { PickupsTable } from '../../db/schema';
import { AppError, validationError } from '../../errors';
import type { OnlinePickupPickupInput } from '../../../shared/generated/types';
import type { ScopedDb } from '../ScopedDb';
import { isoUtc } from '../isoUtc';
import { atomically } from '../audit/auditLog';
import { recordRow } from '../audit/recordRow';

type Pickup = Selectable<PickupsTable>;

/** A stored pickup as the catalogue's `pickup` answer. */
export function asPickup(p: Pickup, createdBy: string, accountName: string | null = null) {
  return {
    pickup_number: p.pickup_number,
    status: p.status,
    customer_account: p.customer_account,
    requester: {
      name: p.requester_name,
      phone: p.requester_phone,
      email: p.requester_email,
    },
    account_number: p.customer_account,
    account_name: accountName,
    pickup_date: p.pickup_date,
    ready_time: p.ready_time,
    closing_time: p.closing_time,
    shipper: {
      company: p.shipper_company,
      address: p.shipper_address,
      city: p.shipper_city,
      province: p.shipper_province,
      postal_code: p.shipper_postal_code,
      country: p.shipper_country,
      contact: p.shipper_contact,
      phone: p.shipper_phone,
      dock: p.shipper_dock,
    },
    destination: {
      city: p.destination_city,
      province: p.destination_province,
      postal_code: p.destination_postal_code,
      country: p.destination_country,
    },
    pieces: p.pieces,
    weight: p.weight,
    cube: p.cube,
    dangerous_goods: p.dangerous_goods,
    accessorials: JSON.parse(p.accessorials) as string[],
    off_hours: p.off_hours,
    pickup_instructions: p.pickup_instructions,
    delivery_instructions: p.delivery_instructions,
    references: JSON.parse(p.reference_numbers) as string[],
    probills: JSON.parse(p.probills) as string[],
    bol_id: p.bol_id,
    quote_number: p.quote_number,
    created_by: createdBy,
    created_at: isoUtc(p.created_at),
    confirmation_sent: p.confirmation_sent,
    cancel_reason: p.cancel_reason,
    updated_at: p.updated_at ? isoUtc(p.updated_at) : null,
  };
}

/**
 * The account a pickup is booked for: a customer's own (naming another is
 * refused), or for staff the account they name, which must be a customer of
 * their company. The same message either way: nothing leaks.
 */
async function bookingAccount(rows: ScopedDb, named: string | undefined): Promise<string | null> {
  const refuse = () =>
    validationError([
      {
        pointer: '/account_number',
        message: 'Error validating account number',
      },
    ]);
  const own = rows.scope.customer;
  if (own !== null) {
    if (named !== undefined && named !== own) throw refuse();
    return own;
  }
  if (named === undefined) return null;
  const found = await rows.selectFrom('customers').select('account').where('account', '=', named).executeTakeFirst();
  if (!found) throw refuse();
  return found.account;
}

/** Books a pickup for the caller's company and the account the body names (or the caller's own). */
export async function bookPickup(rows: ScopedDb, body: OnlinePickupPickupInput): Promise<Pickup> {
  const account = await bookingAccount(rows, body.account_number);
  return atomically(rows, async (trx) => {
    const made = await trx
      .insertInto('pickups', {
        customer_account: account,
        pickup_date: body.pickup_date,
        ready_time: body.ready_time,
        closing_time: body.closing_time,
        requester_name: body.requester.name,
        requester_phone: body.requester.phone,
        requester_email: body.requester.email,
        shipper_company: body.shipper.company,
        shipper_address: body.shipper.address,
        shipper_city: body.shipper.city,
        shipper_province: body.shipper.province.toUpperCase(),
        shipper_postal_code: body.shipper.postal_code.toUpperCase(),
        shipper_country: body.shipper.country,
        shipper_contact: body.shipper.contact,
        shipper_phone: body.shipper.phone,
        shipper_dock: body.shipper.dock ?? null,
        destination_city: body.destination.city,
        destination_province: body.destination.province.toUpperCase(),
        destination_postal_code: body.destination.postal_code.toUpperCase(),
        destination_country: body.destination.country,
        pieces: body.pieces,
        weight: body.weight,
        cube: body.cube ?? null,
        dangerous_goods: body.dangerous_goods ?? false,
        accessorials: JSON.stringify(body.accessorials ?? []),
        off_hours: body.off_hours ?? false,
        pickup_instructions: body.pickup_instructions ?? null,
        delivery_instructions: body.delivery_instructions ?? null,
        reference_numbers: JSON.stringify(body.references ?? []),
        probills: JSON.stringify(body.probills ?? []),
        bol_id: body.bol_id ?? null,
        quote_number: body.quote_number ?? null,
        created_by: rows.caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(trx, 'pickups', 'pickup_number', null, made);
    return made;
  });
}

export async function markConfirmationSent(rows: ScopedDb, pickup: Pickup): Promise<Pickup> {
  return atomically(rows, async (trx) => {
    const after = await trx.updateTable('pickups').set({ confirmation_sent: true }).where('id', '=', pickup.id).returningAll().executeTakeFirstOrThrow();
    await recordRow(trx, 'pickups', 'pickup_number', pickup, after);
    return after;
  });
}

/** One pickup of the caller's company (a customer user: of their account), with who booked it. */
export async function pickup(rows: ScopedDb, pickupNumber: string) {
  const row = await rows
    .selectFrom('pickups')
    .innerJoin('users', 'users.id', 'pickups.created_by')
    .leftJoin('customers', 'customers.account', 'pickups.customer_account')
    .selectAll('pickups')
    .select(['users.username', 'customers.name as account_name'])
    .where('pickup_number', '=', pickupNumber)
    .executeTakeFirst();
  if (!row) throw new AppError('PICKUP_NOT_FOUND');
  return asPickup(row, row.username, row.account_name);
}
