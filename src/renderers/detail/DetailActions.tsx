import { useState, type ReactNode } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { request } from '../../api/client';
import { notify } from '../../core/notices/notify';
import { useT } from '../../core/i18n/useT';
import { useHeldScreen } from '../../core/session/useHeldScreen';
import { appPath, fillLink, templateParams } from '../links';
import type { DetailAction } from './detailDefinition';
import { offersDetailAction } from './offersDetailAction';

type Row = Record<string, unknown>;

/** A call's path parameters from the record's fields of the same names. */
function paramsOf(call: string, record: Row): Record<string, string> {
  return Object.fromEntries(templateParams(call).map((name) => [name, String(record[name] ?? '')]));
}

/** Shows its child only to holders of `cmid` (the server's access answer), and nothing until that answer. */
function Held({ cmid, children }: { cmid: string; children: ReactNode }) {
  return useHeldScreen(cmid) ? children : null;
}

/**
 * What can be done next with a record: links to other screens, and calls made on it with their notice; an action that
 * `requires` a menu id only for its holders, one with a `condition` only when the record meets it.
 */
export function DetailActions({ actions, record, company }: { actions: DetailAction[]; record: Row; company: string }) {
  const t = useT();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (action: DetailAction) => {
    setBusy(action.label);
    try {
      // Not silent: a refusal is shown by the client's error reporter, in the server's words.
      await request(action.call!, { params: paramsOf(action.call!, record) });
      if (action.success) notify({ type: 'success', title: t(action.success) });
    } catch {
      // Reported by the client already.
    } finally {
      setBusy(null);
    }
  };
  return (
    <HStack gap="2" wrap="wrap">
      {actions.filter((a) => offersDetailAction(a, record)).map((a) => {
        const button = a.to ? (
          <Button key={a.label} asChild size="sm" variant="outline">
            <RouterLink to={appPath(company, fillLink(a.to, record))}>{t(a.label)}</RouterLink>
          </Button>
        ) : (
          <Button key={a.label} size="sm" variant="outline" loading={busy === a.label} onClick={() => void run(a)}>
            {t(a.label)}
          </Button>
        );
        return a.requires ? (
          <Held key={a.label} cmid={a.requires}>
            {button}
          </Held>
        ) : (
          button
        );
      })}
    </HStack>
  );
}
