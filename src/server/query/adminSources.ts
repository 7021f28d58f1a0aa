import type { GridSource } from './GridSource';
import { datetime, text, number } from './fieldSpecs';
import { AppError } from '../errors';
import { customerScope } from '../auth/Caller';

/**
 * The shared sources have no row a customer could be scoped to, so whatever
 * menu a customer user were given, only the carrier's staff read them.
 */
const staffOnly: GridSource['guard'] = async (_db, caller) => {
  if (customerScope(caller) !== null) throw new AppError('FORBIDDEN');
};

/** Whether anything still points at a company: its delete would be refused. */
export const COMPANY_IN_USE_SQL = `(exists (select 1 from users u where u.company = companies.code)
  or exists (select 1 from customers c where c.company = companies.code)
  or exists (select 1 from menu_groups g where g.company = companies.code))`;

// count(*) is a bigint, which pg hands over as text: integers are cast so both drivers answer numbers.
const translatedCount = (lang: string) => `(select count(*)::int from translations t where coalesce(t.${lang}, '') <> '')`;
const ALL = '(select count(*)::int from translations)';

/**
 * Grid sources of the administration screens (CO-START, CU-START, MC-START,
 * ENV-START, LANG-LIST, TRANS-UPDATE). Companies, master configuration,
 * environment variables and languages belong to the whole carrier group, so
 * they have no company column; customers are the caller's company's.
 */
export const adminSources: Record<string, GridSource> = {
  companies: {
    table: 'companies',
    customerColumn: null,
    companyColumn: null,
    guard: staffOnly,
    defaultSort: 'code',
    tiebreak: 'code',
    fields: {
      code: text('code'),
      name: text('name'),
      address: text('address'),
      city: text('city'),
      province: text('province'),
      postal_code: text('postal_code'),
      phone: text('phone'),
      email: text('email'),
      skin: text('skin'),
      template: text('template'),
      key_field: text('key_field'),
      in_use: { column: COMPANY_IN_USE_SQL, type: 'boolean' },
    },
  },
  customers: {
    table: 'customers',
    customerColumn: 'account',
    companyColumn: 'company',
    defaultSort: 'account',
    tiebreak: 'account',
    fields: {
      account: text('account'),
      name: text('name'),
      group_account: text('group_account'),
      company: text('company'),
      city: text('city'),
      province: text('province'),
      user_count: { column: '(select count(*)::int from users u where u.customer_account = customers.account)', type: 'number' },
    },
  },
  masterconfigs: {
    table: 'master_config',
    customerColumn: null,
    companyColumn: null,
    guard: staffOnly,
    defaultSort: 'mc_type,mc_seq',
    tiebreak: 'id',
    fields: {
      id: number('id'),
      mc_type: text('section'),
      mc_key: text('mc_key'),
      mc_value: text('mc_value'),
      mc_description: text('mc_description'),
      mc_v1: text('mc_v1'),
      mc_v2: text('mc_v2'),
      mc_seq: number('seq'),
      updated_at: datetime('updated_at'),
    },
  },
  // A secret's value is never read out, not even to filter on: the column itself is masked.
  environment: {
    table: 'environment_variables',
    customerColumn: null,
    companyColumn: null,
    guard: staffOnly,
    defaultSort: 'name',
    tiebreak: 'id',
    fields: {
      id: number('id'),
      name: text('name'),
      value: text('(case when secret then null else value end)'),
      secret: { column: 'secret', type: 'boolean' },
      description: text('description'),
      updated_at: datetime('updated_at'),
      updated_by: text('updated_by'),
    },
  },
  languages: {
    table: 'languages',
    customerColumn: null,
    companyColumn: null,
    guard: staffOnly,
    defaultSort: 'code',
    tiebreak: 'code',
    fields: {
      code: text('code'),
      name: text('name'),
      supported: text('supported'),
      translatable: { column: 'translatable', type: 'boolean' },
      translated_count: number(`(case code when 'fr' then ${translatedCount('fr')} when 'zh' then ${translatedCount('zh')} when 'es' then ${translatedCount('es')} else ${ALL} end)`),
      missing_count: number(`(case code when 'fr' then ${ALL} - ${translatedCount('fr')} when 'zh' then ${ALL} - ${translatedCount('zh')} when 'es' then ${ALL} - ${translatedCount('es')} else 0 end)`),
    },
  },
  translations: {
    table: 'translations',
    customerColumn: null,
    companyColumn: null,
    guard: staffOnly,
    defaultSort: 'key',
    tiebreak: 'id',
    fields: {
      id: number('id'),
      key: text('key'),
      en_us: text('en_us'),
      fr: text('fr'),
      zh: text('zh'),
      es: text('es'),
      updated_at: datetime('updated_at'),
      updated_by: text('updated_by'),
    },
  },
};
