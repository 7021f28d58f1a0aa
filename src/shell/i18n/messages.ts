import { ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import type { Lang } from '../../core/i18n/language';

type Messages = Readonly<Record<string, string>>;

/** English needs no table: the English text is the id and the default message. */
const ENGLISH: Messages = Object.freeze({});

let french: Messages | undefined;
let loadingFrench: Promise<Messages> | undefined;

/** The messages of a language when they are already loaded (English always is). */
export function loadedMessages(lang: Lang): Messages | undefined {
  return lang === 'fr' ? french : ENGLISH;
}

/**
 * The messages of a language. French (some 9 KB gzip) is a chunk of its own,
 * loaded when French is first shown, so that an English page does not load it.
 */
export function loadMessages(lang: Lang): Promise<Messages> {
  if (lang !== 'fr') return Promise.resolve(ENGLISH);
  loadingFrench ??= import('./frMessages').then(
    (m) => (french = m.frMessages),
    (err: unknown) => {
      loadingFrench = undefined;
      throw err;
    },
  );
  return loadingFrench;
}

/**
 * A missing French string falls back to the English text by design
 * (01-shell.md §9), so that case is not an error; the others are.
 */
export const onIntlError: NonNullable<IntlConfig['onError']> = (err) => {
  if (err.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(err);
};
