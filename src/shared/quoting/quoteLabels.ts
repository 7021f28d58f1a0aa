/**
 * English labels of a quote's coded values (charge codes, accessorials,
 * services), shared by the quoting flow and the quote PDF; each side turns
 * them into French through its own translations.
 */
export const CHARGE_LABELS: Record<string, string> = {
  FREIGHT: 'Freight charge',
  MINIMUM: 'Minimum charge',
  FUEL: 'Fuel surcharge',
  APPOINTMENT: 'Delivery by appointment',
  CARRY_OUT: 'Carry-out',
  FLAT_DECK: 'Flat deck',
  HEATED: 'Heated service',
  INSIDE_DELIVERY: 'Inside delivery',
  OFF_HOURS: 'Off-hours service',
  REEFER: 'Reefer',
  RESIDENTIAL: 'Residential delivery',
  TAILGATE: 'Tailgate',
  GUARANTEED_NOON: 'Guaranteed by noon',
  GUARANTEED_4PM: 'Guaranteed by 4 PM',
  VALUATION: 'Valuation charge',
  CONGESTION_ORIGIN: 'Congestion surcharge at origin',
  CONGESTION_DESTINATION: 'Congestion surcharge at destination',
};

/** The accessorials a quote may ask for, in the order the form shows them. */
export const ACCESSORIALS = ['APPOINTMENT', 'CARRY_OUT', 'FLAT_DECK', 'HEATED', 'INSIDE_DELIVERY', 'OFF_HOURS', 'REEFER', 'RESIDENTIAL', 'TAILGATE'] as const;

export const SERVICE_LABELS: Record<string, string> = { none: 'Standard', noon: 'Guaranteed by noon', '4pm': 'Guaranteed by 4 PM' };

export const FREIGHT_CLASSES = ['50', '55', '60', '65', '70', '77.5', '85', '92.5', '100', '110', '125', '150', '175', '200', '250', '300', '400', '500'] as const;

export const chargeLabel = (code: string, description: string) => CHARGE_LABELS[code] ?? description;
