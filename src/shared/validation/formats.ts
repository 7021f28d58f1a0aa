/**
 * String formats of the spec's input rules (02-business.md §5), registered on
 * every ajv instance of the portal: the server's route validators and the
 * browser's form validator use this one list, so they cannot drift apart.
 */
export const portalFormats: Record<string, RegExp> = {
  // Standard address pattern; the empty string is handled by `required`.
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  probill: /^\d{10}$/,
  // US 5 or 5+4; Canadian A1A 1A1 with the space optional, or its first three characters alone.
  postal: /^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z]( ?\d[A-Za-z]\d)?)$/,
  phone: /^\d{10}$/,
  // A real calendar day: 30-day months, February 28, and the 29th in leap years only (a 2030-02-30 would reach the database);
  // years 0001 to 9999, no 0000, which PostgreSQL's date refuses ("date/time field value out of range": a 500 on CR_Run_Report's params). No lookahead: test arbitraries generate from these patterns (fast-check).
  date: /^(([1-9]\d{3}|0[1-9]\d\d|00[1-9]\d|000[1-9])-((0[13578]|1[02])-(0[1-9]|[12]\d|3[01])|(0[469]|11)-(0[1-9]|[12]\d|30)|02-(0[1-9]|1\d|2[0-8]))|(\d\d(0[48]|[2468][048]|[13579][26])|(0[48]|[2468][048]|[13579][26])00)-02-29)$/,
  datetime: /^([1-9]\d{3}|0[1-9]\d\d|00[1-9]\d|000[1-9])-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?$/,
  time: /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
  'positive-integer': /^\+?[1-9]\d*$/,
};

/** Adds the portal's formats to an ajv instance (ajv's addFormat surface only). */
export function addPortalFormats(ajv: { addFormat(name: string, format: RegExp): unknown }): void {
  for (const [name, re] of Object.entries(portalFormats)) ajv.addFormat(name, re);
}
