/** The fixed part of the demo data (00-contracts.md §3). Shipments are generated at any size by seed.ts. */
export const DEMO_PASSWORD = 'Freight!Portal2026';

export const companies = [
  { code: 'MANITOULIN', name: 'Manitoulin Transport', phone: '1-800-265-6916', email: 'customerservice@manitoulin.example', skin: 'standard' },
  { code: 'NEARNORTHCUSTOMS', name: 'Near North Customs Brokers', phone: '1-800-461-5656', email: 'info@nearnorth.example', skin: 'standard' },
  { code: 'DRC', name: 'DRC Transport', phone: '1-800-268-7878', email: 'service@drc.example', skin: 'standard' },
  { code: 'MGF', name: 'Manitoulin Global Forwarding', phone: '1-877-850-5450', email: 'info@mgf.example', skin: 'standard' },
  { code: 'MULTIMODAL', name: 'Manitoulin Multimodal', phone: '1-800-265-1485', email: 'intermodal@multimodal.example', skin: 'standard' },
];

export const customers = [
  { account: '100001', company: 'MANITOULIN', name: 'Northern Lights Hardware Ltd.', city: 'Sudbury', province: 'ON' },
  { account: '100002', company: 'MANITOULIN', name: 'Great Lakes Paper Co.', city: 'Thunder Bay', province: 'ON' },
  { account: '100003', company: 'MANITOULIN', name: 'Prairie Grain Supply', city: 'Regina', province: 'SK' },
  { account: '200002', company: 'MANITOULIN', name: 'Maritime Marine Parts Inc.', city: 'Halifax', province: 'NS' },
  { account: '300003', company: 'DRC', name: 'Rocky Mountain Outfitters', city: 'Calgary', province: 'AB' },
];

export const commands = [
  { cmid: 'MTDPUDATE', title: 'Shipments by pickup date', analytics: 'Y' },
  { cmid: 'CLAIM-LIST', title: 'Claims', analytics: 'Y' },
  { cmid: 'CLAIM-ADD', title: 'File a claim', analytics: 'Y' },
  { cmid: 'MTDDELDATE', title: 'Shipments by delivery date', analytics: 'Y' },
  { cmid: 'AR-OPEN-ITEMS', title: 'Open items', analytics: 'Y' },
  { cmid: 'UA-LIST', title: 'Users', analytics: 'Y' },
  { cmid: 'CLAIM-VIEW', title: 'Claim', analytics: 'Y' },
  // A custom flow (src/custom/pdfViewer): a claim's attachment in the PDF viewer, opened from CLAIM-VIEW.
  { cmid: 'CLAIM-DOC', title: 'Claim document', analytics: 'Y' },
  { cmid: 'MTLPU', title: 'Request a pickup', analytics: 'Y' },
  { cmid: 'UA-ADD', title: 'Add a user', analytics: 'Y' },
  { cmid: 'ANO-ADD', title: 'Announcements', analytics: 'Y' },
  { cmid: 'EMAILMESSAGE', title: 'Send an email', analytics: 'Y' },
  // Menu administration (01-shell.md §2.5), on the Administration menu of ADMIN users only.
  // A form screen opens on its add intent; these open their lists (CMVNAM, the command's target).
  { cmid: 'CMID-START', title: 'Commands', analytics: 'N', target: '/pages/CMID-START/list' },
  { cmid: 'GR-START', title: 'Menu groups', analytics: 'N' },
  { cmid: 'GR-ADD', title: 'Menu group', analytics: 'N' },
  { cmid: 'GR-MENUS', title: 'Group menus', analytics: 'N', target: '/pages/GR-MENUS/list' },
  { cmid: 'TM-START', title: 'Menus', analytics: 'N' },
  { cmid: 'TM-ADD', title: 'Add a menu', analytics: 'N' },
  { cmid: 'TM-EDITTOP', title: 'Top menu', analytics: 'N' },
  { cmid: 'TM-SIDE', title: 'Side menus', analytics: 'N', target: '/pages/TM-SIDE/list' },
  { cmid: 'TM-ITEMS', title: 'Menu items', analytics: 'N', target: '/pages/TM-ITEMS/list' },
  { cmid: 'MH-START', title: 'Menu help', analytics: 'N' },
  { cmid: 'MH-ADD', title: 'Add menu help', analytics: 'N' },
  { cmid: 'MH-EDIT', title: 'Menu help text', analytics: 'N' },
  // Reference data administration (01-shell.md §2.5), on the Administration menu of ADMIN users only.
  { cmid: 'CO-START', title: 'Companies', analytics: 'N' },
  { cmid: 'CO-ADD', title: 'Company', analytics: 'N' },
  { cmid: 'CU-START', title: 'Customers', analytics: 'N' },
  { cmid: 'CU-ADD', title: 'Customer', analytics: 'N' },
  { cmid: 'CU-LISTONLY', title: 'Customer list', analytics: 'N' },
  { cmid: 'MC-START', title: 'Master configuration', analytics: 'N' },
  { cmid: 'MC-ADD', title: 'Master configuration entry', analytics: 'N' },
  { cmid: 'ENV-START', title: 'Environment variables', analytics: 'N' },
  { cmid: 'ENV-ADD', title: 'Environment variable', analytics: 'N' },
  { cmid: 'LANG-LIST', title: 'Languages', analytics: 'N' },
  { cmid: 'TRANS-UPDATE', title: 'Translations', analytics: 'N' },
  // User administration (01-shell.md §2.5), on the Administration menu of ADMIN users only.
  { cmid: 'UA-START', title: 'User administration', analytics: 'N' },
  { cmid: 'UA-LISTALL', title: 'All users', analytics: 'N' },
  { cmid: 'UA-DEFAULT', title: 'User presets', analytics: 'N', target: '/pages/UA-DEFAULT/list' },
  { cmid: 'UAT-START', title: 'User types', analytics: 'N' },
  { cmid: 'UAT-ADD', title: 'User type', analytics: 'N' },
  { cmid: 'UA-ANALYTIC', title: 'Sign-in log', analytics: 'N' },
];

