export interface Choice {
  value: unknown;
  label: string;
}

/** The selected choice's index as the option value of a native select ('' for none). */
export function indexOf(choices: readonly Choice[], value: unknown): string {
  const i = choices.findIndex((c) => c.value === value);
  return i < 0 ? '' : String(i);
}
