import { sql, type Selectable } from 'kysely';
import type { BolsTable } from '../../db/schemaBol';
import { AppError, validationError } from '../../errors';
import type { BolBol, BolBolInput } from '../../../shared/generated/types';
import type { ScopedDb } from '../ScopedDb';
import { isoUtc, isoUtcOrNull } from '../isoUtc';
import { asParty, rememberParties } from './bolParties';
import { dangerousGoodsFaults } from './dangerousGoods';
import { atomically } from '../audit/auditLog';
import { recordRow } from '../audit/recordRow';

type BolRow = Selectable<BolsTable> & { username: string };

/** A stored bill of lading as the catalogue's `bol` answer: its saved body, with what the server decided. */
export function asBol(row: BolRow): BolBol {
  const data = JSON.parse(row.data) as BolBolInput;
  return {
    bol_id: row.id,
    status: row.status as BolBol['status'],
    probill: row.probill,
    customer_account: row.customer_account,
    created_by: row.username,
    saved_at: isoUtc(row.saved_at),
    finalized_at: isoUtcOrNull(row.finalized_at),
    flag_reason: row.flag_reason,
    pickup_number: row.pickup_number,
    ship_date: row.ship_date,
    shipper: asParty(data.shipper),
    consignee: asParty(data.consignee),
    third_party: data.third_party ? asParty(data.third_party) : null,
    bill_to: data.bill_to,
    bill_to_party: data.bill_to_party ? asParty(data.bill_to_party) : null,
    references: data.references ?? [],
    purchase_order: data.purchase_order ?? null,
    items: data.items.map((i) => ({
      pieces: i.pieces,
      weight: i.weight,
      description: i.description,
      class: i.class ?? null,
      nmfc: i.nmfc ?? null,
      package_code: i.package_code ?? null,
      length: i.length ?? null,
      width: i.width ?? null,
      height: i.height ?? null,
      dimension_unit: i.dimension_unit ?? null,
      cube: i.cube ?? null,
      un_number: i.un_number ?? null,
      packing_group: i.packing_group ?? null,
      hazard_class: i.hazard_class ?? null,
      special_provisions: i.special_provisions ?? null,
    })),
    accessorials: data.accessorials ?? [],
    declared_value: data.declared_value ?? null,
    special_instructions: data.special_instructions ?? null,
    emergency_phone: data.emergency_phone ?? null,
    quote_number: data.quote_number ?? null,
  };
}

/**
 * The account a BOL is made for: a customer user's own; staff name it as the
 * shipper's or the bill-to's account number, a customer of their company;
 * none for a prospect (its skeleton account owns it).
 */
async function bolAccount(rows: ScopedDb, body: BolBolInput): Promise<string | null> {
  // A rapid-BOL prospect has no customer account: the data layer makes the BOL its skeleton account's.
  if (rows.prospectAccount !== null) return null;
  if (rows.scope.customer !== null) return rows.scope.customer;
  const named = body.shipper.account_number ?? body.bill_to_party?.account_number;
  const pointer = body.shipper.account_number || !body.bill_to_party ? '/shipper/account_number' : '/bill_to_party/account_number';
  const found = named ? await rows.selectFrom('customers').select('account').where('account', '=', named).executeTakeFirst() : undefined;
  if (!found) throw validationError([{ pointer, message: 'Error validating account number' }]);
  return found.account;
}

/** The list columns of a body: totals and names the grids filter and sort on. */
function columnsOf(body: BolBolInput) {
  return {
    ship_date: body.ship_date,
    shipper_name: body.shipper.name,
    consignee_name: body.consignee.name,
    consignee_city: body.consignee.city,
    consignee_province: body.consignee.province.toUpperCase(),
    pieces: body.items.reduce((n, i) => n + i.pieces, 0),
    weight: body.items.reduce((n, i) => n + i.weight, 0),
    reference_list: body.references?.length ? body.references.join(', ') : null,
    data: JSON.stringify(normalised(body)),
  };
}

/** Provinces and postal codes as the carrier writes them. */
function normalised(body: BolBolInput): BolBolInput {
  const party = <P extends { province: string; postal_code: string } | null | undefined>(p: P): P => (p ? { ...p, province: p.province.toUpperCase(), postal_code: p.postal_code.toUpperCase() } : p);
  return { ...body, shipper: party(body.shipper), consignee: party(body.consignee), third_party: party(body.third_party), bill_to_party: party(body.bill_to_party) };
}

async function checked(rows: ScopedDb, body: BolBolInput): Promise<void> {
  const faults = await dangerousGoodsFaults(rows.db, body.items);
  if (faults.length) throw validationError(faults);
}

/** The stored row alone (no joined author), as the audit log keeps it before a change. */
const storedBol = (rows: ScopedDb, bolId: number) => rows.selectFrom('bols').selectAll().where('id', '=', bolId).executeTakeFirst();

