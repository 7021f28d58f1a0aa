/** The two limited-access services with their own access and activation pages (01-shell.md §2.2). */
export type Service = 'online_quoting' | 'rapid_bol';

export const SERVICES: Record<Service, { base: string; title: string }> = {
  online_quoting: { base: 'online-quoting', title: 'Online quoting' },
  rapid_bol: { base: 'rapid-bol', title: 'Rapid bill of lading' },
};

/** {hasAccount} of /…-access/{hasAccount}: yes, true or 1 mean the visitor has a customer account. */
export function parseHasAccount(raw: string | undefined): boolean | null {
  if (raw === undefined) return null;
  const v = raw.toLowerCase();
  if (['yes', 'true', '1', 'y'].includes(v)) return true;
  if (['no', 'false', '0', 'n'].includes(v)) return false;
  return null;
}
