import { NativeSelect } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import { useT } from '../../core/i18n/useT';
import { notify } from '../../core/notices/notify';
import { sessionFromAnswer } from '../../core/session/sessionFromAnswer';
import { getSession, updateSession } from '../../core/session/sessionStore';
import type { CurrentSession } from '../../core/session/types';

type Account = { cust: string; name: string };

/** A customer who may act for several accounts chooses one (POST users/switchaccount); the session's data follows it. */
export function AccountSwitch({ current }: { current: CurrentSession }) {
  const t = useT();
  const { profile } = current.session;
  const [accounts, setAccounts] = useState<Account[]>([]);
  useEffect(() => {
    if (!profile.MT_CUST) return;
    const controller = new AbortController();
    callApi('globals.account_user', {
      query: { uid: current.username, comp: current.company },
      signal: controller.signal,
    })
      .then((a) => setAccounts(a.results))
      .catch(() => setAccounts([]));
    return () => controller.abort();
  }, [current.key, current.username, current.company, profile.MT_CUST]);
  if (accounts.length < 2) return null;

  const choose = async (cust: string) => {
    try {
      const answer = await callApi('users.switch_account', {
        body: { cust, comp: current.company },
      });
      const stored = getSession(current.key);
      if (stored) updateSession(current.key, sessionFromAnswer(answer, stored.token, stored));
    } catch {
      notify({ type: 'error', title: t('Unable to modify selected account') });
    }
  };

  return (
    <NativeSelect.Root size="xs" width="auto" variant="outline">
      {/* On the brand-coloured bar: its own light field and dark text, or the choice is white on white. */}
      <NativeSelect.Field bg="bg.panel" color="fg" aria-label={t('Account')} value={profile.MT_CUST ?? ''} onChange={(e) => void choose(e.currentTarget.value)}>
        {accounts.map((a) => (
          <option key={a.cust} value={a.cust}>
            {a.cust} {a.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator color="fg" />
    </NativeSelect.Root>
  );
}
