import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import type { CallTypes } from '../../api/generated/types';

export type MenuState = CallTypes['users.top_side_menu']['response'];

const DEFAULT_STATE: MenuState = { top_menu: null, side_expanded: true, expanded_menus: [] };

/**
 * The signed-in user's menu state, kept on the server (GET/PUT
 * users/top_side_menu) so a hidden side menu stays hidden at the next
 * sign-in, on any browser. Until it has loaded the defaults apply; a change
 * shows at once and is saved in the background (a silent call: a failed save
 * only means the next sign-in does not remember it).
 */
export function useMenuState(sessionKey: string): [MenuState, (patch: Partial<MenuState>) => void] {
  const [state, setState] = useState<MenuState>(DEFAULT_STATE);

  useEffect(() => {
    const controller = new AbortController();
    setState(DEFAULT_STATE);
    callApi('users.top_side_menu', { signal: controller.signal })
      .then((saved) => {
        if (!controller.signal.aborted) setState(saved);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [sessionKey]);

  const change = useCallback((patch: Partial<MenuState>) => {
    setState((before) => {
      const next = { ...before, ...patch };
      void callApi('users.save_top_side_menu', { body: next }).catch(() => undefined);
      return next;
    });
  }, []);

  return [state, change];
}
