import { describe, expect, it } from 'vitest';
import { rateQuote, type QuoteInput, type RatedQuote } from '../../src/server/rating/rateQuote';
import { guaranteedRefusals } from '../../src/server/rating/guaranteedService';
import { placeMatches, postalPrefix } from '../../src/server/rating/matchPlace';
import { ratedClass, trailerFeet } from '../../src/server/rating/shipmentMeasures';
import { deliveryDate } from '../../src/server/rating/deliveryDate';
import type { ServicePoint, Tariff } from '../../src/server/rating/tariffTypes';

const point = (over: Partial<ServicePoint> = {}): ServicePoint => ({
  postal_prefix: 'M4C', city: 'Toronto', province: 'ON', country: 'CA', terminal: 'TOR', terminal_name: 'Toronto terminal',
  direct: true, guaranteed: true, congestion: false, extra_days: 0, ...over,
});
const charge = (code: string, basis: 'flat' | 'per_cwt' | 'percent', amount: number, minimum = 0) => ({ code, description: code, basis, amount, minimum });
const tariff = (over: Partial<Tariff> = {}): Tariff => ({
  origin: point(),
  destination: point({ postal_prefix: 'H2X', city: 'Montreal', province: 'QC', terminal: 'MTL' }),
  lane: { transit_days: 1, minimum_charge: 100, intermodal_available: false, rates: [{ min_weight: 0, rate_per_cwt: 40 }, { min_weight: 500, rate_per_cwt: 32 }, { min_weight: 1000, rate_per_cwt: 27 }, { min_weight: 20000, rate_per_cwt: 10 }] },
  classes: [{ freight_class: '100', factor: 1, min_density: 9 }, { freight_class: '50', factor: 0.5, min_density: 50 }, { freight_class: '200', factor: 2, min_density: 0 }],
  fuel: { effective_date: '2026-11-23', ltl_percent: 25, intermodal_percent: 15 },
  charges: Object.fromEntries([
    charge('TAILGATE', 'flat', 60), charge('CARRY_OUT', 'per_cwt', 4.5, 45), charge('GUARANTEED_NOON', 'percent', 35, 110), charge('GUARANTEED_4PM', 'percent', 20, 75),
    charge('VALUATION', 'percent', 1.5, 10), charge('CONGESTION', 'flat', 45),
  ].map((c) => [c.code, c])),
  cadToUsd: 0.72,
  isHoliday: (d) => d === '2026-12-25',
  ...over,
});
const input = (over: Partial<QuoteInput> = {}): QuoteInput => ({ ship_date: '2026-11-30', items: [{ pieces: 1, weight: 1000, class: '100' }], ...over });
const rate = (i: QuoteInput, t: Tariff = tariff()): RatedQuote => {
  const r = rateQuote(i, t);
  if ('faults' in r) throw new Error(JSON.stringify(r.faults));
  return r.quote;
};
const faults = (i: QuoteInput, t: Tariff = tariff()) => {
  const r = rateQuote(i, t);
  return 'faults' in r ? r.faults : [];
};
const amount = (q: RatedQuote, code: string) => q.charges.find((c) => c.code === code)?.amount;

describe('rating: line haul, weight breaks, classes and minimums', () => {
  it('rates hundredweights at the weight break reached, times the class factor', () => {
    expect(amount(rate(input()), 'FREIGHT')).toBe(270); // 10 cwt × 27
    expect(amount(rate(input({ items: [{ pieces: 1, weight: 999, class: '100' }] })), 'FREIGHT')).toBe(270); // 999 lb at 32 (319.68) costs more than 1000 at 27
    expect(amount(rate(input({ items: [{ pieces: 1, weight: 700, class: '100' }] })), 'FREIGHT')).toBe(224); // 7 × 32
    expect(amount(rate(input({ items: [{ pieces: 1, weight: 1000, class: '200' }] })), 'FREIGHT')).toBe(540);
  });
  it('charges the minimum by class when the line haul is below it', () => {
    const q = rate(input({ items: [{ pieces: 1, weight: 100, class: '50' }] })); // 1 × 40 × 0.5 = 20 < 100 × 0.5
    expect(q.charges[0]).toEqual({ code: 'MINIMUM', description: 'Minimum charge', amount: 50 });
  });
  it('rates a line without a class by its density', () => {
    const classes = tariff().classes;
    expect(ratedClass({ pieces: 1, weight: 500, cube: 10 }, classes)?.freight_class).toBe('50'); // 50 lb/ft³
    expect(ratedClass({ pieces: 1, weight: 499, cube: 10 }, classes)?.freight_class).toBe('100');
    expect(ratedClass({ pieces: 2, weight: 80, length: 12, width: 12, height: 12, dimension_unit: 'in' }, classes)?.freight_class).toBe('100'); // 40 lb/ft³... 2 ft³
    expect(faults(input({ items: [{ pieces: 1, weight: 100 }] }))).toEqual([{ pointer: '/items/0/class', message: 'Field is required' }]);
  });
  it('adds the fuel surcharge of the table in force, and accessorials by their basis', () => {
    const q = rate(input({ accessorials: ['TAILGATE', 'CARRY_OUT'] }));
    expect(amount(q, 'FUEL')).toBe(67.5);
    expect(amount(q, 'TAILGATE')).toBe(60);
    expect(amount(q, 'CARRY_OUT')).toBe(45); // 10 cwt × 4.50 = 45, the minimum
    expect(q.total).toBe(270 + 67.5 + 60 + 45);
  });
});

