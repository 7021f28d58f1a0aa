import type { FamilyHandlers } from '../Handler';
import { masterconfigTypes } from '../../data/masterConfig';

/** Master configuration entries are a declared resource (data/resources/masterconfigs.ts); the form's suggestions are written here. */
export const masterconfigsHandlers: FamilyHandlers<'masterconfigs'> = {
  'masterconfigs.types': async (ctx) => masterconfigTypes(ctx.db),
};
