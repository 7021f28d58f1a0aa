import type { FaultExample } from './ruleExamples';
import { addDays } from '../../src/shared/calendar/calendarDates';
import { holidayOn } from '../../src/shared/calendar/canadianHolidays';

/**
 * What the end-to-end tests of the reference screens (tests/e2e/formScreens.test.ts)
 * type into each form and the messages they must then see, as patches on the
 * screen's submit body. The API tests (tests/api/formRules.test.ts) send each
 * case to the same call: the server must refuse it with the same pointer and
 * message, in English and French, and the browser's validator must say it too.
 * One list drives both, so a message the browser shows is one the server gives.
 */
export interface ScreenCase {
  /** Merged into a valid body (nested objects merged, lists replaced); null clears the field. */
  patch: Record<string, unknown>;
  faults: FaultExample[];
}

export interface ScreenExamples {
  screen: string;
  call: string;
  /** Cases by round: the cases of one round touch different fields, so a browser can type them all and submit once. */
  rounds(today: string): ScreenCase[][];
}

const f = (pointer: string, en: string, fr: string): FaultExample => ({ pointer, en, fr });
const REQUIRED = ['Field is required', 'Ce champ est obligatoire'] as const;
const EMAIL = ['Invalid email address', 'Adresse courriel invalide'] as const;
const PHONE = ['Must be a 10 digit number', 'Doit être un nombre de 10 chiffres'] as const;
const MAX27 = ['Maximum 27 characters', 'Maximum 27 caractères'] as const;
const PAST = ['Date cannot be in the past', 'La date ne peut pas être dans le passé'] as const;

export const claimAdd: ScreenExamples = {
  screen: 'CLAIM-ADD',
  call: 'claims.create',
  rounds: () => [
    [
      { patch: { probill: '12345' }, faults: [f('/probill', 'Invalid Probill Number', 'Numéro de connaissement invalide')] },
      { patch: { amount: -5 }, faults: [f('/amount', 'Negative value is not allowed', 'Les valeurs négatives ne sont pas permises')] },
      { patch: { claimant_email: 'claire@' }, faults: [f('/claimant_email', ...EMAIL)] },
      { patch: { description: null }, faults: [f('/description', ...REQUIRED)] },
    ],
    [{ patch: { amount: 10.555 }, faults: [f('/amount', 'Number of decimal place allowed: 2', 'Nombre de décimales permises : 2')] }],
  ],
};

export const MTLPU_ACCESSORIALS = ['APPOINTMENT', 'CARRY_OUT', 'FLAT_DECK', 'HEATED', 'INSIDE_DELIVERY', 'OFF_HOURS', 'REEFER', 'RESIDENTIAL', 'TAILGATE'];