async function readBol(rows: ScopedDb, bolId: number): Promise<BolRow> {
  const row = await rows.selectFrom('bols').innerJoin('users', 'users.id', 'bols.created_by').selectAll('bols').select('users.username').where('bols.id', '=', bolId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Saves a new bill of lading as a draft for the caller's account (a customer
 * user) or the account it names (staff), and keeps its parties in the
 * account's address book. The entry point for a quote turned into a BOL.
 */
export async function createBolDraft(rows: ScopedDb, body: BolBolInput): Promise<BolBol> {
  const account = await bolAccount(rows, body);
  await checked(rows, body);
  return atomically(rows, async (trx) => {
    const made = await trx
      .insertInto('bols', { customer_account: account, created_by: trx.caller.userId, ...columnsOf(body) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(trx, 'bols', 'id', null, made);
    await rememberParties(trx, account, body);
    return asBol(await readBol(trx, made.id));
  });
}

export async function getBol(rows: ScopedDb, bolId: number): Promise<BolBol> {
  return asBol(await readBol(rows, bolId));
}

/** Replaces a draft's body; a finalised BOL is refused. */
export async function updateBol(rows: ScopedDb, bolId: number, body: BolBolInput): Promise<BolBol> {
  const current = await readBol(rows, bolId);
  if (current.status !== 'draft') throw new AppError('BOL_NOT_DRAFT');
  await checked(rows, body);
  return atomically(rows, async (trx) => {
    const before = await storedBol(trx, bolId);
    const after = await trx
      .updateTable('bols')
      .set({ ...columnsOf(body), saved_at: sql<string>`now()` as unknown as string })
      .where('id', '=', bolId)
      .where('status', '=', 'draft')
      .returningAll()
      .executeTakeFirst();
    // Finalised meanwhile: the draft is no longer one, and nothing was written.
    if (!after) throw new AppError('BOL_NOT_DRAFT');
    await recordRow(trx, 'bols', 'id', before, after);
    await rememberParties(trx, current.customer_account, body);
    return asBol(await readBol(trx, bolId));
  });
}

export async function deleteBol(rows: ScopedDb, bolId: number): Promise<{ status: 0 }> {
  const current = await readBol(rows, bolId);
  if (current.status !== 'draft') throw new AppError('BOL_NOT_DRAFT');
  await atomically(rows, async (trx) => {
    const gone = await trx.deleteFrom('bols').where('id', '=', bolId).where('status', '=', 'draft').returningAll().executeTakeFirst();
    if (!gone) throw new AppError('BOL_NOT_DRAFT');
    await recordRow(trx, 'bols', 'id', gone, null);
  });
  return { status: 0 };
}

/** A BOL worth a second look, with why (02-business.md §5 and §9); null when none. */
function flagReason(body: BolBolInput): string | null {
  const weight = body.items.reduce((n, i) => n + i.weight, 0);
  const cube = body.items.reduce((n, i) => n + (i.cube ?? 0), 0);
  if (cube > 3394) return 'Total cube over 53 feet of trailer';
  if (body.declared_value !== undefined && body.declared_value > 5 * weight) return 'High value: declared value over 5 dollars per pound';
  return null;
}

/**
 * Finalises a draft: checks it again as it stands, assigns its probill number
 * (10 digits) and flags it for review when it needs one. Whatever fails
 * answers 'Error Finalizing BOL', the draft left as it was.
 */
export async function finalizeBol(rows: ScopedDb, bolId: number, today: string): Promise<BolBol> {
  const current = await readBol(rows, bolId);
  if (current.status !== 'draft') throw new AppError('BOL_FINALIZE_FAILED');
  const body = JSON.parse(current.data) as BolBolInput;
  if (body.ship_date < today || (await dangerousGoodsFaults(rows.db, body.items)).length) throw new AppError('BOL_FINALIZE_FAILED');
  const reason = flagReason(body);
  return atomically(rows, async (trx) => {
    const changed = await trx
      .updateTable('bols')
      .set({
        status: reason ? 'flagged' : 'finalized',
        probill: sql<string>`nextval('bol_probill_seq')::text` as unknown as string,
        finalized_at: sql<string>`now()` as unknown as string,
        flag_reason: reason,
        flagged_at: reason ? (sql<string>`now()` as unknown as string) : null,
      })
      .where('id', '=', bolId)
      .where('status', '=', 'draft')
      .returningAll()
      .executeTakeFirst();
    if (!changed) throw new AppError('BOL_FINALIZE_FAILED');
    const { username: _author, ...before } = current;
    await recordRow(trx, 'bols', 'id', before, changed);
    return asBol(await readBol(trx, bolId));
  });
}

/** Labels of a finalised BOL were printed (REPORT_FINALIZED_BOL shows it). */
export async function markLabelsPrinted(rows: ScopedDb, bolId: number): Promise<void> {
  await changeBol(rows, bolId, { labels_printed: true });
}

/** A pickup booked from a BOL is remembered on it (the finalised list's "picked up"). */
export async function linkPickup(rows: ScopedDb, bolId: number, pickupNumber: string): Promise<void> {
  await changeBol(rows, bolId, { pickup_number: pickupNumber });
}

/** Sets columns of a BOL of the caller's scope and audits it; nothing is written (nor logged) when they already hold. */
async function changeBol(rows: ScopedDb, bolId: number, set: { labels_printed?: boolean; pickup_number?: string }): Promise<void> {
  await atomically(rows, async (trx) => {
    const before = await storedBol(trx, bolId);
    if (!before || Object.entries(set).every(([column, value]) => before[column as keyof typeof before] === value)) return;
    const after = await trx.updateTable('bols').set(set).where('id', '=', bolId).returningAll().executeTakeFirstOrThrow();
    await recordRow(trx, 'bols', 'id', before, after);
  });
}
