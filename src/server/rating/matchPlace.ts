import type { ServicePoint } from './tariffTypes';

export interface PlaceInput {
  postal_code: string;
  city?: string;
  province?: string;
  country: 'CA' | 'US';
}

/** The postal prefix a place is rated by: a Canadian code's forward sortation area, a ZIP code's first three digits. */
export function postalPrefix(postal: string): string {
  return postal.replace(/\s+/g, '').slice(0, 3).toUpperCase();
}

const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/**
 * Whether the point found for a postal code is the place the user typed: same
 * country, and the city and province when given (accents, case, spaces and
 * punctuation aside: "Montréal" is "MONTREAL", "St. John's" is "ST JOHNS").
 */
export function placeMatches(place: PlaceInput, point: ServicePoint | undefined): point is ServicePoint {
  if (!point || point.country !== place.country) return false;
  if (place.city && plain(place.city) !== plain(point.city)) return false;
  return !place.province || place.province.toUpperCase() === point.province;
}
