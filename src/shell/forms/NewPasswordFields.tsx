import { List, Stack, Text } from '@chakra-ui/react';
import { newPasswordProblems, PASSWORD_SPECIALS } from '../../shared/rules/password';
import { useT } from '../../core/i18n/useT';
import { TextField } from './TextField';

interface Props {
  password: string;
  confirmation: string;
  onPassword: (v: string) => void;
  onConfirmation: (v: string) => void;
  username?: string;
  /** Show the broken rules (after a first submit, or as the user types). */
  showProblems: boolean;
  /** Field messages the server answered, by pointer. */
  serverErrors?: Record<string, string[]>;
}

const SPECIALS = [...PASSWORD_SPECIALS].join(' ');

/** The new password and its confirmation, checked by the shared policy as the user types. */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  username = '',
  showProblems,
  serverErrors = {},
}: Props) {
  const t = useT();
  const problems = newPasswordProblems(password, confirmation, username);
  return (
    <Stack gap="3">
      <TextField
        label="New password"
        name="new_password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        errors={showProblems ? problems.password : (serverErrors['/new_password'] ?? serverErrors['/password'] ?? [])}
      />
      <TextField
        label="Confirm password"
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmation}
        errors={showProblems ? problems.confirmation : (serverErrors['/confirm_password'] ?? [])}
      />
      <Text fontSize="xs" color="fg.muted">
        {t('12 to 100 characters, starting with a letter, with an upper-case letter, a lower-case letter, a digit and one of {1}', { 1: SPECIALS })}
      </Text>
    </Stack>
  );
}

/** Whether the pair passes the shared policy. */
export function passwordPairOk(password: string, confirmation: string, username = ''): boolean {
  const p = newPasswordProblems(password, confirmation, username);
  return p.password.length === 0 && p.confirmation.length === 0;
}

/** The server's field messages grouped by pointer. */
export function byPointer(errors: { pointer: string; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) (out[e.pointer] ??= []).push(e.message);
  return out;
}

export function ProblemList({ messages }: { messages: string[] }) {
  const t = useT();
  if (messages.length === 0) return null;
  return (
    <List.Root color="fg.error" fontSize="sm" ps="4">
      {messages.map((m) => (
        <List.Item key={m}>{t(m)}</List.Item>
      ))}
    </List.Root>
  );
}
