import { GUARANTEED_LIMIT_MESSAGES, GUARANTEED_MAX_TRAILER_FEET, GUARANTEED_MAX_WEIGHT_LB, MESSAGES } from './ratingRules';
import type { ServicePoint } from './tariffTypes';

export interface GuaranteedFacts {
  weight: number;
  trailerFeet: number;
  intermodal: boolean;
  origin: ServicePoint;
  destination: ServicePoint;
}

/**
 * Why guaranteed delivery (by noon or by 4 PM) cannot be offered, empty when
 * it can (02-business.md §9): not over 20,000 lb, not over 24 feet of trailer,
 * not intermodal, not international, and only between guaranteed points.
 * "Over" is strict: exactly 20,000 lb or 24 feet is still offered.
 */
export function guaranteedRefusals(f: GuaranteedFacts): string[] {
  const reasons: string[] = [];
  if (f.intermodal || f.origin.country !== f.destination.country) reasons.push(GUARANTEED_LIMIT_MESSAGES.intermodal);
  if (f.weight > GUARANTEED_MAX_WEIGHT_LB) reasons.push(GUARANTEED_LIMIT_MESSAGES.weight);
  // Feet are compared to the hundredth, so a length typed in inches or centimetres that is 24 feet is not "over".
  if (Math.round(f.trailerFeet * 100) > GUARANTEED_MAX_TRAILER_FEET * 100) reasons.push(GUARANTEED_LIMIT_MESSAGES.trailer);
  if (!f.origin.guaranteed || !f.destination.guaranteed) reasons.push(MESSAGES.guaranteedPoints);
  return reasons;
}
