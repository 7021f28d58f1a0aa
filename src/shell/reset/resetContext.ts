import { useOutletContext, useSearchParams } from 'react-router-dom';
import { DEFAULT_COMPANY, companyCodeOf } from '../companies';

/** What the steps of a password reset share: the user, and the reset token once verified (kept in memory only). */
export interface ResetState {
  username: string;
  token: string | null;
  setVerified: (username: string, token: string) => void;
}

export function useReset(): ResetState {
  return useOutletContext<ResetState>();
}

/** The company of /reset-password?company=..., else the default one. */
export function useResetCompany(): string {
  const [search] = useSearchParams();
  // A created company (CO-ADD) as well as the five brands: the server decides whether it is one.
  return companyCodeOf(search.get('company')) ?? DEFAULT_COMPANY;
}
