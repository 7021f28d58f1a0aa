/**
 * The numbers and messages of 02-business.md §9 "Quoting and guaranteed
 * service", once: the engine applies them and the tests name them.
 */
export const GUARANTEED_MAX_WEIGHT_LB = 20_000;
export const GUARANTEED_MAX_TRAILER_FEET = 24;
/** Declared value above this many CAD per pound pays the valuation charge. */
export const VALUATION_FREE_CAD_PER_LB = 2.0;
/** Declared value above this many dollars per pound flags the shipment as high value. */
export const HIGH_VALUE_PER_LB = 5;

/** The spec's own messages (02-business.md §8), quoted exactly. */
export const MESSAGES = {
  guaranteedPoints: 'Guaranteed service is not available for these points',
  intermodalLane: 'Intermodal service is not available for this lane',
  placeMismatch: 'That combination of city, province and postal code does not match our records',
  dailyLimit: 'You have reached your daily limit of rate quotes...',
  requote: 'Could not get quote data for requote.',
} as const;

/** Why guaranteed service is refused beyond the points: the spec's limits (§9) as sentences. */
export const GUARANTEED_LIMIT_MESSAGES = {
  weight: 'Guaranteed service is not offered over 20,000 lbs',
  trailer: 'Guaranteed service is not offered over 24 feet of trailer',
  intermodal: 'Guaranteed service is not offered on intermodal or international shipments',
} as const;

export const NOTICES = {
  highValue: 'High-value shipment: declared value over 5 dollars per pound',
  congestion: 'A congestion surcharge applies in downtown Montreal, Toronto and Vancouver',
} as const;
