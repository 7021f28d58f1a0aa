import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { useT } from '../../core/i18n/useT';
import { completeLogin } from '../session/completeLogin';
import '../light.css';

/**
 * Username and password for one company; on success, on to the redirect or
 * the landing page. Plain elements styled by light.css: the sign-in page is
 * drawn without Chakra (LoginPage).
 */
export function LoginForm({ company }: { company: string }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The activation page sends a new user here with their name (?username=).
  const [username, setUsername] = useState(search.get('username') ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const name = username.trim();
      // token: null, so a session of another user in this tab is not sent along.
      const answer = await callApi('users.login', {
        body: { username: name, company, password },
        token: null,
      });
      const next = completeLogin(company, name, answer, search.get('redirect'));
      if (next) return navigate(next, { replace: true });
      setFailure('Unknown');
    } catch (err) {
      setFailure(err instanceof ApiError && err.detail ? err.detail : 'Unknown');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <div className="portal-stack">
        {failure && (
          <div className="portal-alert" role="alert">
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
            </svg>
            <div>
              <strong>{t('Logging in failed')}</strong>
              <span>{t(failure)}</span>
            </div>
          </div>
        )}
        <div className="portal-field">
          <label htmlFor={`${id}-username`}>{t('Username')}</label>
          <input
            id={`${id}-username`}
            className="portal-input"
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </div>
        <div className="portal-field">
          <label htmlFor={`${id}-password`}>{t('Password')}</label>
          <input
            id={`${id}-password`}
            className="portal-input"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <button type="submit" className="portal-button" disabled={busy || !username.trim() || !password} aria-busy={busy || undefined}>
          {busy && <span className="portal-spinner" aria-hidden="true" />}
          {t('Sign in')}
        </button>
      </div>
    </form>
  );
}
