import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { safeRedirect } from '../routing/safeRedirect';
import { landingPath } from '../session/sessionAccess';
import { splitSessionKey } from '../../core/session/sessionKey';
import { setCurrentSessionKey } from '../../core/session/sessionStore';
import { useSessionSnapshot } from '../../core/session/useSessions';

/**
 * The sessions this browser already holds for the company: the user can go
 * on with one of them instead of signing in again (several sessions may be
 * open at once, one per user and company).
 */
export function StoredSessions({ company }: { company: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { sessions } = useSessionSnapshot();
  const mine = Object.entries(sessions).filter(([key, s]) => splitSessionKey(key).company === company && s.loginStatus === 0);
  if (mine.length === 0) return null;

  return (
    <Stack gap="2" mb="4">
      {mine.map(([key, session]) => (
        <HStack key={key} justify="space-between" fontSize="sm">
          <Text>
            {t('You are signed in as {1}.', {
              1: splitSessionKey(key).username,
            })}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              setCurrentSessionKey(key);
              navigate(safeRedirect(search.get('redirect')) ?? landingPath(company, session), { replace: true });
            }}
          >
            {t('Continue')}
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
