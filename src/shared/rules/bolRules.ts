import { at, defineRule, FIELD } from './ruleTypes';

/** The party a bill_to choice names must be filled: a third party or a separate bill-to. */
const PARTY_OF: Record<string, string> = { third_party: 'third_party', bill_to: 'bill_to_party' };

export const billTo = defineRule<{ choice: string }>({
  description:
    "Who pays is chosen among Shipper, Consignee, Third Party and Bill To, and the third party or bill-to chosen is filled in: 'One of Shipper, Consignee, Third Party or Bill To must be chosen' (02-business.md §5).",
  params: { choice: FIELD },
  required: ['choice'],
  fields: ['choice'],
  check(target, p) {
    const choice = target[p.choice];
    const message = 'One of Shipper, Consignee, Third Party or Bill To must be chosen';
    if (typeof choice !== 'string' || choice === '') return [{ pointer: at(p.choice), message }];
    const party = PARTY_OF[choice];
    if (party && (target[party] === null || typeof target[party] !== 'object')) return [{ pointer: at(party), message }];
    return [];
  },
});

export const productDescription = defineRule<{ field: string }>({
  description: "Every line of a bill of lading has a product description: 'A product description is required' (02-business.md §5).",
  params: { field: FIELD },
  required: ['field'],
  fields: ['field'],
  check(target, p) {
    const value = target[p.field];
    // Left out is the schema's business (required); given, it must say something.
    return value === undefined || (typeof value === 'string' && value.trim() !== '') ? [] : [{ pointer: at(p.field), message: 'A product description is required' }];
  },
});
