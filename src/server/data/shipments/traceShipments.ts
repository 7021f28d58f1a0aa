import type { ScopedDb } from '../ScopedDb';
import type { CallTypes } from '../../../shared/generated/types';
import { splitTraceNumbers } from '../../../shared/rules/traceRules';
import { portalFormats } from '../../../shared/validation/formats';

export type TraceResult = CallTypes['probill.multitrace']['response'];
export type TraceKind = CallTypes['probill.multitrace']['body']['kind'] | 'lookup';
type Message = TraceResult['messages'][number]['message'];

/** The columns of a traced row (the catalogue's `shipment`): what every tracing grid shows. */
export const TRACE_COLUMNS = [
  'probill', 'customer_account', 'pickup_date', 'delivery_date', 'pickup_number', 'reference', 'shipper_name', 'shipper_city',
  'shipper_province', 'consignee_name', 'consignee_city', 'consignee_province', 'pieces', 'weight', 'status',
] as const;

/** Which columns a kind of number is looked up in ('lookup': reference, purchase order or bill of lading, MTLBOLR). */
const COLUMNS: Record<TraceKind, ('probill' | 'pickup_number' | 'interline_number' | 'reference' | 'purchase_order' | 'bol_number')[]> = {
  probill: ['probill'],
  pickup: ['pickup_number'],
  interline: ['interline_number'],
  reference: ['reference'],
  purchase_order: ['purchase_order'],
  bol: ['bol_number'],
  lookup: ['reference', 'purchase_order', 'bol_number'],
};

export interface TraceRequest {
  kind: TraceKind;
  /** The pasted list, as typed (split here, as the form splits it). */
  numbers: string;
  partnerCarrier?: string;
  /** Pickup dates to look within (MTLBOLR). */
  from?: string;
  to?: string;
}

/**
 * Traces up to 50 numbers of one kind among the caller's shipments (the scope
 * leaves other accounts' rows out, so "not yours" reads as "not found"): a row
 * per number and shipment found, and per number that found nothing the spec's
 * message (02-business.md §8). One indexed query for all the numbers.
 */
export async function traceShipments(scoped: ScopedDb, req: TraceRequest): Promise<TraceResult> {
  const typed = splitTraceNumbers(req.numbers);
  const invalid = new Set(req.kind === 'probill' ? typed.filter((n) => !portalFormats.probill!.test(n)) : []);
  const keys = [...new Set(typed.filter((n) => !invalid.has(n)).map((n) => n.toUpperCase()))];
  const columns = COLUMNS[req.kind];
  const rows = keys.length
    ? await scoped
        .selectFrom('shipments')
        .select([...TRACE_COLUMNS, 'interline_number', 'partner_carrier', 'purchase_order', 'bol_number'])
        .where((eb) => eb.or(columns.map((c) => eb(c, 'in', keys))))
        .$if(!!req.from, (q) => q.where('pickup_date', '>=', req.from!))
        .$if(!!req.to, (q) => q.where('pickup_date', '<=', req.to!))
        .orderBy('pickup_date', 'desc')
        .orderBy('probill')
        .execute()
    : [];
  const result: TraceResult = { results: [], not_found: [], messages: [] };
  const notFound = (number: string, message: Message) => {
    result.not_found.push(number);
    result.messages.push({ number, message });
  };
  for (const number of typed) {
    if (invalid.has(number)) {
      notFound(number, 'Invalid Probill Number');
      continue;
    }
    const key = number.toUpperCase();
    const found = rows.filter((r) => columns.some((c) => String(r[c] ?? '').trim().toUpperCase() === key));
    const carrier = req.partnerCarrier?.toUpperCase();
    const matching = carrier ? found.filter((r) => r.partner_carrier?.toUpperCase() === carrier) : found;
    if (found.length && !matching.length) notFound(number, 'Interline Pro and Partner Carrier do not match');
    else if (!found.length) notFound(number, req.kind === 'probill' ? 'Number not found or customer is not allowed to view the probill' : 'No probill associated with lookup number');
    for (const r of matching) result.results.push({ number, ...pick(r) });
  }
  return result;
}

function pick(r: Record<(typeof TRACE_COLUMNS)[number], unknown>): Omit<TraceResult['results'][number], 'number'> {
  return Object.fromEntries(TRACE_COLUMNS.map((c) => [c, r[c]])) as Omit<TraceResult['results'][number], 'number'>;
}
