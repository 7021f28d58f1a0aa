import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import { holdsMenu } from './menuHolds';
import { useCurrentSession } from './useSessions';

/**
 * Whether the user may open the screen: true or false once known, undefined
 * while the server is asked or without a cmid. As the route
 * check (01-shell.md §6): the menus the session holds settle it at once, else
 * the server's answer to globals/access/cmid.
 */
export function useScreenHold(cmid: string | undefined): boolean | undefined {
  const current = useCurrentSession();
  const local = !!cmid && !!current && holdsMenu(current.session, cmid);
  const ask = !!cmid && !local;
  const [answer, setAnswer] = useState<{ cmid: string; held: boolean } | null>(null);
  useEffect(() => {
    if (!ask || !cmid) return;
    let live = true;
    callApi('globals.access_cmid', { query: { cmid } }).then(
      (a) => live && setAnswer({ cmid, held: a.access === true }),
      () => live && setAnswer({ cmid, held: false }),
    );
    return () => {
      live = false;
    };
  }, [cmid, ask]);
  if (local) return true;
  // An answer for another cmid (the prop changed) is not this one's.
  return ask && answer?.cmid === cmid ? answer.held : undefined;
}

/** The screen, when the user may open it, else null (also while unknown): a link is offered only to its holders. */
export function useHeldScreen(cmid: string | undefined): string | null {
  return useScreenHold(cmid) === true ? cmid! : null;
}
