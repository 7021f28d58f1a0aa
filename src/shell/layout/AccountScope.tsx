import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { CurrentSession } from '../../core/session/types';

/**
 * Whose data a page shows: the signed-in session and the customer account it
 * acts for (the account switch in the header changes it).
 */
export function accountScopeOf(current: CurrentSession | null): string {
  return current ? `${current.key}|${current.session.profile.MT_CUST ?? ''}` : '';
}

/**
 * The page under the header, started anew when the account changes: every
 * open screen (grid pages, records, options) forgets what it loaded for the
 * previous account and asks again, and SWR caches are per account, so a
 * record cached for one account is never shown, even briefly, under another.
 * Done here once rather than in each renderer, which need not know about it.
 */
export function AccountScope({ scope, children }: { scope: string; children: ReactNode }) {
  // The key remounts the whole subtree, the cache provider with it.
  return (
    <SWRConfig key={scope} value={{ provider: () => new Map() }}>
      {children}
    </SWRConfig>
  );
}
