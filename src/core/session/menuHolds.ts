import type { Group, Session } from './types';

/** The group the session works in: the one chosen, else its first. */
export function selectedGroupOf(session: Session): Group | null {
  return session.groups.find((g) => g.id === session.selectedGroup) ?? session.groups[0] ?? null;
}

/**
 * The local half of the route check (01-shell.md §6): the cmid is on the
 * menus of the group the user works in (an administrator holds every one).
 * False is not a refusal: the server may still open it (globals/access/cmid).
 */
export function holdsMenu(session: Session, cmid: string): boolean {
  if (session.profile.MT_TYPE === 'ADMIN') return true;
  const group = selectedGroupOf(session);
  return !!group?.menulist.some((entry) => entry.items.some((item) => item.CMCID === cmid));
}
