import type { Kysely } from 'kysely';
import type { DB } from './schema';
import { addDays, portalToday, weekday } from '../../shared/calendar/calendarDates';

/**
 * The demo tariff (README, Rating): 15 terminals, service points by postal
 * prefix, a lane between every two terminals priced by distance, weight breaks,
 * freight classes, a year of weekly fuel surcharges, accessorial and service
 * charges and a month of CAD/USD rates. Figures are invented but shaped like a
 * Canadian LTL carrier's: Toronto-Montreal next day at about 37 $/cwt, Toronto-
 * Vancouver six days at about 170 $/cwt below 500 lb.
 */
const TERMINALS: [code: string, name: string, city: string, province: string, country: string, lat: number, lon: number][] = [
  ['TOR', 'Toronto terminal', 'Toronto', 'ON', 'CA', 43.65, -79.38],
  ['MTL', 'Montreal terminal', 'Montreal', 'QC', 'CA', 45.5, -73.57],
  ['OTT', 'Ottawa terminal', 'Ottawa', 'ON', 'CA', 45.42, -75.7],
  ['QUE', 'Quebec City terminal', 'Quebec City', 'QC', 'CA', 46.81, -71.21],
  ['SUD', 'Sudbury terminal', 'Sudbury', 'ON', 'CA', 46.49, -80.99],
  ['TBY', 'Thunder Bay terminal', 'Thunder Bay', 'ON', 'CA', 48.38, -89.25],
  ['WPG', 'Winnipeg terminal', 'Winnipeg', 'MB', 'CA', 49.9, -97.14],
  ['REG', 'Regina terminal', 'Regina', 'SK', 'CA', 50.45, -104.61],
  ['CGY', 'Calgary terminal', 'Calgary', 'AB', 'CA', 51.05, -114.07],
  ['EDM', 'Edmonton terminal', 'Edmonton', 'AB', 'CA', 53.55, -113.49],
  ['VAN', 'Vancouver terminal', 'Vancouver', 'BC', 'CA', 49.28, -123.12],
  ['HFX', 'Halifax terminal', 'Halifax', 'NS', 'CA', 44.65, -63.57],
  ['CHI', 'Chicago partner terminal', 'Chicago', 'IL', 'US', 41.88, -87.63],
  ['DET', 'Detroit partner terminal', 'Detroit', 'MI', 'US', 42.33, -83.05],
  ['BUF', 'Buffalo partner terminal', 'Buffalo', 'NY', 'US', 42.89, -78.88],
];

/** Rail ramps: an intermodal lane runs between two of them, 1,500 km apart or more. */
const RAMPS = new Set(['TOR', 'MTL', 'WPG', 'REG', 'CGY', 'EDM', 'VAN', 'HFX', 'CHI']);