/** A menu item; a hidden one gives the right to a screen reached by link (CLAIM-VIEW/{claimNumber}). */
type Item = [cmid: string, title: string, hidden?: boolean];
type Menu = { name: string; items: Item[] };
const tracing: Menu = { name: 'Tracing', items: [['MTDPUDATE', 'Shipments by pickup date'], ['MTDDELDATE', 'Shipments by delivery date']] };
const receivables: Menu = { name: 'Accounts receivable', items: [['AR-OPEN-ITEMS', 'Open items']] };
const administration: Menu = {
  name: 'Administration',
  items: [
    ['UA-LIST', 'Users'],
    ['UA-ADD', 'Add a user'],
    ['UA-START', 'User administration'],
    ['UA-LISTALL', 'All users'],
    ['UA-DEFAULT', 'User presets'],
    ['UAT-START', 'User types'],
    ['UAT-ADD', 'User type', true],
    ['UA-ANALYTIC', 'Sign-in log'],
    ['ANO-ADD', 'Announcements'],
    ['EMAILMESSAGE', 'Send an email'],
    ['CMID-START', 'Commands'],
    ['GR-START', 'Menu groups'],
    ['GR-ADD', 'Menu group', true],
    ['GR-MENUS', 'Group menus'],
    ['TM-START', 'Menus'],
    ['TM-ADD', 'Add a menu', true],
    ['TM-EDITTOP', 'Top menu', true],
    ['TM-SIDE', 'Side menus'],
    ['TM-ITEMS', 'Menu items'],
    ['MH-START', 'Menu help'],
    ['MH-ADD', 'Add menu help', true],
    ['MH-EDIT', 'Menu help text', true],
    ['CO-START', 'Companies'],
    ['CO-ADD', 'Company', true],
    ['CU-START', 'Customers'],
    ['CU-ADD', 'Customer', true],
    ['CU-LISTONLY', 'Customer list'],
    ['MC-START', 'Master configuration'],
    ['MC-ADD', 'Master configuration entry', true],
    ['ENV-START', 'Environment variables'],
    ['ENV-ADD', 'Environment variable', true],
    ['LANG-LIST', 'Languages'],
    ['TRANS-UPDATE', 'Translations'],
  ],
};
const pickups: Menu = { name: 'Pickups', items: [['MTLPU', 'Request a pickup']] };
const myCompany: Menu = { name: 'My company', items: [['UA-ADD', 'Add a user']] };
const claims: Menu = { name: 'Claims', items: [['CLAIM-LIST', 'Claims'], ['CLAIM-ADD', 'File a claim'], ['CLAIM-VIEW', 'Claim', true], ['CLAIM-DOC', 'Claim document', true]] };

