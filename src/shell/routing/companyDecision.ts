import { DEFAULT_COMPANY, isCompany, type CompanyCode } from '../companies';
import { brands, type Brand } from '../themes/brands';

/**
 * What the shell knows of the company code in a URL: one of the five built-in
 * brands, a company created on the server (CO-ADD) shown in the default
 * brand's look under its own name, or no company at all.
 */
export type CompanyDecision =
  | { kind: 'brand'; code: CompanyCode; brandCode: CompanyCode; brand: Brand }
  | { kind: 'server'; code: string; brandCode: CompanyCode; brand: Brand }
  | { kind: 'unknown' };

/** The server's public facts of one company (globals.company), or null when it has none. */
export type CompanyLookup = (code: string) => Promise<{ code: string; name: string; phone: string } | null>;

/** The decision for a built-in brand, without any call: their pages must not wait on the server. */
export function builtInDecision(code: string | undefined): CompanyDecision | null {
  return isCompany(code) ? { kind: 'brand', code, brandCode: code, brand: brands[code] } : null;
}

/** Built-in brands first; any other code is a company only if the server says so. */
export async function decideCompany(code: string | undefined, lookup: CompanyLookup): Promise<CompanyDecision> {
  const builtIn = builtInDecision(code);
  if (builtIn) return builtIn;
  // Codes are upper case in URLs (01-shell.md §1); the catalogue pattern is letters only.
  if (!code || !/^[A-Z]{1,30}$/.test(code)) return { kind: 'unknown' };
  const row = await lookup(code);
  if (!row || row.code.toUpperCase() !== code) return { kind: 'unknown' };
  const brand: Brand = { ...brands[DEFAULT_COMPANY], name: row.name, phone: row.phone || brands[DEFAULT_COMPANY].phone };
  return { kind: 'server', code, brandCode: DEFAULT_COMPANY, brand };
}
