import { AppError } from '../../errors';
import type { BolTemplate, BolTemplateInput } from '../../../shared/generated/types';
import type { ScopedDb } from '../ScopedDb';
import { isoUtc } from '../isoUtc';
import { atomically } from '../audit/auditLog';
import { recordRow } from '../audit/recordRow';

/**
 * BOL templates of the caller's account: their own personal ones and the
 * account's company ones; another user's personal template is not there
 * (the data layer's scope: db/ownership.ts, `personal`).
 */
export async function bolTemplates(rows: ScopedDb): Promise<BolTemplate[]> {
  const found = await rows.selectFrom('bol_templates').innerJoin('users', 'users.id', 'bol_templates.created_by').selectAll('bol_templates').select('users.username').orderBy('name').execute();
  return found.map((t) => ({
    id: t.id,
    name: t.name,
    access: t.access as BolTemplate['access'],
    created_by: t.username,
    updated_at: isoUtc(t.updated_at),
    data: JSON.parse(t.data) as BolTemplate['data'],
  }));
}

/**
 * A party's "save to address book" is an instruction for the save, not a value of the BOL:
 * a template keeps the party without it (its answer's party has no such field).
 */
function templateData(data: BolTemplateInput['data']): BolTemplateInput['data'] {
  const copy: Record<string, unknown> = { ...data };
  for (const party of ['shipper', 'consignee', 'third_party', 'bill_to_party']) {
    const value = copy[party];
    if (value && typeof value === 'object') {
      const { save_to_address_book: _instruction, ...kept } = value as Record<string, unknown>;
      copy[party] = kept;
    }
  }
  return copy as BolTemplateInput['data'];
}

export async function createTemplate(rows: ScopedDb, body: BolTemplateInput): Promise<BolTemplate> {
  const { id } = await atomically(rows, async (trx) => {
    const made = await trx
      .insertInto('bol_templates', { name: body.name, access: body.access, data: JSON.stringify(templateData(body.data)), created_by: rows.caller.userId })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(trx, 'bol_templates', 'id', null, made);
    return made;
  });
  return (await bolTemplates(rows)).find((t) => t.id === id)!;
}

/** The caller's own template (as it stands, for the audit log's before), else NOT_FOUND before anything is written. */
async function ownTemplate(rows: ScopedDb, id: number) {
  const found = await rows.selectFrom('bol_templates').selectAll().where('id', '=', id).where('created_by', '=', rows.caller.userId).forUpdate().executeTakeFirst();
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/**
 * Renames a template or changes its access or contents. Only its author changes
 * it, a company template too (02-business.md §1): to anyone else it is not found.
 */
export async function updateTemplate(rows: ScopedDb, id: number, body: BolTemplateInput): Promise<BolTemplate> {
  await atomically(rows, async (trx) => {
    const before = await ownTemplate(trx, id);
    const after = await trx
      .updateTable('bol_templates')
      .set({ name: body.name, access: body.access, data: JSON.stringify(templateData(body.data)), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(trx, 'bol_templates', 'id', before, after);
  });
  return (await bolTemplates(rows)).find((t) => t.id === id)!;
}

/** Only its author removes a template. */
export async function deleteTemplate(rows: ScopedDb, id: number): Promise<{ status: 0 }> {
  await atomically(rows, async (trx) => {
    const before = await ownTemplate(trx, id);
    await trx.deleteFrom('bol_templates').where('id', '=', id).execute();
    await recordRow(trx, 'bol_templates', 'id', before, null);
  });
  return { status: 0 };
}
