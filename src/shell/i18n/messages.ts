import shellFr from './fr.json';
import coreFr from '../../core/i18n/fr.json';
import validationFr from '../../shared/validation/fr.json';
import rulesFr from '../../shared/rules/fr.json';
import renderersFr from '../../renderers/fr.json';
import { ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import type { Lang } from '../../core/i18n/language';

/** Every French string of the browser, keyed by its English text. */
export const frMessages: Readonly<Record<string, string>> = { ...validationFr, ...rulesFr, ...coreFr, ...renderersFr, ...shellFr };

export function messagesFor(lang: Lang): Readonly<Record<string, string>> {
  // English needs no table: the English text is the id and the default message.
  return lang === 'fr' ? frMessages : {};
}

/**
 * A missing French string falls back to the English text by design
 * (01-shell.md §9), so that case is not an error; the others are.
 */
export const onIntlError: NonNullable<IntlConfig['onError']> = (err) => {
  if (err.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(err);
};
