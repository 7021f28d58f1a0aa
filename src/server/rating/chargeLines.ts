import type { ChargeRow } from './tariffTypes';

export interface ChargeLine {
  code: string;
  description: string;
  /** CAD, to the cent. */
  amount: number;
}

/** To the cent, half up: 34.425 is 34.43 (binary floating point holds it as 34.42499..., so the hundredths are taken to 12 digits first). */
export const cents = (v: number) => Math.round(Number((v * 100).toPrecision(12))) / 100;

/** A charge of the table applied to a shipment: flat, per hundredweight, or a percentage of a base, never under its minimum. */
export function applyCharge(row: ChargeRow, on: { weight: number; base: number }, description = row.description): ChargeLine {
  const raw = row.basis === 'flat' ? row.amount : row.basis === 'per_cwt' ? (on.weight / 100) * row.amount : (on.base * row.amount) / 100;
  return { code: row.code, description, amount: cents(Math.max(raw, row.minimum)) };
}
