import type { FamilyHandlers } from '../Handler';
import { AppError } from '../../errors';

export const screensHandlers: FamilyHandlers<'screens'> = {
  'screens.get': async ({ screens, params }) => {
    const entry = screens.get(params.cmid);
    if (!entry) throw new AppError('NOT_FOUND');
    if (entry.faults) throw new AppError('SCREEN_INVALID', { 1: `screens/${entry.file}` }, entry.faults);
    return entry.def;
  },
  // Signed-out pages (PROBILL): only a valid definition marked public; any other answers as a missing one.
  'screens.public': async ({ screens, params }) => {
    const entry = screens.get(params.cmid);
    if (!entry || entry.faults || (entry.def as { public?: boolean }).public !== true) throw new AppError('NOT_FOUND');
    return entry.def;
  },
};