// [prefix, city, province, country, terminal, direct, guaranteed, congestion (downtown), extra days]
type PointRow = [string, string, string, string, string, boolean, boolean, boolean, number];
const POINTS: PointRow[] = [
  ['M5H', 'Toronto', 'ON', 'CA', 'TOR', true, true, true, 0],
  ['M5J', 'Toronto', 'ON', 'CA', 'TOR', true, true, true, 0],
  ['M5V', 'Toronto', 'ON', 'CA', 'TOR', true, true, true, 0],
  ['M4C', 'Toronto', 'ON', 'CA', 'TOR', true, true, false, 0],
  ['M9W', 'Toronto', 'ON', 'CA', 'TOR', true, true, false, 0],
  ['L4W', 'Mississauga', 'ON', 'CA', 'TOR', true, true, false, 0],
  ['L6T', 'Brampton', 'ON', 'CA', 'TOR', true, true, false, 0],
  ['L8P', 'Hamilton', 'ON', 'CA', 'TOR', true, true, false, 0],
  ['H2Y', 'Montreal', 'QC', 'CA', 'MTL', true, true, true, 0],
  ['H3B', 'Montreal', 'QC', 'CA', 'MTL', true, true, true, 0],
  ['H2X', 'Montreal', 'QC', 'CA', 'MTL', true, true, false, 0],
  ['H4T', 'Saint-Laurent', 'QC', 'CA', 'MTL', true, true, false, 0],
  ['H7T', 'Laval', 'QC', 'CA', 'MTL', true, false, false, 0],
  ['K1P', 'Ottawa', 'ON', 'CA', 'OTT', true, true, false, 0],
  ['K2P', 'Ottawa', 'ON', 'CA', 'OTT', true, true, false, 0],
  ['G1K', 'Quebec City', 'QC', 'CA', 'QUE', true, true, false, 0],
  ['G2E', 'Quebec City', 'QC', 'CA', 'QUE', true, false, false, 0],
  ['P3A', 'Sudbury', 'ON', 'CA', 'SUD', true, true, false, 0],
  ['P3E', 'Sudbury', 'ON', 'CA', 'SUD', true, true, false, 0],
  ['P5A', 'Elliot Lake', 'ON', 'CA', 'SUD', true, false, false, 1],
  ['P0P', 'Little Current', 'ON', 'CA', 'SUD', true, false, false, 1],
  ['P7B', 'Thunder Bay', 'ON', 'CA', 'TBY', true, true, false, 0],
  ['R3C', 'Winnipeg', 'MB', 'CA', 'WPG', true, true, false, 0],
  ['R2X', 'Winnipeg', 'MB', 'CA', 'WPG', true, false, false, 0],
  ['S4P', 'Regina', 'SK', 'CA', 'REG', true, true, false, 0],
  ['S7K', 'Saskatoon', 'SK', 'CA', 'REG', true, false, false, 1],
  ['T2P', 'Calgary', 'AB', 'CA', 'CGY', true, true, false, 0],
  ['T2E', 'Calgary', 'AB', 'CA', 'CGY', true, true, false, 0],
  ['T5J', 'Edmonton', 'AB', 'CA', 'EDM', true, true, false, 0],
  ['V6B', 'Vancouver', 'BC', 'CA', 'VAN', true, true, true, 0],
  ['V6C', 'Vancouver', 'BC', 'CA', 'VAN', true, true, true, 0],
  ['V6E', 'Vancouver', 'BC', 'CA', 'VAN', true, true, true, 0],
  ['V5L', 'Vancouver', 'BC', 'CA', 'VAN', true, true, false, 0],
  ['V6X', 'Richmond', 'BC', 'CA', 'VAN', true, true, false, 0],
  ['V3N', 'Burnaby', 'BC', 'CA', 'VAN', true, false, false, 0],
  ['B3H', 'Halifax', 'NS', 'CA', 'HFX', true, true, false, 0],
  ['B3J', 'Halifax', 'NS', 'CA', 'HFX', true, true, false, 0],
  ['E1C', 'Moncton', 'NB', 'CA', 'HFX', false, false, false, 1],
  ['A1C', "St. John's", 'NL', 'CA', 'HFX', false, false, false, 2],
  ['606', 'Chicago', 'IL', 'US', 'CHI', false, false, false, 0],
  ['482', 'Detroit', 'MI', 'US', 'DET', false, false, false, 0],
  ['441', 'Cleveland', 'OH', 'US', 'DET', false, false, false, 1],
  ['142', 'Buffalo', 'NY', 'US', 'BUF', false, false, false, 0],
  ['554', 'Minneapolis', 'MN', 'US', 'CHI', false, false, false, 2],
];

/** NMFC-like classes: factor on the class-100 rate, and the density (lb/ft³) from which a line is rated at the class. */
const CLASSES: [string, number, number][] = [
  ['50', 0.62, 50], ['55', 0.67, 35], ['60', 0.72, 30], ['65', 0.78, 22.5], ['70', 0.83, 15], ['77.5', 0.89, 13.5],
  ['85', 0.94, 12], ['92.5', 0.97, 10.5], ['100', 1, 9], ['110', 1.1, 8], ['125', 1.22, 7], ['150', 1.42, 6],
  ['175', 1.62, 5], ['200', 1.82, 4], ['250', 2.2, 3], ['300', 2.58, 2], ['400', 3.3, 1], ['500', 4, 0],
];

/** Weight breaks (lb) and the share of the under-500 lb rate charged from each. */
const BREAKS: [number, number][] = [[0, 1], [500, 0.8], [1000, 0.68], [2000, 0.56], [5000, 0.45], [10000, 0.36]];

