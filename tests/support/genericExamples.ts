import type { FaultExample } from './ruleExamples';

/**
 * The generic input rules of 02-business.md §5 (required, number, decimals,
 * minimum, maximum, negative, email, telephone, postal/zip, date, datetime,
 * time), as patches on real catalogue bodies and the message each must give,
 * in English and French. The schema says them; these examples check that the
 * server and the browser's precompiled validators say the same.
 */
export interface GenericExample {
  call: string;
  /** Merged into the call's valid body; null deletes the field. */
  patch: Record<string, unknown>;
  /** Faults expected; empty when the patch is valid. */
  faults: FaultExample[];
}

const REQUIRED = ['Field is required', 'Ce champ est obligatoire'] as const;
const f = (pointer: string, en: string, fr: string): FaultExample => ({ pointer, en, fr });
const postal = (code: string, ok: boolean): GenericExample => ({
  call: 'online_pickup.submit',
  patch: { shipper: { postal_code: code } },
  faults: ok ? [] : [f('/shipper/postal_code', 'Invalid Postal/Zip Code', 'Code postal/ZIP invalide')],
});

export const genericExamples: GenericExample[] = [
  { call: 'claims.create', patch: { probill: null, description: null }, faults: [f('/probill', ...REQUIRED), f('/description', ...REQUIRED)] },
  { call: 'claims.create', patch: { description: '' }, faults: [f('/description', ...REQUIRED)] },
  { call: 'claims.create', patch: { amount: 'abc' }, faults: [f('/amount', 'Value must be number', 'La valeur doit être un nombre')] },
  { call: 'claims.create', patch: { amount: 1.234 }, faults: [f('/amount', 'Number of decimal place allowed: 2', 'Nombre de décimales permises : 2')] },
  { call: 'claims.create', patch: { amount: -1 }, faults: [f('/amount', 'Negative value is not allowed', 'Les valeurs négatives ne sont pas permises')] },
  { call: 'claims.create', patch: { amount: 10000000 }, faults: [f('/amount', 'Value must be less than or equal to: 9999999.99', 'La valeur doit être inférieure ou égale à : 9999999.99')] },
  { call: 'claims.create', patch: { claimant_email: 'ann@' }, faults: [f('/claimant_email', 'Invalid email address', 'Adresse courriel invalide')] },
  { call: 'claims.create', patch: { probill: '123456789' }, faults: [f('/probill', 'Invalid Probill Number', 'Numéro de connaissement invalide')] },
  { call: 'online_pickup.submit', patch: { pieces: 0 }, faults: [f('/pieces', 'Value must be greater or equal to: 1', 'La valeur doit être supérieure ou égale à : 1')] },
  { call: 'online_pickup.submit', patch: { requester: { phone: '705555123' } }, faults: [f('/requester/phone', 'Must be a 10 digit number', 'Doit être un nombre de 10 chiffres')] },
  { call: 'online_pickup.submit', patch: { requester: { phone: '7055551234' } }, faults: [] },
  postal('P3A 1A1', true),
  postal('P3A1A1', true),
  postal('P3A', true),
  postal('12345', true),
  postal('12345-6789', true),
  postal('P3A-1A1', false),
  postal('1234', false),
  postal('P3A 1A', false),
  {
    call: 'online_pickup.submit',
    patch: { pickup_date: '2026/12/21' },
    faults: [f('/pickup_date', 'Invalid date format. Valid format is: YYYY-MM-DD', 'Format de date invalide. Le format valide est : YYYY-MM-DD')],
  },
  { call: 'online_pickup.submit', patch: { ready_time: '9:00' }, faults: [f('/ready_time', 'Time must be in 24hr format', "L'heure doit être au format 24 h")] },
  { call: 'online_pickup.submit', patch: { ready_time: '08:00:30', closing_time: '17:00' }, faults: [] },
  {
    call: 'emergency_road.create',
    patch: { reported_at: '2026-12-18 25:00' },
    faults: [f('/reported_at', 'Invalid date format. Valid format is: YYYY-MM-DD HH:mm', 'Format de date invalide. Le format valide est : YYYY-MM-DD HH:mm')],
  },
  { call: 'emergency_road.create', patch: { reported_at: '2026-12-18 23:15' }, faults: [] },
  { call: 'emergency_road.create', patch: { labour_rate: 80.5 }, faults: [f('/labour_rate', 'Value must be less than or equal to: 80', 'La valeur doit être inférieure ou égale à : 80')] },
];
