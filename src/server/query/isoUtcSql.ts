/** Timestamps leave the database as ISO-8601 UTC text, the same on both drivers (PGlite and pg). */
export const isoUtcSql = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
