/**
 * The value naming a saved record in the success message: the definition's
 * successField, else the first identifying field the answer has
 * (something_number, then id, then something_id).
 */
export function recordName(record: unknown, successField?: string): string | undefined {
  if (!record || typeof record !== 'object') return undefined;
  const r = record as Record<string, unknown>;
  const keys = Object.keys(r).filter((k) => r[k] !== null && r[k] !== undefined && r[k] !== '');
  const key = successField
    ? keys.find((k) => k === successField)
    : (keys.find((k) => k.endsWith('_number')) ?? keys.find((k) => k === 'id') ?? keys.find((k) => k.endsWith('_id')));
  return key === undefined ? undefined : String(r[key]);
}