/** Every demo top menu once: groups share them (group_menus). */
export const topMenus: Menu[] = [tracing, claims, pickups, receivables, administration, myCompany];

/** Menu groups by key, with the menus they hold and the page users land on. */
export const groups: Record<string, { company: string; name: string; is_admin: boolean; landing: string; menus: Menu[] }> = {
  admin: { company: 'MANITOULIN', name: 'Administrators', is_admin: true, landing: 'MTDPUDATE', menus: [tracing, claims, pickups, receivables, administration] },
  staff: { company: 'MANITOULIN', name: 'Employees', is_admin: false, landing: 'MTDPUDATE', menus: [tracing, claims, pickups, receivables] },
  customerAdmin: { company: 'MANITOULIN', name: 'Customer administrators', is_admin: true, landing: 'MTDPUDATE', menus: [tracing, claims, pickups, receivables, myCompany] },
  customer: { company: 'MANITOULIN', name: 'Customers', is_admin: false, landing: 'MTDPUDATE', menus: [tracing, claims, pickups, receivables] },
  quoting: { company: 'MANITOULIN', name: 'Online quoting', is_admin: false, landing: 'HOME', menus: [] },
  drcCustomer: { company: 'DRC', name: 'DRC customers', is_admin: false, landing: 'MTDPUDATE', menus: [tracing, claims, receivables] },
};

export const users = [
  { username: 'admin', company: 'MANITOULIN', type: 'ADMIN', first_name: 'Alex', last_name: 'Admin', group: 'admin' },
  { username: 'employee', company: 'MANITOULIN', type: 'EMPLOYEE', first_name: 'Emma', last_name: 'Tremblay', group: 'staff' },
  { username: 'sales', company: 'MANITOULIN', type: 'SALES', first_name: 'Sam', last_name: 'Gagnon', group: 'staff', sales_code: 'S104' },
  { username: 'customer', company: 'MANITOULIN', type: 'CUSTOMER', first_name: 'Claire', last_name: 'Roy', group: 'customerAdmin', customer_account: '100001', is_customer_admin: true },
  { username: 'customer2', company: 'MANITOULIN', type: 'CUSTOMER', first_name: 'Colin', last_name: 'MacLeod', group: 'customer', customer_account: '200002' },
  { username: 'quoteonly', company: 'MANITOULIN', type: 'QUOTE', first_name: 'Quinn', last_name: 'Bouchard', group: 'quoting' },
  { username: 'newpass', company: 'MANITOULIN', type: 'CUSTOMER', first_name: 'Nora', last_name: 'Pelletier', group: 'customer', customer_account: '100001', login_status: 4 },
  { username: 'locked', company: 'MANITOULIN', type: 'CUSTOMER', first_name: 'Luke', last_name: 'Lavoie', group: 'customer', customer_account: '100001', locked: true },
  { username: 'drc', company: 'DRC', type: 'CUSTOMER', first_name: 'Dana', last_name: 'Richards', group: 'drcCustomer', customer_account: '300003' },
];
