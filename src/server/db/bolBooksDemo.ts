import type { Kysely } from 'kysely';
import type { DB } from './schema';

const ca = (name: string, address: string, city: string, province: string, postal_code: string, phone: string) => ({ name, address, city, province, postal_code, country: 'CA', contact: 'Receiving', phone });

/** Each demo account's own address book, product descriptions and template (issue 14 point 3). */
const BOOKS = [
  {
    username: 'customer',
    company: 'MANITOULIN',
    account: '100001',
    addresses: [ca('Fromagerie Belle-Rive', '22 Rue Principale', 'Gatineau', 'QC', 'J8X 2K1', '8195550142'), ca('Algoma Steel Supply', '105 West St', 'Sault Ste. Marie', 'ON', 'P6A 5P2', '7055550180'), ca('Northern Lights Head Office', '200 Bay St', 'Toronto', 'ON', 'M5J 2J1', '4165550111')],
    products: [
      { description: 'Hardware, boxed', class: '70', nmfc: '51740', package_code: 'BOX', dangerous_goods: false },
      { description: 'Paint, latex, in pails', class: '55', nmfc: '149980-2', package_code: 'PAIL', dangerous_goods: false },
      { description: 'Paint, flammable', class: '60', nmfc: '149980-1', package_code: 'CAN', dangerous_goods: true, un_number: 'UN1263', packing_group: 'II', hazard_class: '3', special_provisions: '59, 142' },
      { description: 'Lithium batteries', class: '85', nmfc: '60400', package_code: 'BOX', dangerous_goods: true, un_number: 'UN3480', packing_group: 'II', hazard_class: '9', special_provisions: '34, 137' },
    ],
  },
  {
    username: 'customer2',
    company: 'MANITOULIN',
    account: '200002',
    addresses: [ca('Moncton Boat Works', '44 Main St', 'Moncton', 'NB', 'E1C 1B9', '5065550123')],
    products: [{ description: 'Marine engine parts', class: '85', nmfc: '133300', package_code: 'SKD', dangerous_goods: false }],
  },
  {
    username: 'drc',
    company: 'DRC',
    account: '300003',
    addresses: [ca('Lethbridge Outdoor', '500 4 Ave S', 'Lethbridge', 'AB', 'T1J 0N5', '4035550190')],
    products: [{ description: 'Camping gear', class: '125', nmfc: '156600-3', package_code: 'CTN', dangerous_goods: false }],
  },
];

const code = (name: string, postal: string) => `${name.replace(/[^A-Za-z0-9]/g, '').slice(0, 8)}${postal.replace(/\s/g, '').slice(0, 3)}`.toUpperCase();

/** The address book and product description screens on the Bills of lading side menu, beside the BOL screens. */
async function menuItems(db: Kysely<DB>): Promise<void> {
  const items = [
    ['BOL2_addresses', 'Address book'],
    ['ProductDesc_List', 'Product descriptions'],
  ] as const;
  await db.insertInto('commands').values(items.map(([cmid, title]) => ({ cmid, title, analytics: 'Y' }))).onConflict((oc) => oc.column('cmid').doNothing()).execute();
  const sides = await db.selectFrom('side_menus').innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id').select('side_menus.id').where('top_menus.name', '=', 'Shipping').where('side_menus.name', '=', 'Bills of lading').execute();
  for (const side of sides) {
    const { seq } = await db.selectFrom('side_menu_items').select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq')).where('side_menu_id', '=', side.id).executeTakeFirstOrThrow();
    await db.insertInto('side_menu_items').values(items.map(([cmid, title], i) => ({ side_menu_id: side.id, seq: Number(seq) + i + 1, cmid, title }))).execute();
  }
}

/**
 * What a shipper keeps for the next BOL: more parties in the address book
 * (beside those of the demo BOLs), product descriptions with class, NMFC and
 * dangerous goods, and a company template, for each demo account.
 */
export async function seedBolBooksDemo(db: Kysely<DB>): Promise<void> {
  await menuItems(db);
  for (const b of BOOKS) {
    const user = await db.selectFrom('users').select('id').where('username', '=', b.username).where('company', '=', b.company).executeTakeFirst();
    if (!user) continue;
    await db.insertInto('bol_addresses').values(b.addresses.map((a) => ({ company: b.company, customer_account: b.account, code: code(a.name, a.postal_code), ...a }))).execute();
    await db.insertInto('product_descriptions').values(b.products.map((p) => ({ company: b.company, customer_account: b.account, access: 'company', created_by: user.id, ...p }))).execute();
    const [shipper, consignee] = await db.selectFrom('bol_addresses').selectAll().where('customer_account', '=', b.account).orderBy('id').limit(2).execute();
    if (!shipper || !consignee) continue;
    const party = (p: typeof shipper) => ({ name: p.name, address: p.address, city: p.city, province: p.province, postal_code: p.postal_code, country: p.country, ...(p.phone ? { phone: p.phone } : {}) });
    const [product] = b.products;
    const data = { shipper: party(shipper), consignee: party(consignee), bill_to: 'shipper', references: [], items: [{ pieces: 2, weight: 400, description: product!.description, class: product!.class, nmfc: product!.nmfc }] };
    await db.insertInto('bol_templates').values({ company: b.company, customer_account: b.account, name: `Weekly to ${consignee.city}`, access: 'company', data: JSON.stringify(data), created_by: user.id }).execute();
  }
}
