import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { FormCard } from '../forms/FormCard';
import { TextField } from '../forms/TextField';
import { useT } from '../../core/i18n/useT';
import { useReset, useResetCompany } from './resetContext';

/**
 * /reset-password?company=: by a code mailed to the user's address, or (on to
 * security-check) by the user's security questions.
 */
export function ResetPasswordStart() {
  const t = useT();
  const navigate = useNavigate();
  const company = useResetCompany();
  const { setVerified } = useReset();
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null | undefined>(undefined);
  const [alert, setAlert] = useState<{
    status: 'error' | 'success' | 'info';
    text: string;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const name = username.trim();

  const sendCode = async () => {
    setBusy(true);
    try {
      const answer = await callApi('passwordreset.send_code', {
        body: { username: name, company, channel: 'email' },
      });
      setSentTo(answer.sent_to ?? null);
      setAlert({
        status: 'info',
        text: answer.sent_to
          ? t('A code was sent to {1}.', { 1: answer.sent_to })
          : t('If the user exists, a code was sent to its email address.'),
      });
    } catch (err) {
      setAlert({
        status: 'error',
        text: t(err instanceof ApiError ? err.detail : 'Unable to send the email'),
      });
    } finally {
      setBusy(false);
    }
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const answer = await callApi('passwordreset.verify_code', {
        body: { username: name, company, code: code.trim() },
      });
      if (answer.verified && answer.reset_token) {
        setVerified(name, answer.reset_token);
        return navigate(`set?company=${company}`);
      }
      setAlert({
        status: 'error',
        text: answer.attempts_left
          ? t('Verification failed. Attempts left: {1}', {
              1: answer.attempts_left,
            })
          : t('Verification failed'),
      });
      if (!answer.attempts_left) navigate(`error?company=${company}`);
    } catch {
      navigate(`error?company=${company}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormCard title={t('Reset password')} alert={alert}>
      <form onSubmit={(e) => void verify(e)} noValidate>
        <Stack gap="4">
          <TextField label="Username" name="username" autoComplete="username" value={username} onChange={setUsername} />
          <HStack gap="2" wrap="wrap">
            <Button onClick={() => void sendCode()} disabled={!name || busy} variant="solid">
              {t('Email me a code')}
            </Button>
            <Button
              variant="outline"
              disabled={!name}
              onClick={() => navigate(`security-check?company=${company}&username=${encodeURIComponent(name)}`)}
            >
              {t('Answer my security questions')}
            </Button>
          </HStack>
          {sentTo !== undefined && (
            <>
              <TextField
                label="Verification code"
                name="code"
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                value={code}
                onChange={setCode}
              />
              <Button type="submit" loading={busy} disabled={!/^\d{6}$/.test(code.trim())}>
                {t('Verify')}
              </Button>
            </>
          )}
          <Text fontSize="sm">
            <Link asChild color="brand.fg">
              <RouterLink to={`/${company}/login`}>{t('Back to sign in')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </FormCard>
  );
}
