import { createContext, useContext, useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import type { Lang } from './language';

type Messages = Readonly<Record<string, string>>;
const NONE: Messages = Object.freeze({});

/** The administered overrides of the current language, for scopes that layer their own strings (TranslationsScope). */
export const TranslationOverridesContext = createContext<Messages>(NONE);

export function useTranslationOverridesContext(): Messages {
  return useContext(TranslationOverridesContext);
}

/** The last answer for each bundle code, kept for the page's life (a remount shows it at once). */
const answers = new Map<string, Messages>();
/** A tab coming back into focus asks again, at most this often. */
const REFRESH_MS = 5000;

/**
 * The translations administered on TRANS-UPDATE (languages.bundle), keyed by
 * the English text. They win over the built-in catalogues and the screen
 * definitions' own French, so an edited text is what every user sees. Until
 * they arrive, or when the call fails, the built-in strings apply: a missing
 * bundle must never keep the portal (or its sign-in page) from showing. Asked
 * again when the tab comes back into focus. (A plain effect rather than SWR:
 * the sign-in page would load SWR for this call alone.)
 */
export function useTranslationOverrides(lang: Lang): Messages {
  const code = lang === 'fr' ? 'fr' : 'en-us';
  const [, setAnswered] = useState(0);
  useEffect(() => {
    let live = true;
    let asked = 0;
    const ask = () => {
      if (Date.now() - asked < REFRESH_MS) return;
      asked = Date.now();
      // Any failure, thrown or answered, leaves the built-in strings.
      void Promise.resolve()
        .then(() => callApi('languages.bundle', { params: { code } }))
        // A missing or odd answer (a test's stubbed client, a proxy's page) counts as a failure too.
        .then((answer) => ((answer as { messages?: Messages } | undefined)?.messages ?? NONE))
        .catch(() => NONE)
        .then((messages) => {
          answers.set(code, messages);
          if (live) setAnswered((n) => n + 1);
        });
    };
    const askWhenShown = () => document.visibilityState === 'visible' && ask();
    ask();
    window.addEventListener('focus', ask);
    document.addEventListener('visibilitychange', askWhenShown);
    return () => {
      live = false;
      window.removeEventListener('focus', ask);
      document.removeEventListener('visibilitychange', askWhenShown);
    };
  }, [code]);
  return answers.get(code) ?? NONE;
}
