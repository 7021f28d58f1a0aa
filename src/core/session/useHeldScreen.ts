import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import { holdsMenu } from './menuHolds';
import { useCurrentSession } from './useSessions';

/**
 * The screen, when the user may open it, else null: a link is offered only to
 * its holders. As the route check (01-shell.md §6): the menus the session
 * holds settle it at once, else the server's answer to globals/access/cmid.
 */
export function useHeldScreen(cmid: string | undefined): string | null {
  const current = useCurrentSession();
  const local = !!cmid && !!current && holdsMenu(current.session, cmid);
  const [held, setHeld] = useState<string | null>(null);
  useEffect(() => {
    if (!cmid || local) return;
    let live = true;
    callApi('globals.access_cmid', { query: { cmid } }).then(
      (a) => live && setHeld(a.access === true ? cmid : null),
      () => live && setHeld(null),
    );
    return () => {
      live = false;
    };
  }, [cmid, local]);
  if (local) return cmid;
  // A held answer for another cmid (the prop changed) is not this one's.
  return held === cmid ? held : null;
}
