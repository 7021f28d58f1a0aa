import type { FieldSpec } from './GridSource';

// Shorthands for the field lists of the grid sources, one definition for all of them.

/** Timestamps leave the database as ISO-8601 UTC text, the same on both drivers (PGlite and pg). */
export const isoUtcSql = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
export const datetime = (col: string): FieldSpec => ({ column: col, type: 'datetime', select: isoUtcSql(col) });
export const text = (col: string): FieldSpec => ({ column: col, type: 'text' });
export const number = (col: string): FieldSpec => ({ column: col, type: 'number' });
export const boolean = (col: string): FieldSpec => ({ column: col, type: 'boolean' });
