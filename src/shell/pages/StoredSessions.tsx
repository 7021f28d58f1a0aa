import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { safeRedirect } from '../routing/safeRedirect';
import { landingPath } from '../session/sessionAccess';
import { splitSessionKey } from '../../core/session/sessionKey';
import { setCurrentSessionKey } from '../../core/session/sessionStore';
import { useSessionSnapshot } from '../../core/session/useSessions';
import '../light.css';

/**
 * The sessions this browser already holds for the company: the user can go
 * on with one of them instead of signing in again (several sessions may be
 * open at once, one per user and company). Part of the sign-in page, drawn
 * without Chakra (light.css).
 */
export function StoredSessions({ company }: { company: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { sessions } = useSessionSnapshot();
  const mine = Object.entries(sessions).filter(([key, s]) => splitSessionKey(key).company === company && s.loginStatus === 0);
  if (mine.length === 0) return null;

  return (
    <div className="portal-sessions">
      {mine.map(([key, session]) => (
        <div key={key} className="portal-session">
          <p>{t('You are signed in as {1}.', { 1: splitSessionKey(key).username })}</p>
          <button
            type="button"
            className="portal-button portal-button-small portal-button-subtle"
            onClick={() => {
              setCurrentSessionKey(key);
              navigate(safeRedirect(search.get('redirect')) ?? landingPath(company, session), { replace: true });
            }}
          >
            {t('Continue')}
          </button>
        </div>
      ))}
    </div>
  );
}
