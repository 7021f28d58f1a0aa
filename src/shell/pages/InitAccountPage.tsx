import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { FormCard } from '../forms/FormCard';
import { byPointer, NewPasswordFields, passwordPairOk } from '../forms/NewPasswordFields';
import { TextField } from '../forms/TextField';
import { useT } from '../../core/i18n/useT';
import { landingPath } from '../session/sessionAccess';
import { updateSession } from '../../core/session/sessionStore';
import { useCompanySession } from '../../core/session/useSessions';

/**
 * /{company}/pages/init-account: where a login with status 4 lands (any other
 * route signs the user out). The profile and a new password under the policy;
 * the server checks both again and ends status 4.
 */
export function InitAccountPage() {
  const { company = '' } = useParams();
  const t = useT();
  const navigate = useNavigate();
  const current = useCompanySession(company);
  const profile = current?.session.profile;
  const [first, setFirst] = useState(profile?.MT_FNAME ?? '');
  const [last, setLast] = useState(profile?.MT_LNAME ?? '');
  const [email, setEmail] = useState(profile?.MT_EMAIL ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!current) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!first.trim() || !last.trim() || !email.trim() || !currentPassword || !passwordPairOk(password, confirmation, current.username))
      return;
    setBusy(true);
    setFailure(null);
    try {
      const body = {
        MT_FNAME: first.trim(),
        MT_LNAME: last.trim(),
        MT_EMAIL: email.trim(),
        current_password: currentPassword,
        new_password: password,
        confirm_password: confirmation,
      };
      const answer = await callApi('users.update_profile', { body });
      const session = {
        ...current.session,
        loginStatus: answer.status,
        profile: answer.profile,
      };
      updateSession(current.key, {
        loginStatus: answer.status,
        profile: answer.profile,
      });
      navigate(landingPath(company, session), { replace: true });
    } catch (err) {
      setTried(false);
      if (err instanceof ApiError && err.errors.length) setServerErrors(byPointer(err.errors));
      else setFailure(err instanceof ApiError ? err.detail : 'Unknown');
    } finally {
      setBusy(false);
    }
  };

  const required = (v: string) => (tried && !v.trim() ? ['Field is required'] : []);
  return (
    <FormCard title={t('A new password is required')} alert={failure ? { status: 'error', text: t(failure) } : null}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <TextField label="First name" name="first_name" value={first} onChange={setFirst} errors={required(first)} maxLength={30} />
          <TextField label="Last name" name="last_name" value={last} onChange={setLast} errors={required(last)} maxLength={30} />
          <TextField
            label="Email"
            name="email"
            type="email"
            value={email}
            onChange={setEmail}
            errors={[...required(email), ...(serverErrors['/MT_EMAIL'] ?? [])]}
            maxLength={120}
          />
          <TextField
            label="Current password"
            name="current_password"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={setCurrentPassword}
            errors={required(currentPassword)}
          />
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            username={current.username}
            showProblems={tried}
            serverErrors={serverErrors}
          />
          <HStack justify="space-between">
            <Button variant="ghost" onClick={() => navigate(`/${company}/logout`)}>
              {t('Sign out')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('Save')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormCard>
  );
}
