import { describe, expect, it } from 'vitest';
import { entriesOf, labelOf, picked, withoutEmpty } from './pickValues';

describe('what a pick puts into the value it fills', () => {
  const entry = { id: 4, code: 'FROMAGEJ8X', name: 'Fromagerie Belle-Rive', address: '22 Rue Principale', address2: null, city: 'Gatineau', province: 'QC', postal_code: 'J8X 2K1', country: 'CA', phone: '', updated_at: '2026-11-26T10:00:00Z' };
  const party = ['name', 'address', 'address2', 'city', 'province', 'postal_code', 'country', 'contact', 'phone', 'save_to_address_book'];

  it("takes an entry's fields the value's schema has, leaves its empty ones out and keeps what it does not say", () => {
    const current = { name: 'Old', city: 'Sudbury', contact: 'Élise', save_to_address_book: true };
    expect(picked(current, entry, {}, party)).toEqual({ name: 'Fromagerie Belle-Rive', address: '22 Rue Principale', city: 'Gatineau', province: 'QC', postal_code: 'J8X 2K1', country: 'CA', contact: 'Élise', save_to_address_book: true });
  });

  it('renames by a fill map, and empties what the map names but the entry leaves empty', () => {
    const product = { id: 2, description: 'Paint, latex', class: '55', nmfc: '149980-2', un_number: null };
    const item = { pieces: 2, weight: 400, description: 'Old', un_number: 'UN1263', packing_group: 'II' };
    expect(picked(item, product, { fill: { description: 'description', class: 'class', nmfc: 'nmfc', un_number: 'un_number' } }, [])).toEqual({ pieces: 2, weight: 400, description: 'Paint, latex', class: '55', nmfc: '149980-2', packing_group: 'II' });
  });

  it("takes one field of an entry as the value (a template's data), nulls left out at any depth", () => {
    const template = { id: 1, name: 'Weekly', data: { consignee: { name: 'Côté', address2: null }, items: [{ pieces: 2, class: null }], quote_number: null } };
    expect(picked({ ship_date: '2026-12-01' }, template, { value: 'data' }, ['ship_date', 'consignee', 'items', 'quote_number'])).toEqual({ ship_date: '2026-12-01', consignee: { name: 'Côté' }, items: [{ pieces: 2 }] });
    expect(withoutEmpty([{ a: null, b: '' }, 3])).toEqual([{}, 3]);
  });

  it('lists the entries of a grid answer or of a plain list, labelled by their non-empty fields', () => {
    expect(entriesOf({ results: [entry], count: 1 }, 'results')).toEqual([entry]);
    expect(entriesOf([entry, 'x'], undefined)).toEqual([entry]);
    expect(entriesOf(undefined, 'results')).toEqual([]);
    expect(labelOf(entry, ['name', 'address2', 'city', 'province'])).toBe('Fromagerie Belle-Rive, Gatineau, QC');
  });
});
