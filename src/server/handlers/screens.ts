import type { Handler } from './Handler';
import { AppError } from '../errors';

export const screenHandlers: Record<string, Handler> = {
  'screens.get': async ({ screens, params }) => {
    const entry = screens.get(params.cmid);
    if (!entry) throw new AppError('NOT_FOUND');
    if (entry.faults) throw new AppError('SCREEN_INVALID', { 1: `screens/${entry.file}` }, entry.faults);
    return entry.def;
  },
};
