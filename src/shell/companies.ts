/** The five company brands of the group (01-shell.md §1). Codes appear upper case in URLs. */
export const COMPANIES = ['MANITOULIN', 'NEARNORTHCUSTOMS', 'DRC', 'MGF', 'MULTIMODAL'] as const;
export type CompanyCode = (typeof COMPANIES)[number];

export const DEFAULT_COMPANY: CompanyCode = 'MANITOULIN';

export function isCompany(code: string | null | undefined): code is CompanyCode {
  return (COMPANIES as readonly string[]).includes(code ?? '');
}

/**
 * A company code as URLs carry it: upper-case letters. Besides the five brands, administrators
 * create companies (CO-ADD); the server decides whether such a code is one.
 */
export function companyCodeOf(value: string | null | undefined): string | null {
  const code = (value ?? '').toUpperCase();
  return /^[A-Z]{2,30}$/.test(code) ? code : null;
}

/** The company named by a path's first segment, when it names one exactly. */
export function companyOfPath(pathname: string): CompanyCode | null {
  const first = pathname.split('/')[1] ?? '';
  return isCompany(first) ? first : null;
}
