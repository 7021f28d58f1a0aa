import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice } from '../../../../core/notices/notify';
import type { GridServices } from '../../gridServices';
import { encodeConfig, type PushReportConfig } from './pushReportConfig';

/**
 * A new tab that keeps this tab's session. The session this tab works with is in sessionStorage
 * (01-shell.md §9: per browser session), which the browser copies into a tab opened by window.open
 * only when it keeps its opener: with 'noopener' the tab starts with an empty sessionStorage, has no
 * current session and lands on the sign-in page instead of the form. So it is opened with its opener,
 * copying the session, and the opener is cut at once (what 'noopener' was for).
 */
export function openInNewTab(url: string, open: typeof window.open = window.open.bind(window)): Window | null {
  const tab = open(url, '_blank');
  if (tab) tab.opener = null;
  return tab;
}

export const CANNOT_CREATE = 'This pushreport cannot be created';
export const CANNOT_LIST = 'Cannot view push report list';

export interface PushReportFeature {
  enabled: boolean;
  /** Push reports already made on this data source; null until known. */
  count: number | null;
  add: () => void;
  list: () => void;
}

export interface PushReportOptions {
  enabled: boolean;
  company: string;
  cmid: string | undefined;
  apiUrl: string;
  config: () => PushReportConfig;
  services: Pick<GridServices, 'pushReportCount'>;
  notify: (n: Notice) => void;
  t: (english: string) => string;
  openTab?: (url: string) => Window | null;
}

/**
 * The push-report control (02-business.md §2 Push reports): a badge with the
 * count of push reports on this data source; PUSHREPORT_ADD (with the base64
 * configuration) and the PUSHREPORT list open in a new tab with query cmid.
 */
export function usePushReport({ enabled, company, cmid, apiUrl, config, services, notify, t, openTab }: PushReportOptions): PushReportFeature {
  const [count, setCount] = useState<number | null>(null);
  const failed = useRef(false);
  // Read when clicked: the configuration follows the query without changing the callbacks.
  const latestConfig = useRef(config);
  latestConfig.current = config;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    services.pushReportCount(apiUrl).then(
      (n) => live && setCount(n),
      () => {
        failed.current = true;
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, apiUrl, services]);

  const open = openTab ?? ((url: string) => openInNewTab(url));
  const add = useCallback(() => {
    if (!cmid) return notify({ type: 'error', title: t(CANNOT_CREATE) });
    const data = encodeConfig(latestConfig.current());
    open(`/${company}/pages/PUSHREPORT_ADD?cmid=${encodeURIComponent(cmid)}&data=${encodeURIComponent(data)}`);
  }, [cmid, company, notify, t, open]);
  // A refused count means the list cannot be read either.
  const list = useCallback(() => {
    if (failed.current || !cmid) return notify({ type: 'error', title: t(CANNOT_LIST) });
    open(`/${company}/pages/PUSHREPORT?cmid=${encodeURIComponent(cmid)}`);
  }, [cmid, company, notify, t, open]);

  return { enabled, count, add, list };
}
