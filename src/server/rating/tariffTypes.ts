/** The tariff rows one quote needs, as the data layer reads them (data/rating/tariffLookup.ts). */
export interface ServicePoint {
  postal_prefix: string;
  city: string;
  province: string;
  country: string;
  terminal: string;
  terminal_name: string | null;
  direct: boolean;
  guaranteed: boolean;
  congestion: boolean;
  extra_days: number;
}

export interface Lane {
  transit_days: number;
  minimum_charge: number;
  intermodal_available: boolean;
  /** Rate per hundredweight at class 100 from each weight break up, lowest break first. */
  rates: { min_weight: number; rate_per_cwt: number }[];
}

export interface FreightClass {
  freight_class: string;
  factor: number;
  /** The lowest density (lb per cubic foot) rated at this class. */
  min_density: number;
}

export interface FuelRow {
  effective_date: string;
  ltl_percent: number;
  intermodal_percent: number | null;
}

export interface ChargeRow {
  code: string;
  description: string;
  basis: 'flat' | 'per_cwt' | 'percent';
  amount: number;
  minimum: number;
}

/** Everything the engine reads: a snapshot, so rating itself is a pure function. */
export interface Tariff {
  origin: ServicePoint;
  destination: ServicePoint;
  lane: Lane | null;
  classes: FreightClass[];
  fuel: FuelRow | null;
  charges: Record<string, ChargeRow>;
  /** CAD to USD on the quote's date (1 CAD = rate USD); null when the table has no rate yet. */
  cadToUsd: number | null;
  /** Holidays (YYYY-MM-DD) the delivery date skips besides weekends. */
  isHoliday: (date: string) => boolean;
}
