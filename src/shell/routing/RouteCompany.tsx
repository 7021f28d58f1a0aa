import { createContext, useContext } from 'react';
import { useParams } from 'react-router-dom';
import { DEFAULT_COMPANY, isCompany, type CompanyCode } from '../companies';

/** The company of the route under /{company}: its URL code and the brand whose look it wears. */
export interface RouteCompany {
  code: string;
  brandCode: CompanyCode;
}

export const RouteCompanyContext = createContext<RouteCompany | null>(null);

/**
 * The company the page belongs to, as decided by CompanyGate. Outside the
 * gate (tests rendering a page alone) a built-in code is used as is and
 * anything else falls back to the default company, as before.
 */
export function useRouteCompany(): RouteCompany {
  const decided = useContext(RouteCompanyContext);
  const { company } = useParams();
  if (decided) return decided;
  const code = isCompany(company) ? company : DEFAULT_COMPANY;
  return { code, brandCode: code };
}