describe('rating: guaranteed service (02-business.md §9)', () => {
  const dims = (lengthIn: number, pieces = 1) => ({ pieces, weight: 1000, class: '100', length: lengthIn, width: 96, height: 48, dimension_unit: 'in' as const });
  it('is offered at 20,000 lb and refused over it', () => {
    expect(amount(rate(input({ guaranteed: 'noon', items: [{ pieces: 10, weight: 20000, class: '100' }] })), 'GUARANTEED_NOON')).toBe(700); // 35% of 2000
    expect(faults(input({ guaranteed: 'noon', items: [{ pieces: 10, weight: 20001, class: '100' }] }))).toEqual([{ pointer: '/guaranteed', message: 'Guaranteed service is not offered over 20,000 lbs' }]);
    expect(faults(input({ guaranteed: '4pm', items: [{ pieces: 5, weight: 10000, class: '100' }, { pieces: 5, weight: 10001, class: '100' }] }))).toHaveLength(1);
  });
  it('is offered at 24 feet of trailer and refused over it', () => {
    expect(trailerFeet(dims(288))).toBe(24); // 24 ft long, 8 ft wide
    expect(rate(input({ guaranteed: '4pm', items: [dims(288)] })).guaranteed_available).toBe(true);
    expect(rate(input({ guaranteed: '4pm', items: [dims(144, 2)] })).guaranteed_available).toBe(true);
    expect(faults(input({ guaranteed: '4pm', items: [dims(289)] }))).toEqual([{ pointer: '/guaranteed', message: 'Guaranteed service is not offered over 24 feet of trailer' }]);
    expect(faults(input({ guaranteed: 'noon', items: [{ pieces: 1, weight: 1000, class: '100', cube: 64 * 24 + 1 }] }))).toHaveLength(1);
  });
  it('is refused on intermodal and international shipments and between points without it', () => {
    const lane = { ...tariff().lane!, intermodal_available: true };
    expect(faults(input({ guaranteed: 'noon', intermodal: true }), tariff({ lane }))).toEqual([{ pointer: '/guaranteed', message: 'Guaranteed service is not offered on intermodal or international shipments' }]);
    const us = tariff({ destination: point({ country: 'US', guaranteed: false, postal_prefix: '606', city: 'Chicago', province: 'IL' }) });
    expect(faults(input({ guaranteed: 'noon' }), us).map((f) => f.message)).toEqual(['Guaranteed service is not offered on intermodal or international shipments', 'Guaranteed service is not available for these points']);
    expect(faults(input({ guaranteed: 'noon' }), tariff({ origin: point({ guaranteed: false }) }))).toEqual([{ pointer: '/guaranteed', message: 'Guaranteed service is not available for these points' }]);
    // A standard quote between such points says so and is not refused.
    expect(rate(input(), tariff({ origin: point({ guaranteed: false }) })).messages).toContain('Guaranteed service is not available for these points');
  });
  it('lists every limit a shipment is over', () => {
    expect(guaranteedRefusals({ weight: 20001, trailerFeet: 24.5, intermodal: true, origin: point(), destination: point({ guaranteed: false }) })).toHaveLength(4);
    expect(guaranteedRefusals({ weight: 20000, trailerFeet: 24, intermodal: false, origin: point(), destination: point() })).toEqual([]);
  });
});

