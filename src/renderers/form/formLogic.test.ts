import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '../../shared/validation/messages';
import { loadBodySchema, translateUiSchema } from './formSchema';
import { loadCallBody, makeTransformErrors } from './formValidator';
import { recordName } from './savedRecord';
import { toServerErrors } from './serverErrors';

const t = (s: string, v?: Record<string, string | number>) => fillPlaceholders(s, v);

describe('form schema and uiSchema', () => {
  it('takes the body schema of the submit call from the catalogue', async () => {
    expect((await loadBodySchema('POST claims'))?.required).toContain('probill');
    expect(await loadBodySchema('POST nowhere')).toBeUndefined();
    expect(await loadBodySchema('GET claims')).toBeUndefined();
  });
  it('translates ui texts and sets the submit label', () => {
    const ui = translateUiSchema({ a: { 'ui:title': 'Email', 'ui:widget': 'email' } }, (s) => `fr:${s}`, 'Submit claim');
    expect(ui).toEqual({ a: { 'ui:title': 'fr:Email', 'ui:widget': 'email' }, 'ui:submitButtonOptions': { submitText: 'fr:Submit claim' } });
    expect(translateUiSchema({}, (s) => s)['ui:submitButtonOptions']).toEqual({ submitText: 'Save' });
  });
});

describe('browser validation messages', () => {
  const messages = async (data: object) => {
    const { schema, validator } = (await loadCallBody('claims.create'))!;
    const { errors } = validator.validateFormData(data, schema, undefined, makeTransformErrors(t));
    // rjsf writes '.field' for most errors and 'field' for required ones.
    return Object.fromEntries(errors.map((e) => [e.property?.replace(/^\./, ''), e.message]));
  };
  it('gives the spec messages, the same the server sends, from the precompiled validator', async () => {
    expect(await messages({ probill: '12', amount: 1.234, claimant_email: 'x@', description: 'd' })).toEqual({
      probill: 'Invalid Probill Number',
      amount: 'Number of decimal place allowed: 2',
      claimant_email: 'Invalid email address',
    });
    expect(await messages({ probill: '1234567890', amount: -1, claimant_email: 'a@b.ca' })).toEqual({
      amount: 'Negative value is not allowed',
      description: 'Field is required',
    });
  });
});

describe('saved records and server errors', () => {
  it('names a saved record by its identifying field', () => {
    expect(recordName({ id: 3, claim_number: 'CL-1' })).toBe('CL-1');
    expect(recordName({ name: 'x', id: 3 })).toBe('3');
    expect(recordName({ a: 1, code: 'Z' }, 'code')).toBe('Z');
    expect(recordName({ a: 1 })).toBeUndefined();
  });
  it('places 400 errors by JSON pointer, translated', () => {
    const out = toServerErrors(
      [
        { pointer: '/probill', message: 'Invalid Probill Number' },
        { pointer: '/address/postal', message: 'Invalid Postal/Zip Code' },
        { pointer: '/', message: 'Maximum {1} characters', values: { 1: 5 } },
      ],
      t,
    );
    expect(out.fields).toEqual({ probill: { __errors: ['Invalid Probill Number'] }, address: { postal: { __errors: ['Invalid Postal/Zip Code'] } } });
    expect(out.form).toEqual(['Maximum 5 characters']);
  });
});
