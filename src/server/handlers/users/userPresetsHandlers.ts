import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { addPreset, changePreset, preset, removePreset } from '../../data/users/userPresetRows';

/** The company's user presets (UA-DEFAULT); the list is the declared grid source. */
export const userPresetsHandlers: FamilyHandlers<'users'> = {
  'users.userpreset_get': async (ctx) => preset(scoped(ctx), ctx.params.id),
  'users.userpreset_create': async (ctx) => addPreset(scoped(ctx), ctx.body),
  'users.userpreset_update': async (ctx) => changePreset(scoped(ctx), ctx.params.id, ctx.body),
  'users.userpreset_delete': async (ctx) => removePreset(scoped(ctx), ctx.params.id),
};
