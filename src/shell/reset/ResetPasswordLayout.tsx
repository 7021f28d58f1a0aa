import { useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import type { ResetState } from './resetContext';

/** /reset-password and its children (security-check, set, error) share the verified state in memory. */
export function ResetPasswordLayout() {
  const [state, setState] = useState<{
    username: string;
    token: string | null;
  }>({ username: '', token: null });
  const context = useMemo<ResetState>(
    () => ({
      ...state,
      setVerified: (username, token) => setState({ username, token }),
    }),
    [state],
  );
  return <Outlet context={context} />;
}
