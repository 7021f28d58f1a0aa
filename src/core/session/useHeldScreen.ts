import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';

/**
 * The screen, when the user may open it (the server's answer to
 * globals/access/cmid), else null: a link is offered only to its holders.
 */
export function useHeldScreen(cmid: string | undefined): string | null {
  const [held, setHeld] = useState<string | null>(null);
  useEffect(() => {
    if (!cmid) return;
    let live = true;
    callApi('globals.access_cmid', { query: { cmid } }).then(
      (a) => live && setHeld(a.access === true ? cmid : null),
      () => live && setHeld(null),
    );
    return () => {
      live = false;
    };
  }, [cmid]);
  return held;
}
