/** A flag of the route's query as the old portal wrote them: 1, true, Y. */
const flag = (v: string | null) => !!v && /^(1|true|y|yes)$/i.test(v);

/** Where BOL2_finalized was opened from: an online quote (isFromOLP), a pickup being booked (isFromPickup). */
export function arrivedFrom(search: URLSearchParams): { quote: boolean; pickup: boolean } {
  return { quote: flag(search.get('isFromOLP')), pickup: flag(search.get('isFromPickup')) };
}
