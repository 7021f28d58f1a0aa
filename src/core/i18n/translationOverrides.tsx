import { createContext, useContext } from 'react';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import type { Lang } from './language';

type Messages = Readonly<Record<string, string>>;
const NONE: Messages = Object.freeze({});

/** The administered overrides of the current language, for scopes that layer their own strings (TranslationsScope). */
export const TranslationOverridesContext = createContext<Messages>(NONE);

export function useTranslationOverridesContext(): Messages {
  return useContext(TranslationOverridesContext);
}

/**
 * The translations administered on TRANS-UPDATE (languages.bundle), keyed by
 * the English text. They win over the built-in catalogues and the screen
 * definitions' own French, so an edited text is what every user sees. Until
 * they arrive, or when the call fails, the built-in strings apply: a missing
 * bundle must never keep the portal (or its sign-in page) from showing.
 */
export function useTranslationOverrides(lang: Lang): Messages {
  const code = lang === 'fr' ? 'fr' : 'en-us';
  const { data } = useSWR(['languages.bundle', code], () => callApi('languages.bundle', { params: { code } }).catch(() => null), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  return (data?.messages as Messages | undefined) ?? NONE;
}
