import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { FormCard } from '../forms/FormCard';
import { byPointer, NewPasswordFields, passwordPairOk } from '../forms/NewPasswordFields';
import { useT } from '../../core/i18n/useT';
import { notify } from '../../core/notices/notify';
import { useReset, useResetCompany } from './resetContext';

/** /reset-password/set: the new password, for a visitor who passed a verification (else back to the start). */
export function SetPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const company = useResetCompany();
  const { username, token } = useReset();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  if (!token) return <Navigate to={`/reset-password?company=${company}`} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!passwordPairOk(password, confirmation, username)) return;
    setBusy(true);
    try {
      await callApi('passwordreset.change_password', {
        body: {
          username,
          company,
          reset_token: token,
          password,
          confirm_password: confirmation,
        },
      });
      notify({
        type: 'success',
        title: t('Your password has been changed. Please sign in.'),
      });
      navigate(`/${company}/login`, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) {
        setTried(false);
        return setServerErrors(byPointer(err.errors));
      }
      navigate(`/reset-password/error?company=${company}`, { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormCard title={t('Set a new password')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            username={username}
            showProblems={tried}
            serverErrors={serverErrors}
          />
          <Button type="submit" loading={busy}>
            {t('Change password')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
