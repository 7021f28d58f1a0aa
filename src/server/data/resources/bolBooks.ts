import { AppError, validationError } from '../../errors';
import { boolean, datetime, number, text, upper, type Resource, type Row } from '../Resource';
import type { ScopedDb } from '../ScopedDb';
import { accountOfCompany } from '../notifications/accountCheck';
import { dangerousGoodsFaults } from '../bol/dangerousGoods';
import { partyCode } from '../bol/bolParties';

const OPTIONAL = { as: (v: string) => v || null };

/**
 * The address book's account: a customer user's own (a body naming another
 * is refused by the data layer), one of the company's named by staff; a new
 * entry without a code gets the clerk's one made from its name and postal code.
 */
async function addressCheck(rows: ScopedDb, body: Row, current?: Row): Promise<void> {
  // A rapid-BOL prospect's book is its skeleton account's (the data layer stamps it): no account to name.
  const prospect = rows.prospectAccount !== null;
  if (prospect) delete body.customer_account;
  else if (rows.scope.customer !== null) body.customer_account ??= rows.scope.customer;
  else if (!current && !body.customer_account) throw validationError([{ pointer: '/customer_account', message: 'Customer Code Not Found' }]);
  if (!prospect) await accountOfCompany(rows, body, current);
  delete body.created_by;
  if (!body.code) body.code = partyCode({ name: String(body.name), postal_code: String(body.postal_code) });
  // One entry per name and postal code (the table's unique key): said on the name, on a change too.
  const account = current?.customer_account ?? body.customer_account;
  const same = await rows
    .selectFrom('bol_addresses')
    .select('id')
    .$if(!prospect, (q) => q.where('customer_account', '=', String(account)))
    .where('name', '=', String(body.name))
    .where('postal_code', '=', String(body.postal_code).toUpperCase())
    .where('id', '!=', Number(current?.id ?? 0))
    .executeTakeFirst();
  if (same) throw validationError([DUPLICATE_ADDRESS]);
}

const DUPLICATE_ADDRESS = { pointer: '/name', message: 'This address is already in the address book' };

/** The account's address book: the parties its BOLs name (BOL2_addresses, the pickers of BOL2_edit). */
export const bolAddresses: Resource = {
  table: 'bol_addresses',
  key: 'id',
  defaultSort: 'name',
  search: ['code', 'name', 'city', 'postal_code'],
  duplicate: DUPLICATE_ADDRESS,
  check: addressCheck,
  fields: {
    id: number(),
    customer_account: text({ write: { on: 'create' } }),
    code: text({ write: { as: upper } }),
    name: text({ write: {} }),
    address: text({ write: {} }),
    address2: text({ write: OPTIONAL }),
    city: text({ write: {} }),
    province: text({ write: { as: upper } }),
    postal_code: text({ write: { as: upper } }),
    country: text({ write: {} }),
    contact: text({ write: OPTIONAL }),
    phone: text({ write: OPTIONAL }),
    email: text({ write: OPTIONAL }),
    updated_at: datetime({ stamp: 'now' }),
  },
};

/**
 * A product description's dangerous goods: flagged, it needs a UN number of
 * the list and one of its packing groups; personal ones are changed by their
 * author only (the account sees them to pick from).
 */
async function productCheck(rows: ScopedDb, body: Row, current?: Row): Promise<void> {
  if (current && current.access === 'personal' && current.created_by !== rows.caller.username) throw new AppError('NOT_FOUND');
  if (body.dangerous_goods) {
    const faults = [];
    if (!body.un_number) faults.push({ pointer: '/un_number', message: 'Field is required' });
    if (!body.packing_group) faults.push({ pointer: '/packing_group', message: 'Field is required' });
    if (faults.length) throw validationError(faults);
  }
  const item = { un_number: body.un_number as string | undefined, packing_group: body.packing_group as 'I' | 'II' | 'III' | undefined };
  const faults = await dangerousGoodsFaults(rows.db, [{ pieces: 1, weight: 1, description: '', ...item }]);
  if (faults.length) throw validationError(faults.map((f) => ({ ...f, pointer: f.pointer.replace('/items/0', '') })));
  // A prospect's row gets its skeleton account from the data layer (ScopedDb.stamped), not an account.
  if (!current) Object.assign(body, { created_by_id: rows.caller.userId, customer_account: rows.prospectAccount === null ? rows.scope.customer : null });
}

/** Product descriptions of the account, with class, NMFC and dangerous goods (ProductDesc_List, the items of BOL2_edit). */
export const productDescriptions: Resource = {
  table: 'product_description_list',
  writes: 'product_descriptions',
  key: 'id',
  defaultSort: 'description',
  search: ['description', 'nmfc', 'un_number'],
  check: productCheck,
  beforeDelete: (rows, current) => productCheck(rows, {}, current),
  fields: {
    id: number(),
    description: text({ write: {} }),
    package_code: text({ write: OPTIONAL }),
    class: text({ write: OPTIONAL }),
    nmfc: text({ write: OPTIONAL }),
    dangerous_goods: boolean({ write: { default: false } }),
    un_number: text({ write: { as: (v: string) => v.toUpperCase() || null } }),
    packing_group: text({ write: OPTIONAL }),
    hazard_class: text({ write: OPTIONAL }),
    special_provisions: text({ write: OPTIONAL }),
    access: text({ write: {} }),
    created_by: text({ column: 'author' }),
    created_by_id: number({ write: { on: 'create', into: 'created_by' }, hidden: true }),
    // A customer user's account (staff keep the company's own list, no account).
    customer_account: text({ write: { on: 'create' }, hidden: true }),
    updated_at: datetime({ stamp: 'now' }),
  },
};
