import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useCurrentSession } from '../../core/session/useSessions';
import {
  cacheLanguage,
  localeOf,
  markProfileLanguageApplied,
  parseLang,
  profileLanguageAppliedFor,
  readCachedLanguage,
  resolveLanguage,
  type Lang,
} from '../../core/i18n/language';
import { loadedMessages, loadMessages, onIntlError } from './messages';
import { TranslationOverridesContext, useTranslationOverrides } from '../../core/i18n/translationOverrides';

interface LanguageState {
  lang: Lang;
  setLang: (lang: Lang) => void;
}

const LanguageContext = createContext<LanguageState>({ lang: 'en', setLang: () => {} });

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/**
 * Chooses the language (01-shell.md §4) and provides react-intl. The lang
 * query and a new session's MT_LANG apply when they appear; the switch
 * applies at once; each choice is cached for the tab.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [search] = useSearchParams();
  const queryLang = search.get('lang');
  const current = useCurrentSession();
  const key = current?.key ?? null;
  const profileLang = current?.session.profile.MT_LANG;

  const [lang, setLangState] = useState<Lang>(() =>
    resolveLanguage(queryLang, key && profileLanguageAppliedFor() !== key ? profileLang : null, readCachedLanguage()),
  );

  const setLang = useCallback((next: Lang) => {
    cacheLanguage(next);
    setLangState(next);
  }, []);

  useEffect(() => {
    const q = parseLang(queryLang);
    if (q) setLang(q);
  }, [queryLang, setLang]);

  useEffect(() => {
    if (!key || profileLanguageAppliedFor() === key) return;
    markProfileLanguageApplied(key);
    const p = parseLang(profileLang);
    if (p && !parseLang(queryLang)) setLang(p);
    // Only a newly signed-in session applies its profile language.
  }, [key]);

  useEffect(() => {
    cacheLanguage(lang);
    document.documentElement.lang = lang;
  }, [lang]);

  // The language shown is the chosen one once its messages have loaded (French is
  // fetched when first chosen): until then the page stays in the language it had,
  // or waits (a moment) when it starts in French.
  const [shown, setShown] = useState<Lang | null>(() => (loadedMessages(lang) ? lang : null));
  useEffect(() => {
    let live = true;
    loadMessages(lang).then(
      () => live && setShown(lang),
      // Without its French the page stays readable in English.
      () => live && setShown('en'),
    );
    return () => {
      live = false;
    };
  }, [lang]);

  const state = useMemo(() => ({ lang, setLang }), [lang, setLang]);
  const overrides = useTranslationOverrides(shown ?? lang);
  const messages = useMemo(() => ({ ...(shown ? loadedMessages(shown) : undefined), ...overrides }), [shown, overrides]);
  if (!shown) return null;
  return (
    <LanguageContext.Provider value={state}>
      <TranslationOverridesContext.Provider value={overrides}>
        <IntlProvider locale={localeOf(shown)} defaultLocale="en-US" messages={messages} onError={onIntlError}>
          {children}
        </IntlProvider>
      </TranslationOverridesContext.Provider>
    </LanguageContext.Provider>
  );
}
