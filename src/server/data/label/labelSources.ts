import { sql } from 'kysely';
import { AppError } from '../../errors';
import type { LabelSavedLabelInput } from '../../../shared/generated/types';
import type { ScopedDb } from '../ScopedDb';
import { getRow } from '../resourceRows';
import { savedLabels } from '../resources/savedLabels';
import { getBol } from '../bol/bolRows';
import { atomically } from '../audit/auditLog';
import { recordRow } from '../audit/recordRow';

export interface ProbillParties {
  probill: string;
  pieces: number;
  weight: number;
  from: {
    name: string;
    address: string;
    city: string;
    province: string;
    postal_code: string;
  };
  to: {
    name: string;
    address: string;
    city: string;
    province: string;
    postal_code: string;
  };
  references: string[];
}

/**
 * The parties and pieces of one of the caller's probills: a finalised BOL's
 * (full addresses), else a shipment's (names and cities). Another account's
 * probill is not found, as one that does not exist.
 */
export async function probillParties(rows: ScopedDb, probill: string): Promise<ProbillParties> {
  const bol = await rows.selectFrom('bols').select('id').where('probill', '=', probill).executeTakeFirst();
  if (bol) {
    const b = await getBol(rows, bol.id);
    return {
      probill,
      pieces: b.items.reduce((n, i) => n + i.pieces, 0),
      weight: b.items.reduce((n, i) => n + i.weight, 0),
      from: b.shipper,
      to: b.consignee,
      references: b.references ?? [],
    };
  }
  const s = await rows.selectFrom('shipments').selectAll().where('probill', '=', probill).executeTakeFirst();
  if (!s) throw new AppError('NOT_FOUND');
  const place = (name: string, city: string, province: string) => ({
    name,
    address: '',
    city,
    province,
    postal_code: '',
  });
  return {
    probill,
    pieces: s.pieces,
    weight: s.weight,
    from: place(s.shipper_name, s.shipper_city, s.shipper_province),
    to: place(s.consignee_name, s.consignee_city, s.consignee_province),
    references: [s.reference],
  };
}

/** A label kept for reuse: its addresses and contents as JSON, its name and format as columns. */
export async function saveLabel(rows: ScopedDb, body: LabelSavedLabelInput, id?: number) {
  const { name, format, ...data } = body;
  if (id === undefined) {
    const row = await atomically(rows, async (trx) => {
      const made = await trx
        .insertInto('saved_labels', {
          name,
          format: format ?? null,
          data: JSON.stringify(data),
          created_by: rows.caller.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordRow(trx, 'saved_labels', 'id', null, made);
      return made;
    });
    return getRow(rows, savedLabels, row.id);
  }
  await atomically(rows, async (trx) => {
    // Another's label (or none) is not found before anything is written.
    const before = await trx.selectFrom('saved_labels').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND');
    const after = await trx
      .updateTable('saved_labels')
      .set({
        name,
        format: format ?? null,
        data: JSON.stringify(data),
        updated_at: sql<string>`now()` as unknown as string,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(trx, 'saved_labels', 'id', before, after);
  });
  return getRow(rows, savedLabels, id);
}
