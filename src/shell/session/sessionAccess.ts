import type { Group, Session } from '../../core/session/types';

export function selectedGroupOf(session: Session): Group | null {
  return session.groups.find((g) => g.id === session.selectedGroup) ?? session.groups[0] ?? null;
}

/** The local half of the route check (01-shell.md §6): the cmid is on the user's menus. */
export function holdsMenu(session: Session, cmid: string): boolean {
  if (session.profile.MT_TYPE === 'ADMIN') return true;
  const group = selectedGroupOf(session);
  return !!group?.menulist.some((entry) => entry.items.some((item) => item.CMCID === cmid));
}

/** Where a session starts: its group's landing page, or the company home. */
export function landingPath(company: string, session: Session): string {
  if (session.loginStatus === 4) return `/${company}/pages/init-account`;
  const page = selectedGroupOf(session)?.landingPage;
  if (!page || page.toUpperCase() === 'HOME') return `/${company}/home`;
  return `/${company}/pages/${encodeURIComponent(page)}`;
}
