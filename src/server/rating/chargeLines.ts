import type { ChargeRow } from './tariffTypes';

export interface ChargeLine {
  code: string;
  description: string;
  /** CAD, to the cent. */
  amount: number;
}

export const cents = (v: number) => Math.round(v * 100) / 100;

/** A charge of the table applied to a shipment: flat, per hundredweight, or a percentage of a base, never under its minimum. */
export function applyCharge(row: ChargeRow, on: { weight: number; base: number }, description = row.description): ChargeLine {
  const raw = row.basis === 'flat' ? row.amount : row.basis === 'per_cwt' ? (on.weight / 100) * row.amount : (on.base * row.amount) / 100;
  return { code: row.code, description, amount: cents(Math.max(raw, row.minimum)) };
}
