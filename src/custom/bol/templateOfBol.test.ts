import { describe, expect, it } from 'vitest';
import { templateOfBol } from './templateOfBol';
import { arrivalQuery, arrivedFrom } from './arrivedFrom';

describe('a BOL kept as a template', () => {
  it('keeps parties, items and services without the ship date, the quote or empty values', () => {
    const party = { name: 'Côté', address: '1 Rue', address2: null, city: 'Montreal', province: 'QC', postal_code: 'H2Y 1H3', country: 'CA', contact: null, phone: '5145550000', email: null, account_number: null };
    const bol = { bol_id: 9, status: 'finalized', probill: '5100000001', customer_account: '100001', created_by: 'customer', saved_at: '', finalized_at: null, flag_reason: null, pickup_number: null, ship_date: '2026-12-01', shipper: party, consignee: party, third_party: null, bill_to: 'shipper', bill_to_party: null, references: ['PO-1'], purchase_order: null, items: [{ pieces: 1, weight: 10, description: 'Box', class: null, nmfc: '51740', package_code: null, length: null, width: null, height: null, dimension_unit: null, cube: null, un_number: null, packing_group: null, hazard_class: null, special_provisions: null }], accessorials: [], declared_value: null, special_instructions: null, emergency_phone: null, quote_number: 'Q-1' };
    const data = templateOfBol(bol as never);
    expect(data).toEqual({ shipper: { name: 'Côté', address: '1 Rue', city: 'Montreal', province: 'QC', postal_code: 'H2Y 1H3', country: 'CA', phone: '5145550000' }, consignee: { name: 'Côté', address: '1 Rue', city: 'Montreal', province: 'QC', postal_code: 'H2Y 1H3', country: 'CA', phone: '5145550000' }, bill_to: 'shipper', references: ['PO-1'], items: [{ pieces: 1, weight: 10, description: 'Box', nmfc: '51740' }], accessorials: [] });
  });

  it("reads where BOL2_finalized was opened from, as the old portal's flags are written", () => {
    expect(arrivedFrom(new URLSearchParams('bolID=3&isFromOLP=true&isFromPickup=0'))).toEqual({ quote: true, pickup: false });
    expect(arrivedFrom(new URLSearchParams('isFromPickup=Y'))).toEqual({ quote: false, pickup: true });
    expect(arrivalQuery(new URLSearchParams('bolID=3&isFromOLP=1&dateSaved=x'))).toBe('?isFromOLP=1');
    expect(arrivalQuery(new URLSearchParams('bolID=3'))).toBe('');
    expect(arrivedFrom(new URLSearchParams('bolID=3'))).toEqual({ quote: false, pickup: false });
  });
});
