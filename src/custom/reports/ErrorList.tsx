import { Alert, List } from '@chakra-ui/react';
import { ApiError } from '../../api/ApiError';
import { useT } from '../../core/i18n/useT';

/** A refusal of the server shown with its field messages (already in the caller's language). */
export function ErrorList({ error }: { error: unknown }) {
  const t = useT();
  if (!error) return null;
  const api = error instanceof ApiError ? error : null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{api?.detail ?? t('Unexpected error')}</Alert.Title>
        {!!api?.errors.length && (
          <List.Root>
            {api.errors.map((e) => (
              <List.Item key={e.pointer + e.message} data-pointer={e.pointer}>
                {e.message}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
