import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callApi } from '../../api/client';
import { DEFAULT_COMPANY, companyCodeOf } from '../companies';
import { FormCard } from '../forms/FormCard';
import { TextField } from '../forms/TextField';
import { useT } from '../../core/i18n/useT';
import { notify } from '../../core/notices/notify';
import { SERVICES, type Service } from './services';

/**
 * /online-quoting-activation and /rapid-bol-activation: the six-digit code makes the account active.
 * The mailed link carries the user and the code (?username=&code=), so following it leaves one click.
 */
export function ActivationPage({ service }: { service: Service }) {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queried = search.get('company')?.toUpperCase();
  // A created company (CO-ADD) as well as the five brands: the server decides whether it is one.
  const company = companyCodeOf(queried) ?? DEFAULT_COMPANY;
  const [username, setUsername] = useState(search.get('username') ?? '');
  const [code, setCode] = useState(search.get('code') ?? '');
  const [alert, setAlert] = useState<{
    status: 'error' | 'info';
    text: string;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const name = username.trim();

  const activate = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const answer = await callApi('users.activate', {
        body: { username: name, company, code: code.trim() },
      });
      if (!answer.success)
        return setAlert({
          status: 'error',
          text: t(answer.detail ?? 'Verification failed'),
        });
      notify({
        type: 'success',
        title: t('Your account is active. Please sign in.'),
      });
      navigate(`/${company}/login?username=${encodeURIComponent(name)}`, { replace: true });
    } catch {
      setAlert({ status: 'error', text: t('Verification failed') });
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      const answer = await callApi('users.send_activation_code', {
        body: { username: name, company },
      });
      setAlert(
        answer.sent
          ? {
              status: 'info',
              text: t('A new code was sent to {1}.', {
                1: answer.sent_to ?? '',
              }),
            }
          : { status: 'error', text: t('No code can be sent to this user.') },
      );
    } catch {
      setAlert({ status: 'error', text: t('Unable to send the email') });
    }
  };

  return (
    <FormCard title={`${t(SERVICES[service].title)}: ${t('Activate your account')}`} alert={alert}>
      <form onSubmit={(e) => void activate(e)} noValidate>
        <Stack gap="4">
          <TextField label="Username" name="username" autoComplete="username" value={username} onChange={setUsername} />
          <TextField
            label="Activation code"
            name="code"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
          />
          <HStack justify="space-between">
            <Button variant="ghost" disabled={!name} onClick={() => void resend()}>
              {t('Send a new code')}
            </Button>
            <Button type="submit" loading={busy} disabled={!name || !/^\d{6}$/.test(code.trim())}>
              {t('Activate')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormCard>
  );
}
