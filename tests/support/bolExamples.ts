import { addDays, portalToday } from '../../src/shared/calendar/calendarDates';

/** A bill of lading every rule accepts: two lines, one of dangerous goods, French names. */
const party = (name: string, city: string, province: string, postal: string) => ({ name, address: '12 Rue Principale', city, province, postal_code: postal, country: 'CA', contact: 'Élise Côté', phone: '5145550000' });

export const validBol = () => ({
  ship_date: addDays(portalToday(), 1),
  shipper: party('Quincaillerie Sudbury', 'Sudbury', 'ON', 'P3A 1A1'),
  consignee: party('Épicerie Montréal', 'Montreal', 'QC', 'H2X 1Y4'),
  bill_to: 'shipper',
  references: ['PO-1001', 'Ref 2'],
  items: [
    { pieces: 3, weight: 450, class: '70', description: 'Hardware, boxed', cube: 40 },
    { pieces: 1, weight: 200, description: 'Paint', un_number: 'UN1263', packing_group: 'II', hazard_class: '3' },
  ],
  accessorials: ['TAILGATE'],
  declared_value: 1000,
});

