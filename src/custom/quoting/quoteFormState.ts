import type { OnlineQuotingQuote, OnlineQuotingQuoteRequest } from '../../api/generated/types';
import { accessorials as accessorialRule } from '../../shared/rules/shipmentRules';

export interface PlaceState {
  postal_code: string;
  city: string;
  province: string;
  country: 'CA' | 'US';
}

export interface ItemState {
  pieces: string;
  weight: string;
  class: string;
  description: string;
  length: string;
  width: string;
  height: string;
  dimension_unit: 'in' | 'ft' | 'cm';
  cube: string;
}

export interface QuoteFormState {
  account_number: string;
  /** The prospect quoted for (MTONLINEQUOTESK), its id as the select holds it. */
  skeleton_account_id: string;
  origin: PlaceState;
  destination: PlaceState;
  ship_date: string;
  items: ItemState[];
  accessorials: string[];
  declared_value: string;
  guaranteed: 'none' | 'noon' | '4pm';
  intermodal: boolean;
}

export const emptyPlace = (): PlaceState => ({ postal_code: '', city: '', province: '', country: 'CA' });
export const emptyItem = (): ItemState => ({ pieces: '1', weight: '', class: '', description: '', length: '', width: '', height: '', dimension_unit: 'in', cube: '' });

export function initialState(today: string): QuoteFormState {
  return { account_number: '', skeleton_account_id: '', origin: emptyPlace(), destination: emptyPlace(), ship_date: today, items: [emptyItem()], accessorials: [], declared_value: '', guaranteed: 'none', intermodal: false };
}

const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
const text = (s: string) => (s.trim() === '' ? undefined : s.trim());

function place(p: PlaceState) {
  return { postal_code: p.postal_code.trim(), country: p.country, ...(text(p.city) ? { city: text(p.city) } : {}), ...(text(p.province) ? { province: text(p.province)!.toUpperCase() } : {}) };
}

/** The request the form sends: numbers as numbers, empty optional fields left out (the server's schema says which are optional). */
export function toRequest(s: QuoteFormState): OnlineQuotingQuoteRequest {
  const items = s.items.map((i) => {
    const dims = [num(i.length), num(i.width), num(i.height)];
    return {
      pieces: num(i.pieces) as number,
      weight: num(i.weight) as number,
      ...(i.class ? { class: i.class as never } : {}),
      ...(text(i.description) ? { description: text(i.description) } : {}),
      ...(dims.every((d) => d !== undefined) ? { length: dims[0], width: dims[1], height: dims[2], dimension_unit: i.dimension_unit } : {}),
      ...(num(i.cube) !== undefined ? { cube: num(i.cube) } : {}),
    };
  });
  return {
    ...(text(s.account_number) ? { account_number: text(s.account_number) } : {}),
    ...(text(s.skeleton_account_id) ? { skeleton_account_id: Number(s.skeleton_account_id) } : {}),
    origin: place(s.origin),
    destination: place(s.destination),
    ship_date: s.ship_date,
    items,
    accessorials: s.accessorials,
    ...(num(s.declared_value) !== undefined ? { declared_value: num(s.declared_value) } : {}),
    guaranteed: s.guaranteed,
    ...(s.intermodal ? { intermodal: true } : {}),
  } as OnlineQuotingQuoteRequest;
}

/** What a past quote says about its request (the quote answers the same fields). */
type PastQuote = Pick<OnlineQuotingQuote, 'origin' | 'destination' | 'ship_date' | 'items' | 'accessorials' | 'declared_value' | 'guaranteed' | 'intermodal' | 'customer_account' | 'skeleton_account_id'>;

/** The form filled from a past quote, for a requote from the history (a date in the past becomes today). */
export function fromQuote(r: PastQuote, today: string): QuoteFormState {
  const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  const placeOf = (p: PastQuote['origin']): PlaceState => ({ postal_code: p.postal_code, city: str(p.city), province: str(p.province), country: p.country === 'US' ? 'US' : 'CA' });
  return {
    account_number: str(r.customer_account),
    skeleton_account_id: str(r.skeleton_account_id),
    origin: placeOf(r.origin),
    destination: placeOf(r.destination),
    ship_date: r.ship_date < today ? today : r.ship_date,
    items: r.items.map((i) => ({ pieces: str(i.pieces), weight: str(i.weight), class: str(i.class), description: str(i.description), length: str(i.length), width: str(i.width), height: str(i.height), dimension_unit: i.dimension_unit === 'ft' || i.dimension_unit === 'cm' ? i.dimension_unit : 'in', cube: str(i.cube) })),
    accessorials: r.accessorials ?? [],
    declared_value: str(r.declared_value),
    guaranteed: r.guaranteed === 'noon' || r.guaranteed === '4pm' ? r.guaranteed : 'none',
    intermodal: r.intermodal ?? false,
  };
}

/** The accessorial rule of 02-business.md §5 as the server applies it (at most four; Flat Deck never with Reefer or Tailgate). */
export function accessorialFault(list: string[], today: string): string | undefined {
  return accessorialRule.check({ accessorials: list }, { list: 'accessorials' }, { today })[0]?.message;
}
