import type { FreightClass } from './tariffTypes';

export interface RatedItem {
  pieces: number;
  weight: number;
  class?: string;
  length?: number;
  width?: number;
  height?: number;
  dimension_unit?: 'in' | 'ft' | 'cm';
  cube?: number;
}

const FEET_PER: Record<'in' | 'ft' | 'cm', number> = { ft: 1, in: 1 / 12, cm: 1 / 30.48 };
/** The inside width of a trailer in feet: pieces stand side by side across it. */
export const TRAILER_WIDTH_FT = 8;
/** Inside height in feet: a line known only by its cube fills the trailer to it. */
export const TRAILER_HEIGHT_FT = 8;

function feet(item: RatedItem, dim: 'length' | 'width' | 'height'): number | undefined {
  const v = item[dim];
  return v === undefined || item.dimension_unit === undefined ? undefined : v * FEET_PER[item.dimension_unit];
}

/** The line's cube in cubic feet: as given, or from its dimensions (each piece) times its pieces. */
export function itemCube(item: RatedItem): number | undefined {
  if (item.cube !== undefined && item.cube > 0) return item.cube;
  const [l, w, h] = [feet(item, 'length'), feet(item, 'width'), feet(item, 'height')];
  return l && w && h ? l * w * h * item.pieces : undefined;
}

/**
 * Feet of trailer a line takes: its pieces' floor (length × width, unstacked)
 * spread over the 8-foot width; a line known only by its cube takes its cube
 * over the trailer's 8 × 8 cross-section. A line with neither takes none.
 */
export function trailerFeet(item: RatedItem): number {
  const [l, w] = [feet(item, 'length'), feet(item, 'width')];
  if (l && w) return (l * w * item.pieces) / TRAILER_WIDTH_FT;
  const cube = itemCube(item);
  return cube ? cube / (TRAILER_WIDTH_FT * TRAILER_HEIGHT_FT) : 0;
}

/** The class a line is rated at: the one given, or its density's (pounds per cubic foot) on the class table. */
export function ratedClass(item: RatedItem, classes: FreightClass[]): FreightClass | undefined {
  if (item.class) return classes.find((c) => c.freight_class === item.class);
  const cube = itemCube(item);
  if (!cube) return undefined;
  const density = item.weight / cube;
  const byDensity = [...classes].sort((a, b) => b.min_density - a.min_density);
  return byDensity.find((c) => density >= c.min_density) ?? byDensity[byDensity.length - 1];
}
