import { applyCharge, cents, type ChargeLine } from './chargeLines';
import { deliveryDate } from './deliveryDate';
import { freightCharge } from './freightCharge';
import { guaranteedRefusals } from './guaranteedService';
import { HIGH_VALUE_PER_LB, MESSAGES, NOTICES, VALUATION_FREE_CAD_PER_LB } from './ratingRules';
import { ratedClass, trailerFeet, type RatedItem } from './shipmentMeasures';
import type { Tariff } from './tariffTypes';

export interface QuoteInput {
  ship_date: string;
  items: RatedItem[];
  accessorials?: string[];
  /** CAD, whole dollars. */
  declared_value?: number | null;
  guaranteed?: 'none' | 'noon' | '4pm';
  intermodal?: boolean;
}

export interface RatingFault {
  pointer: string;
  message: string;
}

export interface RatedQuote {
  currency: 'CAD' | 'USD';
  charges: ChargeLine[];
  fuel_surcharge: number;
  total: number;
  pieces: number;
  weight: number;
  trailer_feet: number;
  transit_days: number;
  estimated_delivery_date: string;
  guaranteed: 'none' | 'noon' | '4pm';
  guaranteed_available: boolean;
  intermodal: boolean;
  international: boolean;
  high_value: boolean;
  messages: string[];
}

/** Days an intermodal move adds to the lane's road transit (rail ramp to ramp). */
export const INTERMODAL_EXTRA_DAYS = 2;
/** Intermodal line-haul is rated at this share of the road rate. */
export const INTERMODAL_RATE_SHARE = 0.85;

/**
 * Rates one shipment on a tariff snapshot (02-business.md §9): line haul by
 * lane, weight break and class; fuel from the table in force on the ship date;
 * accessorials; guaranteed service within its limits; the valuation charge
 * above 2.00 CAD a pound declared; the high-value flag above 5 dollars a pound;
 * the congestion surcharge at downtown points; in USD when the shipment leaves
 * the United States (at the day's rate; in CAD while the table has none). Pure: the same input and tariff give the same quote.
 */
export function rateQuote(input: QuoteInput, t: Tariff): { faults: RatingFault[] } | { quote: RatedQuote } {
  const faults: RatingFault[] = [];
  const intermodal = input.intermodal === true;
  if (!t.lane) return { faults: [{ pointer: '/destination/postal_code', message: MESSAGES.placeMismatch }] };
  if (intermodal && !t.lane.intermodal_available) faults.push({ pointer: '/intermodal', message: MESSAGES.intermodalLane });
  const lines = input.items.map((item, i) => {
    const cls = ratedClass(item, t.classes);
    if (!cls) faults.push({ pointer: `/items/${i}/class`, message: 'Field is required' });
    return { weight: item.weight, class: cls! };
  });
  const weight = input.items.reduce((s, i) => s + i.weight, 0);
  const pieces = input.items.reduce((s, i) => s + i.pieces, 0);
  const feet = input.items.reduce((s, i) => s + trailerFeet(i), 0);
  const refusals = guaranteedRefusals({ weight, trailerFeet: feet, intermodal, origin: t.origin, destination: t.destination });
  const guaranteed = input.guaranteed ?? 'none';
  if (guaranteed !== 'none') for (const message of refusals) faults.push({ pointer: '/guaranteed', message });
  for (const [i, code] of (input.accessorials ?? []).entries()) if (!t.charges[code]) faults.push({ pointer: `/accessorials/${i}`, message: 'Invalid format' });
  if (faults.length) return { faults };

  const lane = intermodal ? { ...t.lane, rates: t.lane.rates.map((r) => ({ ...r, rate_per_cwt: r.rate_per_cwt * INTERMODAL_RATE_SHARE })) } : t.lane;
  const freight = freightCharge(lane, lines);
  const charges: ChargeLine[] = [freight];
  const on = { weight, base: freight.amount };
  const percent = (intermodal ? t.fuel?.intermodal_percent : null) ?? t.fuel?.ltl_percent ?? 0;
  const fuel = cents((freight.amount * percent) / 100);
  if (fuel > 0) charges.push({ code: 'FUEL', description: `Fuel surcharge (${percent}%)`, amount: fuel });
  for (const code of input.accessorials ?? []) charges.push(applyCharge(t.charges[code]!, on));
  if (guaranteed !== 'none') charges.push(applyCharge(t.charges[guaranteed === 'noon' ? 'GUARANTEED_NOON' : 'GUARANTEED_4PM']!, on));
  const messages: string[] = [];
  const declared = input.declared_value ?? 0;
  const free = VALUATION_FREE_CAD_PER_LB * weight;
  if (declared > free) charges.push(applyCharge(t.charges.VALUATION!, { weight, base: declared - free }));
  const highValue = declared > HIGH_VALUE_PER_LB * weight;
  if (highValue) messages.push(NOTICES.highValue);
  for (const [end, point] of [['ORIGIN', t.origin], ['DESTINATION', t.destination]] as const) {
    if (point.congestion) charges.push({ ...applyCharge(t.charges.CONGESTION!, on, `Congestion surcharge (${point.city} ${point.postal_prefix})`), code: `CONGESTION_${end}` });
  }
  if (t.origin.congestion || t.destination.congestion) messages.push(NOTICES.congestion);
  if (guaranteed === 'none' && refusals.includes(MESSAGES.guaranteedPoints)) messages.push(MESSAGES.guaranteedPoints);

  const currency = t.origin.country === 'US' && t.cadToUsd !== null ? 'USD' : 'CAD';
  const rate = t.cadToUsd ?? 1;
  const inCurrency = currency === 'USD' ? charges.map((c) => ({ ...c, amount: cents(c.amount * rate) })) : charges;
  const transit = t.lane.transit_days + Math.max(t.origin.extra_days, t.destination.extra_days) + (intermodal ? INTERMODAL_EXTRA_DAYS : 0);
  return {
    quote: {
      currency,
      charges: inCurrency,
      fuel_surcharge: inCurrency.find((c) => c.code === 'FUEL')?.amount ?? 0,
      total: cents(inCurrency.reduce((s, c) => s + c.amount, 0)),
      pieces,
      weight,
      trailer_feet: cents(feet),
      transit_days: transit,
      estimated_delivery_date: deliveryDate(input.ship_date, transit, t.isHoliday),
      guaranteed,
      guaranteed_available: refusals.length === 0,
      intermodal,
      international: t.origin.country !== t.destination.country,
      high_value: highValue,
      messages,
    },
  };
}
