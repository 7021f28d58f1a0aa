import { useEffect, useState } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { PageSpinner } from '../layout/PageSpinner';
import { BrandOverride } from '../themes/BrandProvider';
import { builtInDecision, decideCompany, type CompanyDecision, type CompanyLookup } from './companyDecision';
import { RouteCompanyContext } from './RouteCompany';
import { confirmServerCompany } from './serverCompanies';
import { LazyNotFoundPage as NotFoundPage } from './lazyNotFound';

/** globals.company; a 404 means the server has no such company, anything else is a real failure. */
const askServer: CompanyLookup = async (code) => {
  try {
    return await callApi('globals.company', { params: { code } });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
};

/**
 * One question per code for the page's lifetime: the gate remounts while the
 * session is restored and on navigation, and should not ask again. A failed
 * call is forgotten so that the next visit asks anew.
 */
const answers = new Map<string, ReturnType<CompanyLookup>>();
const lookupCompany: CompanyLookup = (code) => {
  let answer = answers.get(code);
  if (!answer) {
    answer = askServer(code);
    answers.set(code, answer);
    answer.catch(() => answers.delete(code));
  }
  return answer;
};

/** The server's decision for a code that is not a built-in brand; undefined while it is asked. */
function useServerDecision(code: string | undefined, builtIn: boolean): CompanyDecision | undefined {
  const [answer, setAnswer] = useState<{ code: string | undefined; decision: CompanyDecision }>();
  useEffect(() => {
    if (builtIn) return;
    let live = true;
    decideCompany(code, lookupCompany).then(
      (decision) => {
        if (decision.kind === 'server') confirmServerCompany(decision.code);
        if (live) setAnswer({ code, decision });
      },
      () => live && setAnswer({ code, decision: { kind: 'unknown' } }),
    );
    return () => {
      live = false;
    };
  }, [code, builtIn]);
  return answer && answer.code === code ? answer.decision : undefined;
}

/**
 * Everything under /{company} exists only for a known company: the five
 * built-in brands at once, without a call, and companies created by an
 * administrator once the server confirms them (globals.company).
 */
export function CompanyGate() {
  const { company } = useParams();
  const builtIn = builtInDecision(company);
  const asked = useServerDecision(company, builtIn !== null);
  const decision = builtIn ?? asked;
  if (!decision) return <PageSpinner />;
  if (decision.kind === 'unknown') return <NotFoundPage />;
  const outlet = (
    <RouteCompanyContext.Provider value={{ code: decision.code, brandCode: decision.brandCode }}>
      <Outlet />
    </RouteCompanyContext.Provider>
  );
  // A server company wears the default brand's look under its own name and phone.
  return decision.kind === 'server' ? <BrandOverride brand={decision.brand}>{outlet}</BrandOverride> : outlet;
}
