/** A stored text as one of the values the catalogue allows, or null for any other. */
export function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | null {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : null;
}
