import { errorCatalogue } from '../../src/server/errors';

/**
 * Why an answer is not a refusal in the pinned shape of 00-contracts.md §4
 * ({code, detail, errors?}, code from the server's catalogue with the status it
 * declares, nothing else, no stack or SQL), or null when it is.
 */
export function errorShapeFault(res: { statusCode: number; body: string }): string | null {
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON: ${res.body.slice(0, 200)}`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return `not an object: ${res.body.slice(0, 200)}`;
  const { code, detail, errors, ...rest } = body as Record<string, unknown>;
  if (typeof code !== 'string' || !(code in errorCatalogue)) return `code ${JSON.stringify(code)} is not a catalogue code`;
  const declared = errorCatalogue[code as keyof typeof errorCatalogue].status;
  if (declared !== res.statusCode) return `code ${code} is declared ${declared}, answered ${res.statusCode}`;
  if (typeof detail !== 'string' || !detail) return 'no detail';
  if (errors !== undefined && !(Array.isArray(errors) && errors.every((e) => typeof e?.pointer === 'string' && typeof e?.message === 'string'))) return 'errors is not [{pointer, message}]';
  if (Object.keys(rest).length) return `unexpected fields ${Object.keys(rest).join(', ')}`;
  if (/at .*\.(ts|js):\d+|node_modules|SELECT |syntax error/i.test(res.body)) return 'leaks a stack or SQL';
  return null;
}
