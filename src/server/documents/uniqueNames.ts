/**
 * Document names made unique as 02-business.md §5 says: a name met again gets _1, _2, ...
 * ('Invoice', 'Invoice' -> 'Invoice', 'Invoice_1'), never colliding with a name given as such.
 */
export function uniqueNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 1; taken.has(candidate.toLowerCase()); n++) candidate = `${name}_${n}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
