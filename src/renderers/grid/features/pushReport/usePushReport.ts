import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice } from '../../../../core/notices/notify';
import type { GridServices } from '../../gridServices';
import { encodeConfig, type PushReportConfig } from './pushReportConfig';

const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener');

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

  const open = openTab ?? openInNewTab;
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
