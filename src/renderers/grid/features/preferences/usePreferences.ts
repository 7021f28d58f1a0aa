import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Notice } from '../../../../core/notices/notify';
import type { GridColumn } from '../../gridDefinition';
import type { GridServices } from '../../gridServices';
import { defaultPrefs, fromServer, samePrefs, toServer, type Prefs } from './tablePrefs';

export const SAVE_PREFS_ERROR = 'Error saving grid preferences';
export const NO_CHANGES = 'No Changes Detected';
export const RESET_ERROR = 'Error';

export interface PreferencesFeature extends Prefs {
  /** True while the saved preferences load: the first page waits for them. */
  loading: boolean;
  saving: boolean;
  /** Changes some preferences and saves them (rows per page, separator, columns). */
  update: (patch: Partial<Prefs>) => void;
  /** The preferences dialog's Save: 'No Changes Detected' when nothing differs. */
  apply: (next: Prefs) => void;
  reset: () => void;
  defaults: Prefs;
}

export interface PreferencesOptions {
  columns: readonly GridColumn[];
  pageSize: number | undefined;
  /** The data source path: preferences belong to it and the screen. */
  api: string;
  cmid: string;
  signedIn: boolean;
  services: Pick<GridServices, 'loadPrefs' | 'savePrefs' | 'resetPrefs'>;
  notify: (n: Notice) => void;
  t: (english: string, values?: Record<string, string | number>) => string;
}

/**
 * Grid preferences kept on the server per user, data source and screen
 * (02-business.md §7): loaded on mount, saved on each change, reset on demand;
 * only when signed in (§6), otherwise they hold for this visit only.
 */
export function usePreferences({ columns, pageSize, api, cmid, signedIn, services, notify, t }: PreferencesOptions): PreferencesFeature {
  const defaults = useMemo(() => defaultPrefs(columns, pageSize), [columns, pageSize]);
  // Keyed by the data source: a new source starts from its defaults and loads its own.
  const [state, setState] = useState({ api, prefs: defaults, loading: signedIn });
  const current = state.api === api ? state : { api, prefs: defaults, loading: signedIn };
  const [saving, setSaving] = useState(0);
  const latest = useRef(current.prefs);
  latest.current = current.prefs;
  // Notices follow the language without reloading the preferences.
  const say = useRef({ notify, t });
  say.current = { notify, t };

  useEffect(() => {
    setState({ api, prefs: defaults, loading: signedIn });
    if (!signedIn) return;
    let live = true;
    services.loadPrefs(api, cmid).then(
      // A transition, like the rows: the columns they choose are drawn in slices.
      (saved) => live && startTransition(() => setState({ api, prefs: fromServer(saved, defaults), loading: false })),
      (err: unknown) => {
        if (!live) return;
        setState({ api, prefs: defaults, loading: false });
        say.current.notify({ type: 'error', title: say.current.t((err as Error)?.message || 'Error occurred') });
      },
    );
    return () => {
      live = false;
    };
  }, [api, cmid, signedIn, defaults, services]);

  const save = useCallback(
    (prefs: Prefs) => {
      setState({ api, prefs, loading: false });
      if (!signedIn) return;
      setSaving((n) => n + 1);
      services
        .savePrefs(toServer(prefs, api, cmid))
        .then(
          (answer) => {
            if (!answer?.[0]?.status?.includes('Success'))
              say.current.notify({ type: 'error', title: say.current.t(SAVE_PREFS_ERROR), description: answer?.[0]?.detail });
          },
          (err: unknown) => say.current.notify({ type: 'error', title: say.current.t(SAVE_PREFS_ERROR), description: (err as Error)?.message }),
        )
        .finally(() => setSaving((n) => n - 1));
    },
    [api, cmid, signedIn, services],
  );

  const update = useCallback((patch: Partial<Prefs>) => save({ ...latest.current, ...patch }), [save]);
  const apply = useCallback(
    (next: Prefs) => {
      if (samePrefs(next, latest.current)) say.current.notify({ type: 'info', title: say.current.t(NO_CHANGES) });
      else save(next);
    },
    [save],
  );
  const reset = useCallback(() => {
    if (!signedIn) {
      setState({ api, prefs: defaults, loading: false });
      return;
    }
    setSaving((n) => n + 1);
    services
      .resetPrefs(api, cmid)
      .then(
        () => setState({ api, prefs: defaults, loading: false }),
        () => say.current.notify({ type: 'error', title: say.current.t(RESET_ERROR) }),
      )
      .finally(() => setSaving((n) => n - 1));
  }, [api, cmid, signedIn, defaults, services]);

  return { ...current.prefs, loading: current.loading, saving: saving > 0, update, apply, reset, defaults };
}
