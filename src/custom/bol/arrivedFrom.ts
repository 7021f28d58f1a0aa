/** A flag of the route's query as the old portal wrote them: 1, true, Y. */
const flag = (v: string | null) => !!v && /^(1|true|y|yes)$/i.test(v);

/** Where BOL2_finalized was opened from: an online quote (isFromOLP), a pickup being booked (isFromPickup). */
export function arrivedFrom(search: URLSearchParams): { quote: boolean; pickup: boolean } {
  return { quote: flag(search.get('isFromOLP')), pickup: flag(search.get('isFromPickup')) };
}

/** The same flags as a query to pass on (the draft's Edit link keeps them through the next save). */
export function arrivalQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ['isFromOLP', 'isFromPickup']) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
