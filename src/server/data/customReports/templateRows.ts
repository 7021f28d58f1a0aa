import { sql } from 'kysely';
import { AppError, validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { isoUtcOrNull } from '../isoUtc';
import { refusingConflicts } from '../refusingConflicts';
import { mayDeleteTemplate, templateVisible } from './reportVisibility';
import { auditedWrite } from '../audit/auditedWrite';
import type { CustomReportsTemplate } from '../../../shared/generated/types';

const NAME_USED = { pointer: '/name', message: 'Template name already used' };

export interface TemplateInput {
  name: string;
  access_level: 'personal' | 'company';
  definition: Record<string, unknown>;
}

function visibleTemplates(rows: ScopedDb) {
  return rows
    .selectFrom('custom_report_templates')
    .innerJoin('users', 'users.id', 'custom_report_templates.owner_id')
    .where(templateVisible(rows.scope))
    .selectAll('custom_report_templates')
    .select('users.username as owner');
}
type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof visibleTemplates>['executeTakeFirst']>>>;

function answer(row: Row, rows: ScopedDb): CustomReportsTemplate {
  const mine = row.owner_id === rows.scope.userId;
  return {
    template_id: row.id,
    name: row.name,
    access_level: row.access_level,
    definition: row.definition,
    owner: row.owner,
    can_edit: mine,
    can_delete: mayDeleteTemplate(row, rows.scope, rows.caller.type),
    updated_at: isoUtcOrNull(row.updated_at ?? row.created_at),
  };
}

export async function listTemplates(rows: ScopedDb): Promise<CustomReportsTemplate[]> {
  const list = await visibleTemplates(rows).orderBy('custom_report_templates.name').orderBy('custom_report_templates.id').execute();
  return list.map((r) => answer(r, rows));
}

async function templateOf(rows: ScopedDb, id: number): Promise<Row> {
  const row = await visibleTemplates(rows).where('custom_report_templates.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A caller's template names are unique to them (case-insensitively), as the unique index of m0081 says. */
async function checkName(rows: ScopedDb, name: string, exceptId?: number): Promise<void> {
  let q = rows
    .selectFrom('custom_report_templates')
    .select('id')
    .where('owner_id', '=', rows.scope.userId)
    .where(sql<boolean>`lower(name) = lower(${name.trim()})`);
  if (exceptId) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw validationError([NAME_USED]);
}

/** The audit log's record of a template: its row. */
const AUDITED = { entity: 'custom_report_templates' };

/** createTemplate in a transaction of its own (the check and the write see one state), with its audit entry. */
export async function createTemplate(rows: ScopedDb, body: TemplateInput): Promise<CustomReportsTemplate> {
  return auditedWrite(rows, AUDITED, (trx) => createTemplateIn(trx, body), (made) => made.template_id);
}

async function createTemplateIn(rows: ScopedDb, body: TemplateInput): Promise<CustomReportsTemplate> {
  await checkName(rows, body.name);
  const row = await refusingConflicts(
    () =>
      rows
        .insertInto('custom_report_templates', {
          name: body.name.trim(),
          access_level: body.access_level,
          definition: JSON.stringify(body.definition),
          owner_id: rows.scope.userId,
          customer_account: rows.scope.customer,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    { duplicate: NAME_USED },
  );
  return answer(await templateOf(rows, row.id), rows);
}

/** 02-business.md §6: company templates are edited only by their creator (personal ones are only their creator's anyway). */
/** updateTemplate in a transaction of its own (the check and the write see one state), with its audit entry. */
export async function updateTemplate(rows: ScopedDb, id: number, body: TemplateInput): Promise<CustomReportsTemplate> {
  return auditedWrite(rows, { ...AUDITED, id }, (trx) => updateTemplateIn(trx, id, body));
}

async function updateTemplateIn(rows: ScopedDb, id: number, body: TemplateInput): Promise<CustomReportsTemplate> {
  const row = await templateOf(rows, id);
  if (row.owner_id !== rows.scope.userId) throw new AppError('TEMPLATE_EDIT_DENIED');
  await checkName(rows, body.name, id);
  await refusingConflicts(
    () =>
      rows
        .updateTable('custom_report_templates')
        .set({ name: body.name.trim(), access_level: body.access_level, definition: JSON.stringify(body.definition), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute(),
    { duplicate: NAME_USED },
  );
  return answer(await templateOf(rows, id), rows);
}

/** §6: deleting a template is allowed only to administrators or the template's creator. */
/** deleteTemplate in a transaction of its own (the check and the write see one state), with its audit entry. */
export async function deleteTemplate(rows: ScopedDb, id: number): Promise<void> {
  return auditedWrite(rows, { ...AUDITED, id }, (trx) => deleteTemplateIn(trx, id));
}

async function deleteTemplateIn(rows: ScopedDb, id: number): Promise<void> {
  const row = await templateOf(rows, id);
  if (!mayDeleteTemplate(row, rows.scope, rows.caller.type)) throw new AppError('TEMPLATE_DELETE_DENIED');
  await rows.deleteFrom('custom_report_templates').where('id', '=', id).execute();
}
