import type { Lang } from '../../core/i18n/language';

/** The languages of the EN/FR switches (the header's LanguageSwitch, the sign-in page's LoginLanguageSwitch). */
export const LANGUAGE_CHOICES: { lang: Lang; code: string; label: string }[] = [
  { lang: 'en', code: 'EN', label: 'English' },
  { lang: 'fr', code: 'FR', label: 'French' },
];
