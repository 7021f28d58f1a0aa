import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { TextField } from '../forms/TextField';
import { useT } from '../../core/i18n/useT';
import { AppLayout } from '../layout/AppLayout';
import { usePageTitle } from '../pages/usePageTitle';
import { landingPath } from '../session/sessionAccess';
import { sessionFromAnswer } from '../../core/session/sessionFromAnswer';
import { sessionKey } from '../../core/session/sessionKey';
import { openSession } from '../../core/session/sessionStore';

/**
 * /{company}/pages/SWITCHUSER: staff act as another user of their company.
 * The new session is added beside the staff member's own, which stays in the
 * browser's sessions (the login page offers to go back to it).
 */
export function SwitchUserPage() {
  const { company = '' } = useParams();
  const t = useT();
  const navigate = useNavigate();
  usePageTitle(t('Switch user'));
  const [username, setUsername] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = username.trim();
    if (!name) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await callApi('users.switch_user', {
        body: { username: name, company },
      });
      if (!answer.token) throw ApiError.coded(0, 'UNEXPECTED_ANSWER', 'Unknown');
      const session = sessionFromAnswer(answer, answer.token);
      openSession(sessionKey(answer.profile.MT_UID, company), session);
      navigate(landingPath(company, session), { replace: true });
    } catch (err) {
      setFailure(err instanceof ApiError ? err.detail : 'Unknown');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppLayout>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4" maxW="md">
          <Heading as="h1" size="2xl">
            {t('Switch user')}
          </Heading>
          <Text>{t('Work as another user of your company. Your own session stays open.')}</Text>
          <TextField label="Username" name="switch_username" value={username} onChange={setUsername} errors={failure ? [failure] : []} />
          <Button type="submit" loading={busy} disabled={!username.trim()} alignSelf="flex-start">
            {t('Switch')}
          </Button>
        </Stack>
      </form>
    </AppLayout>
  );
}
