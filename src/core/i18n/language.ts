export type Lang = 'en' | 'fr';

/** The cached choice of this tab (01-shell.md §9: language is kept per browser session). */
const CACHED_LANG_KEY = 'freightPortal.lang';
/** The session whose profile language was last applied, so a reload keeps a later choice. */
const APPLIED_FOR_KEY = 'freightPortal.langAppliedFor';

/** Reads 'fr', 'FR', 'fr-CA', 'French', 'F' and the like; anything else is no choice. */
export function parseLang(value: string | null | undefined): Lang | null {
  const v = (value ?? '').trim().toLowerCase();
  if (v === 'f' || v.startsWith('fr')) return 'fr';
  if (v === 'e' || v.startsWith('en')) return 'en';
  return null;
}

/** 01-shell.md §4: the lang query, then the user's MT_LANG, then the cached language. */
export function resolveLanguage(query: string | null, profileLang: string | null | undefined, cached: string | null): Lang {
  return parseLang(query) ?? parseLang(profileLang) ?? parseLang(cached) ?? 'en';
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readCachedLanguage(): string | null {
  return storage()?.getItem(CACHED_LANG_KEY) ?? null;
}

export function cacheLanguage(lang: Lang): void {
  storage()?.setItem(CACHED_LANG_KEY, lang);
}

export function profileLanguageAppliedFor(): string | null {
  return storage()?.getItem(APPLIED_FOR_KEY) ?? null;
}

export function markProfileLanguageApplied(sessionKey: string): void {
  storage()?.setItem(APPLIED_FOR_KEY, sessionKey);
}

export function localeOf(lang: Lang): string {
  return lang === 'fr' ? 'fr-CA' : 'en-US';
}
