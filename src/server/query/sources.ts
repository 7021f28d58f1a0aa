import type { FieldSpec, GridSource } from './GridSource';
import { datetime, text } from './fieldSpecs';
import { AppError } from '../errors';
import { holdsAny } from '../auth/Caller';
import { assertCompanyAdmin } from '../auth/companyAdmin';
import { menuAdminSources } from '../handlers/menuAdmin/menuAdminSources';
import { adminSources } from './adminSources';
import { userAdminSources } from './userAdminSources';

const DISPUTE_DETAILS = `case when disputed then json_build_object('Dispute status', dispute_status, 'Statement', statement_number, 'Balance', amount - paid) end`;

const shipmentFields: Record<string, FieldSpec> = {
  probill: text('probill'),
  customer_account: text('customer_account'),
  pickup_date: { column: 'pickup_date', type: 'date' },
  delivery_date: { column: 'delivery_date', type: 'date' },
  pickup_number: text('pickup_number'),
  reference: text('reference'),
  shipper_name: text('shipper_name'),
  shipper_city: text('shipper_city'),
  shipper_province: text('shipper_province'),
  consignee_name: text('consignee_name'),
  consignee_city: text('consignee_city'),
  consignee_province: text('consignee_province'),
  pieces: { column: 'pieces', type: 'number' },
  weight: { column: 'weight', type: 'number' },
  status: text('status'),
};

const shipments: GridSource = {
  table: 'shipments',
  customerColumn: 'customer_account',
  companyColumn: 'company',
  defaultSort: '-pickup_date',
  tiebreak: 'probill',
  fields: shipmentFields,
};

/** Every grid data source of the server, by the name the catalogue's `grid.source` gives. */
export const gridSources: Record<string, GridSource> = {
  ...menuAdminSources,
  // Companies, customers, master configuration, environment, languages, translations (administration screens).
  ...adminSources,
  // User presets (UA-DEFAULT) and user types (UAT-START).
  ...userAdminSources,
  shipments,
  shipmentsByDelivery: { ...shipments, defaultSort: '-delivery_date' },
  claims: {
    table: 'claims',
    customerColumn: 'customer_account',
    companyColumn: 'company',
    defaultSort: '-created_at',
    tiebreak: 'id',
    fields: {
      id: { column: 'id', type: 'number' },
      claim_number: text('claim_number'),
      customer_account: text('customer_account'),
      probill: text('probill'),
      amount: { column: 'amount', type: 'decimal' },
      claimant_email: text('claimant_email'),
      description: text('description'),
      status: text('status'),
      created_at: datetime('created_at'),
    },
  },
  // Unpaid invoices (statements_portal): the open_items view of m0002_grid.
  openItems: {
    table: 'open_items',
    customerColumn: 'customer_account',
    companyColumn: 'company',
    defaultSort: '-days_past_due',
    tiebreak: 'id',
    fields: {
      probill: text('probill'),
      customer_account: text('customer_account'),
      invoice_date: { column: 'invoice_date', type: 'date' },
      due_date: { column: 'due_date', type: 'date' },
      days_past_due: { column: 'days_past_due', type: 'number' },
      reference: text('reference'),
      amount: { column: 'amount', type: 'decimal' },
      paid: { column: 'paid', type: 'decimal' },
      balance: { column: 'balance', type: 'decimal' },
      currency: text('currency'),
      disputed: { column: 'disputed', type: 'boolean' },
      dispute_status: text('dispute_status'),
      statement_number: text('statement_number'),
      // A disputed item opens onto its dispute (the grid's row expand); the others have nothing to expand.
      row_details: { column: DISPUTE_DETAILS, type: 'json', select: DISPUTE_DETAILS },
    },
  },
  // The user_list view: what an administrator may see of users, never a password hash.
  users: {
    table: 'user_list',
    customerColumn: 'customer_account',
    companyColumn: 'company',
    // A customer sees their account's users only as its company administrator.
    guard: assertCompanyAdmin,
    defaultSort: 'uid',
    tiebreak: 'id',
    fields: {
      id: { column: 'id', type: 'number' },
      uid: text('uid'),
      company: text('company'),
      user_type: text('user_type'),
      first_name: text('first_name'),
      last_name: text('last_name'),
      display_name: text('display_name'),
      email: text('email'),
      default_account: text('default_account'),
      is_admin: { column: 'is_admin', type: 'boolean' },
      language: text('language'),
      menu_group: { column: 'menu_group', type: 'number' },
      menu_group_name: text('menu_group_name'),
      status: text('status'),
      locked: { column: 'locked', type: 'boolean' },
      last_login: datetime('last_login'),
      created_at: datetime('created_at'),
    },
  },
  // Announcements of the caller's company (ANO-LIST, and the list intent of ANO-ADD).
  announcements: {
    table: 'announcement_list',
    customerColumn: 'customer_account',
    companyColumn: 'company',
    defaultSort: '-created_at',
    tiebreak: 'id',
    fields: {
      id: { column: 'id', type: 'number' },
      title: text('title'),
      content: text('content'),
      start_date: { column: 'start_date', type: 'date' },
      end_date: { column: 'end_date', type: 'date' },
      priority: text('priority'),
      show_on_start: { column: 'show_on_start', type: 'boolean' },
      active: { column: 'active', type: 'boolean' },
      customer_count: { column: 'customer_count', type: 'number' },
      created_by: text('created_by'),
      created_at: datetime('created_at'),
      updated_at: datetime('updated_at'),
    },
  },
  // The caller's own push reports (PUSHREPORT), with the spec's refusal for users without the list.
  pushreports: {
    table: 'pushreport_list',
    customerColumn: null,
    companyColumn: 'company',
    ownerColumn: 'user_id',
    defaultSort: '-created_at',
    tiebreak: 'id',
    guard: async (db, caller) => {
      if (!(await holdsAny(db, caller, ['PUSHREPORT'], {}))) throw new AppError('PUSHREPORT_LIST_DENIED');
    },
    fields: {
      id: { column: 'id', type: 'number' },
      title: text('title'),
      api_url: text('api_url'),
      query_params: { column: 'query_params', type: 'json' },
      output_type: text('output_type'),
      cmid: text('cmid'),
      group: { column: '"group"', type: 'number' },
      recipients: { column: 'recipients', type: 'json' },
      schedule: { column: 'schedule', type: 'json' },
      active: { column: 'active', type: 'boolean' },
      owner: text('owner'),
      last_run_at: datetime('last_run_at'),
      next_run_at: datetime('next_run_at'),
      created_at: datetime('created_at'),
    },
  },
};