describe('rating: intermodal', () => {
  it('is refused on a lane without it with the spec message', () => {
    expect(faults(input({ intermodal: true }))).toEqual([{ pointer: '/intermodal', message: 'Intermodal service is not available for this lane' }]);
  });
  it('rates at the intermodal share and fuel, two days longer', () => {
    const t = tariff({ lane: { ...tariff().lane!, intermodal_available: true } });
    const q = rate(input({ intermodal: true }), t);
    expect(amount(q, 'FREIGHT')).toBe(229.5); // 270 × 0.85
    expect(amount(q, 'FUEL')).toBe(34.43); // 15%
    expect(q.transit_days).toBe(3);
  });
});

describe('rating: declared value (02-business.md §9)', () => {
  it('charges valuation only above 2.00 CAD per pound declared', () => {
    expect(amount(rate(input({ declared_value: 2000 })), 'VALUATION')).toBeUndefined(); // 1000 lb × 2.00
    expect(amount(rate(input({ declared_value: 2001 })), 'VALUATION')).toBe(10); // 1.5% of 1 = 0.015, the 10.00 minimum
    expect(amount(rate(input({ declared_value: 5000 })), 'VALUATION')).toBe(45); // 1.5% of 3000
  });
  it('flags high value above 5 dollars per pound', () => {
    expect(rate(input({ declared_value: 5000 })).high_value).toBe(false);
    const q = rate(input({ declared_value: 5001 }));
    expect(q.high_value).toBe(true);
    expect(q.messages).toContain('High-value shipment: declared value over 5 dollars per pound');
  });
});

describe('rating: congestion, currency, transit, places', () => {
  it('adds the congestion surcharge at a downtown point, once per end', () => {
    const q = rate(input(), tariff({ origin: point({ congestion: true, postal_prefix: 'M5H' }), destination: point({ congestion: true, postal_prefix: 'H2Y', city: 'Montreal', terminal: 'MTL' }) }));
    expect(q.charges.filter((c) => c.code.startsWith('CONGESTION_')).map((c) => [c.code, c.amount])).toEqual([['CONGESTION_ORIGIN', 45], ['CONGESTION_DESTINATION', 45]]);
    expect(q.messages).toContain('A congestion surcharge applies in downtown Montreal, Toronto and Vancouver');
    expect(rate(input()).charges.some((c) => c.code.startsWith('CONGESTION'))).toBe(false);
  });
  it('quotes in USD from the United States at the rate of the day, and in CAD from Canada', () => {
    const q = rate(input(), tariff({ origin: point({ country: 'US', guaranteed: false }) }));
    expect(q.currency).toBe('USD');
    expect(amount(q, 'FREIGHT')).toBe(194.4); // 270 × 0.72
    expect(rate(input()).currency).toBe('CAD');
  });
  it('counts transit in working days, past weekends and holidays', () => {
    expect(deliveryDate('2026-11-27', 1, () => false)).toBe('2026-11-30'); // Friday → Monday
    expect(deliveryDate('2026-12-24', 1, (d) => d === '2026-12-25')).toBe('2026-12-28');
    expect(rate(input({ ship_date: '2026-11-27' }), tariff({ destination: point({ extra_days: 1, terminal: 'MTL' }) })).estimated_delivery_date).toBe('2026-12-01');
  });
  it('matches a place to its point by prefix, city and province, accents aside', () => {
    expect(postalPrefix('h2x 1y4')).toBe('H2X');
    const montreal = point({ city: 'Montreal', province: 'QC' });
    expect(placeMatches({ postal_code: 'H2X 1Y4', city: 'Montréal', province: 'qc', country: 'CA' }, montreal)).toBe(true);
    expect(placeMatches({ postal_code: 'H2X 1Y4', country: 'CA' }, montreal)).toBe(true);
    expect(placeMatches({ postal_code: 'H2X 1Y4', city: 'Laval', country: 'CA' }, montreal)).toBe(false);
    expect(placeMatches({ postal_code: 'H2X 1Y4', province: 'ON', country: 'CA' }, montreal)).toBe(false);
    expect(placeMatches({ postal_code: 'H2X 1Y4', country: 'US' }, montreal)).toBe(false);
    expect(placeMatches({ postal_code: 'H2X 1Y4', country: 'CA' }, undefined)).toBe(false);
  });
});
