import type { Session, SessionAnswer } from './types';

/**
 * Builds the stored session from a login or refresh answer. A refresh has no
 * token unless the server rotated it, and keeps the group the user chose if
 * that group is still theirs.
 */
export function sessionFromAnswer(answer: SessionAnswer, token: string, previous?: Session | null): Session {
  const groups = answer.groups ?? [];
  const kept = previous?.selectedGroup;
  const selectedGroup = groups.some((g) => g.id === kept) ? (kept as number) : (groups[0]?.id ?? null);
  return {
    token: answer.token || token,
    loginStatus: answer.status,
    profile: answer.profile,
    groups,
    masterconfig: answer.masterconfig,
    selectedGroup,
    lastRefreshedAt: Date.now(),
  };
}
