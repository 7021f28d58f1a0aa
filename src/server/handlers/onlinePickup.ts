import type { Kysely, Selectable } from 'kysely';
import type { DB, PickupsTable } from '../db/schema';
import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError, validationError } from '../errors';
import { customerScope, type Caller } from '../auth/Caller';
import { sendEmail } from '../email/sendEmail';
import { isoUtc } from './isoUtc';

type Pickup = Selectable<PickupsTable>;

/** A stored pickup as the catalogue's `pickup` answer. */
function asPickup(p: Pickup, createdBy: string) {
  return {
    pickup_number: p.pickup_number,
    status: p.status,
    customer_account: p.customer_account,
    pickup_date: p.pickup_date,
    ready_time: p.ready_time,
    closing_time: p.closing_time,
    requester: { name: p.requester_name, phone: p.requester_phone, email: p.requester_email },
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
    destination: { city: p.destination_city, province: p.destination_province, postal_code: p.destination_postal_code, country: p.destination_country },
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
  };
}

/**
 * The account a pickup is booked for: a customer's own (naming another is
 * refused), or for staff the account they name, which must be a customer of
 * their company. The same message either way: nothing leaks.
 */
async function bookingAccount(db: Kysely<DB>, caller: Caller, named: string | undefined): Promise<string | null> {
  const scope = customerScope(caller);
  const refuse = () => validationError([{ pointer: '/account_number', message: 'Error validating account number' }]);
  if (scope !== null) {
    if (named !== undefined && named !== scope) throw refuse();
    return scope;
  }
  if (named === undefined) return null;
  const found = await db.selectFrom('customers').select('account').where('account', '=', named).where('company', '=', caller.company).executeTakeFirst();
  if (!found) throw refuse();
  return found.account;
}

async function pickupOf(db: Kysely<DB>, caller: Caller, pickupNumber: string) {
  let q = db
    .selectFrom('pickups')
    .innerJoin('users', 'users.id', 'pickups.created_by')
    .selectAll('pickups')
    .select('users.username')
    .where('pickup_number', '=', pickupNumber)
    .where('pickups.company', '=', caller.company);
  const scope = customerScope(caller);
  if (scope !== null) q = q.where('pickups.customer_account', '=', scope);
  const row = await q.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const submit: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const b = ctx.body;
  const account = await bookingAccount(ctx.db, caller, b.account_number);
  const row = await ctx.db
    .insertInto('pickups')
    .values({
      company: caller.company,
      customer_account: account,
      pickup_date: b.pickup_date,
      ready_time: b.ready_time,
      closing_time: b.closing_time,
      requester_name: b.requester.name,
      requester_phone: b.requester.phone,
      requester_email: b.requester.email,
      shipper_company: b.shipper.company,
      shipper_address: b.shipper.address,
      shipper_city: b.shipper.city,
      shipper_province: b.shipper.province.toUpperCase(),
      shipper_postal_code: b.shipper.postal_code.toUpperCase(),
      shipper_country: b.shipper.country,
      shipper_contact: b.shipper.contact,
      shipper_phone: b.shipper.phone,
      shipper_dock: b.shipper.dock ?? null,
      destination_city: b.destination.city,
      destination_province: b.destination.province.toUpperCase(),
      destination_postal_code: b.destination.postal_code.toUpperCase(),
      destination_country: b.destination.country,
      pieces: b.pieces,
      weight: b.weight,
      cube: b.cube ?? null,
      dangerous_goods: b.dangerous_goods ?? false,
      accessorials: JSON.stringify(b.accessorials ?? []),
      off_hours: b.off_hours ?? false,
      pickup_instructions: b.pickup_instructions ?? null,
      delivery_instructions: b.delivery_instructions ?? null,
      reference_numbers: JSON.stringify(b.references ?? []),
      probills: JSON.stringify(b.probills ?? []),
      bol_id: b.bol_id ?? null,
      quote_number: b.quote_number ?? null,
      created_by: caller.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (b.send_confirmation !== false) {
    // The booking stands whatever happens to its confirmation; the outbox keeps the message.
    const outcome = await sendEmail(ctx.db, caller, {
      to: [b.requester.email],
      subject: `Pickup ${row.pickup_number} requested`,
      content: `<p>Pickup ${row.pickup_number}: ${row.pickup_date}, ${row.ready_time} to ${row.closing_time}, ${row.shipper_company}, ${row.shipper_city} ${row.shipper_province}.</p>`,
    });
    if (outcome.status !== 'failed') {
      await ctx.db.updateTable('pickups').set({ confirmation_sent: true }).where('id', '=', row.id).execute();
      row.confirmation_sent = true;
    }
  }
  return asPickup(row, caller.username);
};

const get: Handler = async (ctx) => {
  const row = await pickupOf(ctx.db, signedIn(ctx), ctx.params.pickup_number);
  return asPickup(row, row.username);
};

export const onlinePickupHandlers: Record<string, Handler> = { 'online_pickup.submit': submit, 'online_pickup.get': get };
