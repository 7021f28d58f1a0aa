import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { updateSession } from '../../core/session/sessionStore';
import { useCurrentSession } from '../../core/session/useSessions';
import { useSessionRestoring } from '../session/SessionProvider';

/**
 * ?set_current_menugroup={id}: a same-site menu link selects the group it
 * belongs to (when the user holds it), then the query option is dropped.
 */
export function MenuGroupFromQuery() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const current = useCurrentSession();
  const restoring = useSessionRestoring();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const raw = query.get('set_current_menugroup');
    if (raw === null || restoring) return;
    const id = Number(raw);
    if (current && current.session.groups.some((g) => g.id === id) && current.session.selectedGroup !== id)
      updateSession(current.key, { selectedGroup: id });
    query.delete('set_current_menugroup');
    const rest = query.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
  }, [search, pathname, hash, current, navigate, restoring]);
  return null;
}
