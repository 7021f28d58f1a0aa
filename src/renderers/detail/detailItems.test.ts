import { describe, expect, it } from 'vitest';
import { loadBodySchema } from '../form/formSchema';
import { formDataOf, startingValues } from '../form/recordToForm';
import { detailItems, formDetailFields, sections, valueAt } from './detailItems';
import mtlpu from '../../../screens/MTLPU.json';
import uaAdd from '../../../screens/UA-ADD.json';

describe('the detail view of a form definition', () => {
  it('takes the form’s fields in its order, a nested object as a section, each drawn as its input suggests', async () => {
    const fields = formDetailFields((await loadBodySchema(mtlpu.submit))!, mtlpu.uiSchema);
    const byField = Object.fromEntries(fields.map((f) => [f.field, f]));
    expect(fields.slice(0, 4).map((f) => f.field)).toEqual(['account_number', 'pickup_date', 'ready_time', 'closing_time']);
    expect(byField['shipper.postal_code']).toEqual({ field: 'shipper.postal_code', label: 'Postal/Zip code', section: 'Pickup location', cell: 'string' });
    expect(byField['requester.phone']!.cell).toBe('phone');
    expect(byField.pickup_date!.cell).toBe('date');
    expect(byField.dangerous_goods!.cell).toBe('boolean');
    expect(byField.probills).toBeUndefined();
  });

  it('never shows a password back', async () => {
    const fields = formDetailFields((await loadBodySchema(uaAdd.submit))!, uaAdd.uiSchema);
    expect(fields.map((f) => f.field)).not.toContain('password');
    expect(fields.map((f) => f.field)).not.toContain('company');
  });

  it('reads dotted paths and lists, and groups adjacent sections', () => {
    expect(valueAt({ shipper: { city: 'Sudbury' } }, 'shipper.city')).toBe('Sudbury');
    expect(valueAt({ accessorials: ['REEFER', 'HEATED'] }, 'accessorials')).toBe('REEFER, HEATED');
    const items = detailItems(
      [
        { field: 'a', label: 'A' },
        { field: 'b', label: 'B', section: 'S' },
        { field: 'c', label: 'C', section: 'S' },
      ],
      { a: 1, b: 2, c: 3 },
    );
    expect(sections(items).map((s) => [s.title, s.items.length])).toEqual([
      [undefined, 1],
      ['S', 2],
    ]);
  });
});

describe('a loaded record as form data', () => {
  it('keeps only the body’s fields, without nulls, nested objects included', async () => {
    const schema = (await loadBodySchema(mtlpu.submit))!;
    const data = formDataOf(schema, { pickup_number: 'PU1', status: 'New', pieces: 3, cube: null, shipper: { city: 'Sudbury', dock: null, extra: 1 }, created_at: 'x' });
    expect(data).toEqual({ pieces: 3, shipper: { city: 'Sudbury' } });
  });

  it('fills {company} in the add intent’s starting values', () => {
    expect(startingValues({ company: '{company}', language: 'en', nested: { c: ['{company}'] } }, 'DRC')).toEqual({ company: 'DRC', language: 'en', nested: { c: ['DRC'] } });
    expect(startingValues(undefined, 'DRC')).toEqual({});
  });
});
