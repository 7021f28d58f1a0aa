import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import type { BolBolItem, BolDangerousGood } from '../../../shared/generated/types';

/** One entry of the dangerous goods list (shared reference data, m0045). */
export async function dangerousGood(db: Kysely<DB>, unNumber: string): Promise<BolDangerousGood> {
  const row = await db.selectFrom('dangerous_goods').selectAll().where('un_number', '=', unNumber.toUpperCase()).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, packing_groups: JSON.parse(row.packing_groups) as string[] };
}

/**
 * The BOL lines whose dangerous goods the list does not bear out: an unknown
 * UN number, or a packing group the entry does not have.
 */
export async function dangerousGoodsFaults(db: Kysely<DB>, items: readonly BolBolItem[]): Promise<FieldMessage[]> {
  const numbers = [...new Set(items.map((i) => i.un_number).filter((n): n is string => !!n))];
  if (!numbers.length) return [];
  const known = new Map((await db.selectFrom('dangerous_goods').selectAll().where('un_number', 'in', numbers).execute()).map((r) => [r.un_number, JSON.parse(r.packing_groups) as string[]]));
  const faults: FieldMessage[] = [];
  items.forEach((item, i) => {
    if (!item.un_number) return;
    const groups = known.get(item.un_number);
    if (!groups) faults.push({ pointer: `/items/${i}/un_number`, message: 'Unknown UN number' });
    else if (item.packing_group && !groups.includes(item.packing_group)) faults.push({ pointer: `/items/${i}/packing_group`, message: 'Packing group {1} is not listed for this UN number', values: { 1: item.packing_group } });
  });
  return faults;
}
