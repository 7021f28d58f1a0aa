import shellFr from './fr.json';
import coreFr from '../../core/i18n/fr.json';
import validationFr from '../../shared/validation/fr.json';
import rulesFr from '../../shared/rules/fr.json';
import renderersFr from '../../renderers/fr.json';

/** Every French string of the browser, keyed by its English text (a chunk of its own, loaded for French only). */
export const frMessages: Readonly<Record<string, string>> = { ...validationFr, ...rulesFr, ...coreFr, ...renderersFr, ...shellFr };