export const pickup: ScreenExamples = {
  screen: 'MTLPU',
  call: 'online_pickup.submit',
  rounds: (today) => [
    [
      { patch: { pickup_date: addDays(today, 15) }, faults: [f('/pickup_date', 'Pickup date cannot be more than 14 days ahead', 'La date de cueillette ne peut pas être à plus de 14 jours')] },
      { patch: { ready_time: '17:00', closing_time: '09:00' }, faults: [f('/closing_time', 'Ready time must be less than closing time', "L'heure de disponibilité doit être antérieure à l'heure de fermeture")] },
      { patch: { delivery_instructions: 'Deliver to the back door, please' }, faults: [f('/delivery_instructions', ...MAX27)] },
      { patch: { accessorials: ['APPOINTMENT', 'CARRY_OUT', 'HEATED', 'INSIDE_DELIVERY', 'RESIDENTIAL'] }, faults: [f('/accessorials', 'A maximum of four accessorials', 'Un maximum de quatre services accessoires')] },
      { patch: { cube: 3394.5 }, faults: [f('/cube', 'Total cube over 53 feet of trailer', 'Cubage total supérieur à 53 pieds de remorque')] },
      { patch: { requester: { phone: '705555123' } }, faults: [f('/requester/phone', ...PHONE)] },
      { patch: { shipper: { postal_code: 'P3A-1A1' } }, faults: [f('/shipper/postal_code', 'Invalid Postal/Zip Code', 'Code postal/ZIP invalide')] },
    ],
    [
      { patch: { pickup_date: addDays(today, -1) }, faults: [f('/pickup_date', ...PAST)] },
      { patch: { ready_time: '9:00' }, faults: [f('/ready_time', 'Time must be in 24hr format', "L'heure doit être au format 24 h")] },
      { patch: { pickup_instructions: 'Ring the bell at door four please' }, faults: [f('/pickup_instructions', ...MAX27)] },
      { patch: { accessorials: ['TAILGATE', 'FLAT_DECK'] }, faults: [f('/accessorials', 'Flat Deck cannot be combined with Reefer or with Tailgate', 'La plateforme ne peut pas être combinée avec la remorque réfrigérée ni avec le hayon')] },
      { patch: { pieces: 0 }, faults: [f('/pieces', 'Value must be greater or equal to: 1', 'La valeur doit être supérieure ou égale à : 1')] },
      { patch: { weight: 100000 }, faults: [f('/weight', 'Value must be less than or equal to: 99999', 'La valeur doit être inférieure ou égale à : 99999')] },
      { patch: { requester: { email: 'claire@' } }, faults: [f('/requester/email', ...EMAIL)] },
      { patch: { destination: { province: 'QUE' } }, faults: [f('/destination/province', 'Invalid format', 'Format invalide')] },
    ],
    [
      { patch: { ready_time: '15:30', closing_time: '16:00' }, faults: [f('/closing_time', 'Times must be at least an hour apart', "Les heures doivent être espacées d'au moins une heure")] },
      { patch: { shipper: { company: null } }, faults: [f('/shipper/company', ...REQUIRED)] },
    ],
  ],
};

/** The first holiday from today up to 14 days ahead (when a pickup may be booked), if any. */
export function holidayWithinPickupWindow(today: string): string | undefined {
  for (let i = 0; i <= 14; i++) if (holidayOn(addDays(today, i))) return addDays(today, i);
  return undefined;
}

/** A pickup on a holiday: refused whenever one falls in the window (the e2e test sets the browser's clock so one does). */
export function holidayCase(today: string): ScreenCase | undefined {
  const day = holidayWithinPickupWindow(today);
  return day === undefined ? undefined : { patch: { pickup_date: day }, faults: [f('/pickup_date', 'Pickup date cannot be a holiday', 'La date de cueillette ne peut pas être un jour férié')] };
}

export const userAdd: ScreenExamples = {
  screen: 'UA-ADD',
  call: 'users.user_create',
  rounds: () => [
    [
      { patch: { email: 'gail@' }, faults: [f('/email', ...EMAIL)] },
      { patch: { desk_phone: '416555010' }, faults: [f('/desk_phone', ...PHONE)] },
      { patch: { password: 'Fr!ght2026' }, faults: [f('/password', 'Password must be 12 to 100 characters long', 'Le mot de passe doit compter de 12 à 100 caractères')] },
    ],
    [
      { patch: { password: 'freight!portal2026' }, faults: [f('/password', 'Password needs an upper-case letter', 'Le mot de passe doit contenir une majuscule')] },
      { patch: { mobile: '555' }, faults: [f('/mobile', ...PHONE)] },
    ],
    [{ patch: { uid: 'Gail_Brown2026', password: 'Gail_Brown2026' }, faults: [f('/password', 'Password cannot be the username', "Le mot de passe ne peut pas être le nom d'utilisateur")] }],
  ],
};

export const announcementAdd: ScreenExamples = {
  screen: 'ANO-ADD',
  call: 'announcements.create',
  rounds: () => [
    [
      { patch: { title: null }, faults: [f('/title', ...REQUIRED)] },
      { patch: { start_date: '2030-06-10', end_date: '2030-06-01' }, faults: [f('/end_date', 'Ending Date must be later than Starting Date', 'La date de fin doit être postérieure à la date de début')] },
    ],
  ],
};

export const screenExamples: ScreenExamples[] = [claimAdd, pickup, userAdd, announcementAdd];