const CHARGES: [code: string, description: string, basis: string, amount: number, minimum: number][] = [
  ['APPOINTMENT', 'Delivery by appointment', 'flat', 25, 0],
  ['CARRY_OUT', 'Carry-out (up to 60 feet)', 'per_cwt', 4.5, 45],
  ['FLAT_DECK', 'Flat deck equipment', 'flat', 150, 0],
  ['HEATED', 'Protective service (heated)', 'per_cwt', 2.25, 35],
  ['INSIDE_DELIVERY', 'Inside delivery', 'per_cwt', 5, 55],
  ['OFF_HOURS', 'Off-hours service (7 PM to 7 AM)', 'flat', 95, 0],
  ['REEFER', 'Refrigerated equipment', 'percent', 25, 75],
  ['RESIDENTIAL', 'Residential delivery', 'flat', 65, 0],
  ['TAILGATE', 'Tailgate (power lift)', 'flat', 60, 0],
  ['GUARANTEED_NOON', 'Guaranteed by noon', 'percent', 35, 110],
  ['GUARANTEED_4PM', 'Guaranteed by 4 PM', 'percent', 20, 75],
  ['VALUATION', 'Valuation charge (declared value over 2.00 CAD per lb)', 'percent', 1.5, 10],
  ['CONGESTION', 'Congestion surcharge', 'flat', 45, 0],
];

function roadKm(a: (typeof TERMINALS)[number], b: (typeof TERMINALS)[number]): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b[5] - a[5]) * rad) / 2) ** 2 + Math.cos(a[5] * rad) * Math.cos(b[5] * rad) * Math.sin(((b[6] - a[6]) * rad) / 2) ** 2;
  // Great-circle distance times 1.2 for the road.
  return 2 * 6371 * Math.asin(Math.sqrt(h)) * 1.2;
}
const money = (v: number) => Math.round(v * 100) / 100;

export async function seedRatingDemo(db: Kysely<DB>): Promise<void> {
  await db.insertInto('rating_terminals').values(TERMINALS.map(([code, name, city, province, country]) => ({ code, name, city, province, country }))).execute();
  await db
    .insertInto('rating_points')
    .values(POINTS.map(([postal_prefix, city, province, country, terminal, direct, guaranteed, congestion, extra_days]) => ({ postal_prefix, city, province, country, terminal, direct, guaranteed, congestion, extra_days })))
    .execute();
  // Every lane in one statement and every rate in another: the seed runs in each test's fresh database.
  const pairs = TERMINALS.flatMap((a) => TERMINALS.map((b) => ({ a, b, km: roadKm(a, b) })));
  const lanes = await db
    .insertInto('rating_lanes')
    .values(
      pairs.map(({ a, b, km }) => ({
        origin_terminal: a[0],
        destination_terminal: b[0],
        transit_days: Math.max(1, Math.ceil(km / 800)),
        minimum_charge: money(95 + km * 0.02),
        intermodal_available: km >= 1500 && RAMPS.has(a[0]) && RAMPS.has(b[0]),
      })),
    )
    .returning(['id', 'origin_terminal', 'destination_terminal'])
    .execute();
  const kmOf = new Map(pairs.map((p) => [`${p.a[0]}-${p.b[0]}`, p.km]));
  await db
    .insertInto('rating_lane_rates')
    .values(lanes.flatMap((l) => BREAKS.map(([min_weight, share]) => ({ lane_id: l.id, min_weight, rate_per_cwt: money((18 + kmOf.get(`${l.origin_terminal}-${l.destination_terminal}`)! * 0.035) * share) }))))
    .execute();
  await db.insertInto('rating_classes').values(CLASSES.map(([freight_class, factor, min_density]) => ({ freight_class, factor, min_density }))).execute();
  await db.insertInto('rating_charges').values(CHARGES.map(([code, description, basis, amount, minimum]) => ({ code, description, basis, amount, minimum }))).execute();
  // A year of weekly fuel surcharges, each effective on a Monday, the price wandering between 1.45 and 1.75 $/L.
  const today = portalToday();
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  const fuel = Array.from({ length: 53 }, (_, i) => {
    const price = money(160 + 15 * Math.sin(i / 4.5));
    const ltl = money((price - 100) / 2.2);
    return { effective_date: addDays(monday, -7 * (52 - i)), fuel_price: price, ltl_percent: ltl, tl_percent: money(ltl * 0.8), intermodal_percent: money(ltl * 0.6) };
  });
  await db.insertInto('rating_fuel').values(fuel).execute();
  const rates = Array.from({ length: 31 }, (_, i) => {
    const usd = Number((0.72 + 0.008 * Math.sin(i / 3)).toFixed(5));
    const rate_date = addDays(today, -30 + i);
    return [
      { rate_date, from_currency: 'CAD', to_currency: 'USD', rate: usd, source: 'Bank of Canada (demo)' },
      { rate_date, from_currency: 'USD', to_currency: 'CAD', rate: Number((1 / usd).toFixed(5)), source: 'Bank of Canada (demo)' },
    ];
  }).flat();
  await db.insertInto('exchange_rates').values(rates).execute();
}
