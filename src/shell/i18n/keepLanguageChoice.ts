import { callApi } from '../../api/client';
import { getSession, updateSession } from '../../core/session/sessionStore';
import type { Lang } from '../../core/i18n/language';

/**
 * A signed-in user's choice on the EN/FR switch becomes their MT_LANG
 * (PUT users/switchlang), on the server and in the stored session, so the
 * next sign-in, on any browser, opens in it. The call is silent: if it
 * fails, the tab keeps the choice and only the next sign-in does not.
 */
export async function keepLanguageChoice(key: string, lang: Lang): Promise<void> {
  const stored = getSession(key);
  if (!stored || stored.profile.MT_LANG === lang) return;
  try {
    const { MT_LANG } = await callApi('users.switch_lang', { token: stored.token, body: { lang } });
    // Re-read: a refresh may have replaced the profile while the call was out.
    const now = getSession(key);
    if (now) updateSession(key, { profile: { ...now.profile, MT_LANG } });
  } catch {
    // Silent by the catalogue: nothing to show, the tab's choice stands.
  }
}
