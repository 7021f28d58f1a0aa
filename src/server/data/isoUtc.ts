/** A timestamp as the wire carries it: ISO-8601 UTC to the second, as the grids send it. */
export function isoUtc(value: Date | string): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The same for a column that may be empty. */
export function isoUtcOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : isoUtc(value);
}
