import sharedFr from '../shared/validation/fr.json' with { type: 'json' };
import serverFr from './fr.json' with { type: 'json' };
import rulesFr from '../shared/rules/fr.json' with { type: 'json' };
import { fillPlaceholders } from '../shared/validation/messages';

export type Lang = 'en' | 'fr';

const fr: Record<string, string> = { ...sharedFr, ...rulesFr, ...serverFr };

/** The caller's language from Accept-Language, as the shell sends it (fr or en-us). */
export function langOf(acceptLanguage: string | undefined): Lang {
  return /^\s*fr\b/i.test(acceptLanguage ?? '') ? 'fr' : 'en';
}

/**
 * A server message in the caller's language: the English text is the key (as
 * in the browser), a missing French falls back to it, then {1}, {2}... are filled.
 */
export function serverMessage(english: string, lang: Lang, values?: Record<string, string | number>): string {
  return fillPlaceholders(lang === 'fr' ? (fr[english] ?? english) : english, values);
}

export function hasFrench(english: string): boolean {
  return english in fr;
}
