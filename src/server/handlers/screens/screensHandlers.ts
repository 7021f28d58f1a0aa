import type { FamilyHandlers } from '../Handler';
import { AppError } from '../../errors';

export const screensHandlers: FamilyHandlers<'screens'> = {
  'screens.get': async ({ screens, params }) => {
    const entry = screens.get(params.cmid);
    if (!entry) throw new AppError('NOT_FOUND');
    if (entry.faults) throw new AppError('SCREEN_INVALID', { 1: `screens/${entry.file}` }, entry.faults);
    return entry.def;
  },
};
