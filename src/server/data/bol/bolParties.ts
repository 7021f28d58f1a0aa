import { sql } from 'kysely';
import type { BolBolInput, BolPartyInput, BolPartyOutput } from '../../../shared/generated/types';
import type { ScopedDb } from '../ScopedDb';
import { recordRow } from '../audit/recordRow';

/** A party as the `bol` answer gives it: every optional field present, null when empty. */
export function asParty(p: BolPartyInput): BolPartyOutput {
  return {
    name: p.name,
    address: p.address,
    address2: p.address2 ?? null,
    city: p.city,
    province: p.province,
    postal_code: p.postal_code,
    country: p.country,
    contact: p.contact ?? null,
    phone: p.phone ?? null,
    email: p.email ?? null,
    account_number: p.account_number ?? null,
  };
}

/** The address book's code of a party: its name and postal code, as a clerk would key it. */
export const partyCode = (p: { name: string; postal_code: string }) => `${p.name.replace(/[^A-Za-z0-9]/g, '').slice(0, 8)}${p.postal_code.replace(/\s/g, '').slice(0, 3)}`.toUpperCase();

/**
 * Keeps the parties of a saved BOL that the user asked to save ("Save to
 * address book") in the account's address book (one entry per name and
 * postal code, the latest address winning), so the next BOL picks it from
 * the book or finds it by code or name (bol.consignees).
 */
export async function rememberParties(rows: ScopedDb, account: string | null, body: BolBolInput): Promise<void> {
  const parties = [body.shipper, body.consignee, body.third_party, body.bill_to_party].filter((p): p is BolPartyInput => !!p?.save_to_address_book);
  for (const p of parties) {
    const values = {
      customer_account: account,
      code: partyCode(p),
      name: p.name,
      address: p.address,
      address2: p.address2 ?? null,
      city: p.city,
      province: p.province.toUpperCase(),
      postal_code: p.postal_code.toUpperCase(),
      country: p.country,
      contact: p.contact ?? null,
      phone: p.phone ?? null,
      email: p.email ?? null,
    };
    const latest = {
      address: values.address,
      address2: values.address2,
      city: values.city,
      province: values.province,
      country: values.country,
      contact: values.contact,
      phone: values.phone,
      email: values.email,
      updated_at: sql<string>`now()` as unknown as string,
    };
    // A prospect's book (no customer account, m0075) is kept unique by its own partial index.
    // The entry as it was (the audit log's before): the same name and postal code in the scope's book.
    const before = await rows
      .selectFrom('bol_addresses')
      .selectAll()
      .where('customer_account', account === null ? 'is' : '=', account)
      .where('name', '=', values.name)
      .where('postal_code', '=', values.postal_code)
      .executeTakeFirst();
    const after = await rows
      .insertInto('bol_addresses', values)
      .onConflict((oc) =>
        account === null
          ? oc.columns(['company', 'skeleton_account_id', 'name', 'postal_code']).where('skeleton_account_id', 'is not', null).doUpdateSet(latest)
          : oc.constraint('bol_addresses_party').doUpdateSet(latest),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(rows, 'bol_addresses', 'id', before, after);
  }
}

/** Address book entries of the caller's account whose code or name holds the text, most recently used first. */
export async function findParties(rows: ScopedDb, search: string, limit: number) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found = await rows
    .selectFrom('bol_addresses')
    .select(['code', 'name', 'address', 'city', 'province', 'postal_code', 'country', 'phone'])
    .where((eb) => eb.or([eb('code', 'ilike', like), eb('name', 'ilike', like)]))
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
  return found;
}
