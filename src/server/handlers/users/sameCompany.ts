import type { Caller } from '../../auth/Caller';
import { AppError } from '../../errors';

/** A company named in a request must be the caller's own: a session never acts for another company. */
export function sameCompany(caller: Caller, company: string | undefined): void {
  if (company && company.toUpperCase() !== caller.company) throw new AppError('WRONG_COMPANY');
}
