import { describe, expect, it } from 'vitest';
import { portalFormats } from './formats';
import { fillPlaceholders, messageFor } from './messages';
import fr from './fr.json';

/** The generic input rules of 02-business.md §5: each format's valid and invalid examples, and each keyword's message in both languages. */
const FORMATS: Record<string, { valid: string[]; invalid: string[] }> = {
  email: { valid: ['ann@example.ca', 'a.b+c@sub.example.com'], invalid: ['ann@', 'ann example.ca', '@example.ca', 'ann@example'] },
  probill: { valid: ['1000000007'], invalid: ['123456789', '12345678901', '10000000a7'] },
  postal: { valid: ['P3A 1A1', 'p3a1a1', 'P3A', '12345', '12345-6789'], invalid: ['P3A-1A1', 'P3A 1A', '1234', '123456', '12345-678', 'PP3 1A1'] },
  phone: { valid: ['7055551234'], invalid: ['705555123', '705-555-1234', '(705) 5551234'] },
  date: { valid: ['2026-12-18', '2026-02-28', '0001-01-01', '0010-05-05', '0100-05-05', '1000-05-05', '9999-12-31', '2000-02-29', '0400-02-29', '0004-02-29'], invalid: ['2026/12/18', '18-12-2026', '2026-13-01', '2026-12-32', '26-12-18', '0000-01-01', '0000-02-29', '0000-12-31', '1900-02-29'] },
  datetime: { valid: ['2026-12-18 10:30', '2026-12-18T23:59:59Z'], invalid: ['2026-12-18 24:00', '2026-12-18', '2026-12-18 9:30', '0000-01-01 10:30'] },
  time: { valid: ['00:00', '23:59', '08:15:30'], invalid: ['24:00', '9:30', '12:60', '7 PM'] },
  'positive-integer': { valid: ['1', '+42', '1000'], invalid: ['0', '007', '-3', '1.5', ''] },
};

describe('the portal formats', () => {
  for (const [name, { valid, invalid }] of Object.entries(FORMATS)) {
    it(`${name}: accepts ${valid.join(', ')}; refuses ${invalid.join(', ')}`, () => {
      expect(valid.filter((v) => !portalFormats[name]!.test(v))).toEqual([]);
      expect(invalid.filter((v) => portalFormats[name]!.test(v))).toEqual([]);
    });
  }
});

describe('the generic messages, English and French', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['required', { missingProperty: 'x' }, 'Field is required', 'Ce champ est obligatoire'],
    ['minLength', { limit: 1 }, 'Field is required', 'Ce champ est obligatoire'],
    ['type', { type: 'number' }, 'Value must be number', 'La valeur doit être un nombre'],
    ['multipleOf', { multipleOf: 0.01 }, 'Number of decimal place allowed: 2', 'Nombre de décimales permises : 2'],
    ['minimum', { limit: 5 }, 'Value must be greater or equal to: 5', 'La valeur doit être supérieure ou égale à : 5'],
    ['maximum', { limit: 80 }, 'Value must be less than or equal to: 80', 'La valeur doit être inférieure ou égale à : 80'],
    ['minimum', { limit: 0 }, 'Negative value is not allowed', 'Les valeurs négatives ne sont pas permises'],
    ['format', { format: 'email' }, 'Invalid email address', 'Adresse courriel invalide'],
    ['format', { format: 'phone' }, 'Must be a 10 digit number', 'Doit être un nombre de 10 chiffres'],
    ['format', { format: 'postal' }, 'Invalid Postal/Zip Code', 'Code postal/ZIP invalide'],
    ['format', { format: 'date' }, 'Invalid date format. Valid format is: YYYY-MM-DD', 'Format de date invalide. Le format valide est : YYYY-MM-DD'],
    ['format', { format: 'datetime' }, 'Invalid date format. Valid format is: YYYY-MM-DD HH:mm', 'Format de date invalide. Le format valide est : YYYY-MM-DD HH:mm'],
    ['format', { format: 'time' }, 'Time must be in 24hr format', "L'heure doit être au format 24 h"],
    ['format', { format: 'positive-integer' }, 'Must be a positive number', 'Doit être un nombre positif'],
  ];
  it.each(cases)('%s %j: %s', (keyword, params, en, french) => {
    const { message, values } = messageFor({ keyword, instancePath: '', params });
    expect(fillPlaceholders(message, values)).toBe(en);
    expect(fillPlaceholders((fr as Record<string, string>)[message]!, values)).toBe(french);
  });
});
