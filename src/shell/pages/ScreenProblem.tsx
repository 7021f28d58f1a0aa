import { Alert, List, Code } from '@chakra-ui/react';
import type { FieldMessage } from '../../shared/validation/messages';
import { useT } from '../../core/i18n/useT';

type Problem =
  | { phase: 'not-found'; cmid: string }
  | { phase: 'invalid'; cmid: string; detail: string; errors: FieldMessage[] }
  | { phase: 'failed'; cmid: string; detail: string };

/** A screen that cannot be shown, said plainly: which one and why. */
export function ScreenProblem(problem: Problem) {
  const t = useT();
  const title =
    problem.phase === 'not-found'
      ? t('Not found')
      : problem.phase === 'invalid'
        ? t('The screen definition {1} is invalid', { 1: problem.cmid })
        : t('The screen {1} could not be loaded', { 1: problem.cmid });
  return (
    <Alert.Root status={problem.phase === 'not-found' ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          {problem.phase === 'not-found' ? t('No screen is defined for {1}.', { 1: problem.cmid }) : t(problem.detail)}
          {problem.phase === 'invalid' && problem.errors.length > 0 && (
            <List.Root mt="2" gap="1">
              {problem.errors.map((e, i) => (
                <List.Item key={`${e.pointer}-${i}`}>
                  <Code>{e.pointer || '/'}</Code> {t(e.message, e.values)}
                </List.Item>
              ))}
            </List.Root>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
