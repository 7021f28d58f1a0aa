import type { Session } from '../../core/session/types';
import { selectedGroupOf } from '../../core/session/menuHolds';

// Kept in core so the custom flows can offer an action only to its holders (useHeldScreen).
export { holdsMenu, selectedGroupOf } from '../../core/session/menuHolds';

/** Where a session starts: its group's landing page, or the company home. */
export function landingPath(company: string, session: Session): string {
  if (session.loginStatus === 4) return `/${company}/pages/init-account`;
  const page = selectedGroupOf(session)?.landingPage;
  if (!page || page.toUpperCase() === 'HOME') return `/${company}/home`;
  return `/${company}/pages/${encodeURIComponent(page)}`;
}
