/**
 * The path opened after a save, with the named parameters of the form's own
 * query appended: where the user came from travels on to the next screen
 * (BOL2_edit?isFromOLP=1 saves, then opens BOL2_finalized?bolID=..&isFromOLP=1).
 */
export function withKeptQuery(path: string, names: readonly string[] | undefined, search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names ?? []) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  const extra = kept.toString();
  if (!extra) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${extra}`;
}
