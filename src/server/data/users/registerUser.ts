import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { UsersCreateBody } from '../../../shared/generated/types';
import { auditedUserChange, inTransaction, recordRow } from '../audit/auditedChange';
import type { Actor } from '../audit/auditLog';
import type { Row } from '../Resource';

/**
 * The stored hash of a user registered without a password (set at activation):
 * no Argon2id hash, so no password ever verifies against it.
 */
export const NO_PASSWORD = '!';

/** The menu group a self-registered user of the limited services joins, per company. */
const SERVICE_GROUP = 'Online quoting';
/** The rapid-BOL prospects' menu group (db/rapidBolDemo.ts). */
const RAPID_BOL_GROUP = 'Rapid bill of lading';
const SERVICE_TYPE: Record<string, string> = { online_quoting: 'QUOTE', rapid_bol: 'RBOL' };

/** Whether a company brand exists (the access pages name one). */
export async function companyExists(db: Kysely<DB>, code: string): Promise<boolean> {
  return !!(await db.selectFrom('companies').select('code').where('code', '=', code).executeTakeFirst());
}

/**
 * A visitor's registration for online quoting or rapid BOL: an Inactive user
 * of the service's type in the service's menu group, and what they told us,
 * in one transaction. A customer account number given is kept for staff to
 * review, never linked: knowing a number must not open that customer's shipments.
 */
export async function registerUser(db: Kysely<DB>, b: UsersCreateBody, company: string, passwordHash: string, who: Actor) {
  return inTransaction(db, async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username: b.username,
        company,
        password_hash: passwordHash,
        type: SERVICE_TYPE[b.service]!,
        first_name: b.first_name,
        last_name: b.last_name,
        email: b.email,
        customer_account: null,
        sales_code: null,
        status: 'Inactive',
        lang: b.language ?? 'en',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Each record made is in the audit log with the registration (its password hash left out: recordRow).
    const created = (entity: string, id: unknown, after: unknown) => recordRow(trx, who, { action: 'create', entity, entityId: id, before: null, after: after as Row });
    await created('users', user.id, user);
    await trx
      .insertInto('registrations')
      .values({
        user_id: user.id,
        service: b.service,
        has_account: b.has_account,
        account_number: b.account_number ?? null,
        business_name: b.business_name,
        phone: b.phone,
        phone_ext: b.phone_ext ?? null,
        address: b.address ?? null,
        city: b.city,
        province: b.province.toUpperCase(),
        postal: b.postal,
        country: b.country,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .then((r) => created('registrations', r.user_id, r));
    // The prospect's skeleton account (m0043), for staff to follow up (OQ-SKACC-MANAGE, RBOL-SKACC-MANAGE).
    await trx
      .insertInto('skeleton_accounts')
      .values({
        company,
        service: b.service,
        user_id: user.id,
        company_name: b.business_name,
        contact_name: `${b.first_name} ${b.last_name}`,
        email: b.email,
        phone: b.phone,
        address: b.address ?? null,
        city: b.city,
        province: b.province.toUpperCase(),
        postal_code: b.postal.toUpperCase(),
        country: b.country,
        account_number_given: b.account_number ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .then((r) => created('skeleton_accounts', r.id, r));
    // A rapid-BOL prospect joins the rapid-BOL group (the BOL menu and quoting's), its only group: a session opens
    // on the first group, so a second one would hide the BOL menu. What the BOL menu opens is decided by staff
    // (bol_allowed, RBOL-SKACC-MANAGE). A company without that group gives the quoting group.
    const groups = await trx.selectFrom('menu_groups').select(['id', 'name']).where('company', '=', company).where('name', 'in', [SERVICE_GROUP, RAPID_BOL_GROUP]).execute();
    const group = (b.service === 'rapid_bol' ? groups.find((g) => g.name === RAPID_BOL_GROUP) : undefined) ?? groups.find((g) => g.name === SERVICE_GROUP);
    if (group) await trx.insertInto('user_groups').values({ user_id: user.id, group_id: group.id }).execute();
    return { id: user.id, email: user.email, first_name: user.first_name, type: user.type };
  });
}

/** A user becomes Active (the activation code was right), with the password chosen at activation when one was. */
export async function activateUser(db: Kysely<DB>, userId: number, who: Actor, passwordHash?: string): Promise<void> {
  // The user's change is audited (their password hash left out, a new one noted as password_changed).
  await auditedUserChange(db, who, userId, async (trx) => {
    await trx
      .updateTable('users')
      .set({ status: 'Active', ...(passwordHash ? { password_hash: passwordHash } : {}) })
      .where('id', '=', userId)
      .execute();
    await trx.updateTable('skeleton_accounts').set({ activated_at: sql<string>`coalesce(activated_at, now())` as never }).where('user_id', '=', userId).execute();
  }, passwordHash ? { password_changed: true } : undefined);
}
