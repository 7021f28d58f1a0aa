import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { DEFAULT_COMPANY, companyCodeOf } from '../companies';
import { FormCard } from '../forms/FormCard';
import { byPointer, NewPasswordFields, passwordPairOk } from '../forms/NewPasswordFields';
import { TextField } from '../forms/TextField';
import { completeLogin } from '../session/completeLogin';
import { useT } from '../../core/i18n/useT';
import { notify } from '../../core/notices/notify';
import { SERVICES, type Service } from './services';

/**
 * /online-quoting-activation and /rapid-bol-activation: the six-digit code makes the account active and
 * sets its password, then signs the new user in (their landing page: the quote). The mailed link carries
 * the user and the code (?username=&code=), so following it leaves the password to choose.
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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [alert, setAlert] = useState<{
    status: 'error' | 'info';
    text: string;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const name = username.trim();

  /** Signs the activated user in; should that fail, the sign-in page with their name. */
  const signIn = async () => {
    try {
      const answer = await callApi('users.login', { body: { username: name, company, password }, token: null });
      const next = completeLogin(company, name, answer, null);
      if (next) return navigate(next, { replace: true });
    } catch {
      /* the sign-in page says why */
    }
    notify({ type: 'success', title: t('Your account is active. Please sign in.') });
    navigate(`/${company}/login?username=${encodeURIComponent(name)}`, { replace: true });
  };

  const activate = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setServerErrors({});
    if (!passwordPairOk(password, confirmation, name)) return;
    setBusy(true);
    try {
      const answer = await callApi('users.activate', {
        body: { username: name, company, code: code.trim(), password, confirm_password: confirmation },
      });
      if (!answer.success)
        return setAlert({
          status: 'error',
          text: t(answer.detail ?? 'Verification failed'),
        });
      await signIn();
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) setServerErrors(byPointer(err.errors));
      else setAlert({ status: 'error', text: t(err instanceof ApiError ? err.detail : 'Verification failed') });
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
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            username={name}
            showProblems={tried}
            serverErrors={serverErrors}
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
