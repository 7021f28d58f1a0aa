import type { CallTypes } from '../../api/generated/types';

type Bol = CallTypes['bol.get']['response'];
export type TemplateData = CallTypes['bol.template_create']['body']['data'];

/** A value without its empty parts: the answer's nulls are "not given" in a template's body. */
function clean<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clean) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => [k, clean(v)]),
  ) as T;
}

/**
 * What a template keeps of a BOL: its parties, items, references and
 * services, not its ship date (a new BOL ships another day) nor the quote it
 * came from (a quote is used once).
 */
export function templateOfBol(bol: Bol): TemplateData {
  const { shipper, consignee, third_party, bill_to, bill_to_party, references, purchase_order, items, accessorials, declared_value, special_instructions, emergency_phone } = bol;
  return clean({ shipper, consignee, third_party, bill_to, bill_to_party, references, purchase_order, items, accessorials, declared_value, special_instructions, emergency_phone }) as TemplateData;
}
