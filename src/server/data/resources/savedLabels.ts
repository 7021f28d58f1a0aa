import { datetime, json, number, text, type Resource } from '../Resource';

const username = '(select username from users u where u.id = saved_labels.created_by)';
const part = (key: string) => `(saved_labels.data::json -> '${key}')`;
const scalar = (key: string) => `(saved_labels.data::json ->> '${key}')`;

/** Labels kept for reuse by the caller's account (Labels_ListEdit); their addresses live in `data`. */
export const savedLabels: Resource = {
  table: 'saved_labels',
  key: 'id',
  defaultSort: '-updated_at',
  search: ['name'],
  fields: {
    id: number(),
    name: text(),
    shipper: json({ column: part('shipper'), select: part('shipper') }),
    consignee: json({ column: part('consignee'), select: part('consignee') }),
    probill: text({ column: scalar('probill'), select: scalar('probill') }),
    pieces: number({ column: `cast(${scalar('pieces')} as integer)`, select: `cast(${scalar('pieces')} as integer)` }),
    weight: number({ column: `cast(${scalar('weight')} as integer)`, select: `cast(${scalar('weight')} as integer)` }),
    references: json({ column: `coalesce(${part('references')}, '[]'::json)`, select: `coalesce(${part('references')}, '[]'::json)` }),
    purchase_order: text({ column: scalar('purchase_order'), select: scalar('purchase_order') }),
    special_instructions: text({ column: scalar('special_instructions'), select: scalar('special_instructions') }),
    format: text(),
    created_by: text({ column: username, select: username }),
    updated_at: datetime(),
  },
};
