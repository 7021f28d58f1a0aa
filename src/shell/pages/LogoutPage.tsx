import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '../layout/PageSpinner';
import { signOut } from '../session/signOut';
import { useCompanySession } from '../../core/session/useSessions';

/** /{company}/logout: ends the company's session and returns to its login. */
export function LogoutPage() {
  const { company = '' } = useParams();
  const navigate = useNavigate();
  const current = useCompanySession(company);
  // Once per visit, although development mode runs effects twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const done = () => navigate(`/${company}/login`, { replace: true });
    if (current) void signOut(current.key).then(done);
    else done();
  }, [company, current, navigate]);

  return <PageSpinner />;
}
