import type { FamilyHandlers } from '../Handler';
import { SKINS } from '../../data/resources/companies';

/** Companies are a declared resource (data/resources/companies.ts); only the skins list is written here. */
export const companiesHandlers: FamilyHandlers<'companies'> = {
  'companies.skins': async () => SKINS,
};
