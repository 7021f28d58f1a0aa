import { callApi } from '../../api/client';
import { getSession, updateSession } from '../../core/session/sessionStore';

export type Theme = 'light' | 'dark';

/**
 * The user's choice of theme becomes their MT_THEME (PUT users, the profile
 * call of the catalogue, which takes MT_THEME beside the names and email it
 * requires; those are sent back as the session holds them). The tab turns at
 * once; the server's answer then replaces the profile. If the call fails the
 * error reporter says why and the tab goes back to the theme the server keeps.
 */
export async function keepThemeChoice(key: string, theme: Theme): Promise<void> {
  const stored = getSession(key);
  if (!stored || stored.profile.MT_THEME === theme) return;
  const before = stored.profile.MT_THEME;
  updateSession(key, { profile: { ...stored.profile, MT_THEME: theme } });
  const { MT_FNAME = '', MT_LNAME = '', MT_EMAIL = '' } = stored.profile;
  try {
    const answer = await callApi('users.update_profile', { token: stored.token, body: { MT_FNAME, MT_LNAME, MT_EMAIL, MT_THEME: theme } });
    // Re-read: a refresh may have replaced the session while the call was out.
    const now = getSession(key);
    if (now) updateSession(key, { profile: { ...now.profile, ...answer.profile } });
  } catch {
    const now = getSession(key);
    if (now) updateSession(key, { profile: { ...now.profile, MT_THEME: before } });
  }
}
