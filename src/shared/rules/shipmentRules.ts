import { portalFormats } from '../validation/formats';
import { at, defineRule, FIELD, num, type RuleFault } from './ruleTypes';

export const probill = defineRule<{ fields: string[] }>({
  description: "Probill numbers are 10 digits: 'Invalid Probill Number'. A field may hold one number or a list of them.",
  params: { fields: { type: 'array', items: FIELD, minItems: 1 } },
  required: ['fields'],
  fields: ['fields'],
  check(target, p) {
    const faults: RuleFault[] = [];
    const bad = (v: unknown) => typeof v === 'string' && v !== '' && !portalFormats.probill!.test(v);
    for (const field of p.fields) {
      const value = target[field];
      if (Array.isArray(value))
        value.forEach(
          (v, i) =>
            bad(v) &&
            faults.push({
              pointer: at(field, i),
              message: 'Invalid Probill Number',
            }),
        );
      else if (bad(value)) faults.push({ pointer: at(field), message: 'Invalid Probill Number' });
    }
    return faults;
  },
});

type Unit = 'ft' | 'in' | 'cm';
type Limits = Record<'length' | 'width' | 'height', Record<Unit, number>>;

/** 02-business.md §5: length 53 ft, 636 in, 1615 cm; width 8 ft, 102 in, 259 cm; height 8 ft, 96 in, 243 cm. */
export const DIMENSION_LIMITS: Limits = {
  length: { ft: 53, in: 636, cm: 1615 },
  width: { ft: 8, in: 102, cm: 259 },
  height: { ft: 8, in: 96, cm: 243 },
};

const UNIT_LIMITS = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ft: { type: 'number' },
    in: { type: 'number' },
    cm: { type: 'number' },
  },
};

export const dimensions = defineRule<{
  length: string;
  width: string;
  height: string;
  unit: string;
  limits?: Partial<Record<keyof Limits, Partial<Record<Unit, number>>>>;
}>({
  description:
    'Length, width and height within the trailer in the unit chosen (ft, in or cm): by default 53 ft / 636 in / 1615 cm long, 8 ft / 102 in / 259 cm wide, 8 ft / 96 in / 243 cm high; limits overrides (a width of 96 in, a height of 2 ft).',
  params: {
    length: FIELD,
    width: FIELD,
    height: FIELD,
    unit: FIELD,
    limits: {
      type: 'object',
      additionalProperties: false,
      properties: {
        length: UNIT_LIMITS,
        width: UNIT_LIMITS,
        height: UNIT_LIMITS,
      },
    },
  },
  required: ['length', 'width', 'height', 'unit'],
  fields: ['length', 'width', 'height', 'unit'],
  check(target, p) {
    const unit = target[p.unit];
    if (unit !== 'ft' && unit !== 'in' && unit !== 'cm') return [];
    const faults: RuleFault[] = [];
    for (const dim of ['length', 'width', 'height'] as const) {
      const value = num(target[p[dim]]);
      const max = p.limits?.[dim]?.[unit] ?? DIMENSION_LIMITS[dim][unit];
      if (value !== undefined && value > max)
        faults.push({
          pointer: at(p[dim]),
          message: 'Value must be less than or equal to: {1}',
          values: { 1: max },
        });
    }
    return faults;
  },
});

export const MAX_CUBE = 3394;

export const cube = defineRule<{ cube: string; max?: number }>({
  description: 'The cube (cubic feet) cannot exceed 3394 (max).',
  params: { cube: FIELD, max: { type: 'number', exclusiveMinimum: 0 } },
  required: ['cube'],
  fields: ['cube'],
  check(target, p) {
    const value = num(target[p.cube]);
    const max = p.max ?? MAX_CUBE;
    return value !== undefined && value > max
      ? [
          {
            pointer: at(p.cube),
            message: 'Cube cannot exceed {1} cubic feet',
            values: { 1: max },
          },
        ]
      : [];
  },
});

/** A 53-foot trailer holds 3394 cubic feet (02-business.md §9): the total beyond it does not fit one trailer. */
export const TRAILER_CUBE = MAX_CUBE;

export const totalCube = defineRule<{ total: string; itemCube?: string }>({
  description:
    "The total cube (cubic feet) of a shipment fits a 53-foot trailer (3394 cubic feet): 'Total cube over 53 feet of trailer'. total names a number (the shipment's cube) or a list of items whose itemCube field (default cube) is summed.",
  params: { total: FIELD, itemCube: FIELD },
  required: ['total'],
  fields: ['total'],
  check(target, p) {
    const value = target[p.total];
    const sum = Array.isArray(value)
      ? value.reduce((acc: number, item) => acc + (num((item as Record<string, unknown> | null)?.[p.itemCube ?? 'cube']) ?? 0), 0)
      : num(value);
    return sum !== undefined && sum > TRAILER_CUBE ? [{ pointer: at(p.total), message: 'Total cube over 53 feet of trailer' }] : [];
  },
});

export const MAX_ACCESSORIALS = 4;

export const accessorials = defineRule<{
  list: string;
  max?: number;
  flatDeck?: string;
  notWithFlatDeck?: string[];
}>({
  description: 'At most four accessorials (max); Flat Deck (flatDeck) cannot be combined with Reefer or with Tailgate (notWithFlatDeck).',
  params: {
    list: FIELD,
    max: { type: 'integer', minimum: 1 },
    flatDeck: { type: 'string', minLength: 1 },
    notWithFlatDeck: { type: 'array', items: { type: 'string', minLength: 1 } },
  },
  required: ['list'],
  fields: ['list'],
  check(target, p) {
    const list = target[p.list];
    if (!Array.isArray(list)) return [];
    const max = p.max ?? MAX_ACCESSORIALS;
    const pointer = at(p.list);
    // The spec's own words for its limit of four; another limit names its number.
    if (list.length > max)
      return [max === MAX_ACCESSORIALS ? { pointer, message: 'A maximum of four accessorials' } : { pointer, message: 'A maximum of {1} accessorials is allowed', values: { 1: max } }];
    const excluded = p.notWithFlatDeck ?? ['REEFER', 'TAILGATE'];
    if (list.includes(p.flatDeck ?? 'FLAT_DECK') && list.some((a) => excluded.includes(a)))
      return [
        {
          pointer,
          message: 'Flat Deck cannot be combined with Reefer or with Tailgate',
        },
      ];
    return [];
  },
});
