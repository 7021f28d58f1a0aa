import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ScreenRenderer } from '../../renderers/ScreenRenderer';
import { renderers, type ScreenDefinition } from '../../renderers/registry';
import { TranslationsScope } from '../../core/i18n/TranslationsScope';
import { useT } from '../../core/i18n/useT';
import { PageSpinner } from '../layout/PageSpinner';
import { useCompanySession } from '../../core/session/useSessions';
import type { CurrentSession } from '../../core/session/types';
import { matchSubScreen } from '../../shared/subScreens';
import { ScreenProblem } from './ScreenProblem';
import { useScreenDefinition } from './useScreenDefinition';
import { usePageTitle } from './usePageTitle';

/**
 * The tab's title from the definition's, in the definition's own French when
 * there is one. The renderers show the title on the page themselves.
 */
function ScreenTitle({ def }: { def: ScreenDefinition }) {
  const t = useT();
  usePageTitle(t(def.title));
  return null;
}

interface ScreenProps {
  company: string;
  cmid: string;
  path: string;
  current: CurrentSession;
  /** Set for a sub-screen: the cmid of the route, whose holders may open it. */
  routeCmid?: string;
}

function Screen({ company, cmid, path, current, routeCmid }: ScreenProps) {
  const location = useLocation();
  const state = useScreenDefinition(cmid, current, routeCmid ?? cmid);
  switch (state.phase) {
    case 'loading':
      return <PageSpinner />;
    case 'forbidden': {
      const here = encodeURIComponent(location.pathname + location.search);
      return <Navigate to={`/403-forbidden?redirect=${here}`} replace />;
    }
    case 'ready': {
      // One level only: a sub-screen's own sub-screens are not followed.
      const sub = routeCmid ? null : matchSubScreen(state.def.subScreens, path);
      if (sub) return <Screen key={sub.cmid} company={company} cmid={sub.cmid} path={sub.path} current={current} routeCmid={cmid} />;
      return (
        <TranslationsScope fr={state.def.translations?.fr}>
          <ScreenTitle def={state.def} />
          <ScreenRenderer def={state.def} renderers={renderers} company={company} path={path} />
        </TranslationsScope>
      );
    }
    default:
      return <ScreenProblem {...state} cmid={cmid} />;
  }
}

/** /{company}/pages/{cmid}/*: one metadata-driven screen, after the access check. */
export function ScreenPage() {
  const { company = '', cmid = '', '*': rest = '' } = useParams();
  const current = useCompanySession(company);
  // RequireSession guarantees a session; this only satisfies the types.
  if (!current) return null;
  return <Screen key={cmid} company={company} cmid={cmid} path={rest} current={current} />;
}
