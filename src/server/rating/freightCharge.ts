import { cents, type ChargeLine } from './chargeLines';
import type { FreightClass, Lane } from './tariffTypes';

export interface ClassedWeight {
  weight: number;
  class: FreightClass;
}

/**
 * The line-haul charge of a lane: each line's hundredweights at the rate of
 * the shipment's weight break times its class factor. When the next break up
 * rated at its own minimum weight costs less, that is charged instead (the
 * usual LTL deficit-weight rule), and never less than the lane's minimum
 * charge times the shipment's (weight-averaged) class factor.
 */
export function freightCharge(lane: Lane, lines: ClassedWeight[]): ChargeLine {
  const weight = lines.reduce((s, l) => s + l.weight, 0);
  const factor = lines.reduce((s, l) => s + l.weight * l.class.factor, 0) / weight;
  const breaks = [...lane.rates].sort((a, b) => a.min_weight - b.min_weight);
  const at = breaks.filter((b) => b.min_weight <= weight).pop() ?? breaks[0]!;
  const next = breaks.find((b) => b.min_weight > weight);
  let charge = (weight / 100) * at.rate_per_cwt * factor;
  let note = `${weight} lb at ${at.rate_per_cwt.toFixed(2)}/cwt`;
  if (next) {
    const deficit = (next.min_weight / 100) * next.rate_per_cwt * factor;
    if (deficit < charge) [charge, note] = [deficit, `${next.min_weight} lb at ${next.rate_per_cwt.toFixed(2)}/cwt`];
  }
  const minimum = lane.minimum_charge * factor;
  if (minimum > charge) return { code: 'MINIMUM', description: 'Minimum charge', amount: cents(minimum) };
  return { code: 'FREIGHT', description: `Freight charge (${note})`, amount: cents(charge) };
}
