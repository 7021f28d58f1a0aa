import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { useT } from '../../core/i18n/useT';
import { completeLogin } from '../session/completeLogin';

/** Username and password for one company; on success, on to the redirect or the landing page. */
export function LoginForm({ company }: { company: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const name = username.trim();
      // token: null, so a session of another user in this tab is not sent along.
      const answer = await callApi('users.login', {
        body: { username: name, company, password },
        token: null,
      });
      const next = completeLogin(company, name, answer, search.get('redirect'));
      if (next) return navigate(next, { replace: true });
      setFailure('Unknown');
    } catch (err) {
      setFailure(err instanceof ApiError && err.detail ? err.detail : 'Unknown');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="4">
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('Logging in failed')}</Alert.Title>
              <Alert.Description>{t(failure)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Field.Root required>
          <Field.Label>{t('Username')}</Field.Label>
          <Input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('Password')}</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field.Root>
        <Button type="submit" loading={busy} disabled={!username.trim() || !password}>
          {t('Sign in')}
        </Button>
      </Stack>
    </form>
  );
}
