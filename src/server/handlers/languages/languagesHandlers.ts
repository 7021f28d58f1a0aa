import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { languageBundle } from '../../data/languages/languageBundle';
import { massUpdateTranslations } from '../../data/languages/massUpdateTranslations';

/**
 * Languages and translations are declared resources (data/resources); the
 * public bundle and the mass update are written here.
 */
export const languagesHandlers: FamilyHandlers<'languages'> = {
  /** The shell layers the bundle over its built-in catalogue; public, as the sign-in pages need it too. */
  'languages.bundle': async (ctx) => {
    ctx.reply.header('cache-control', 'no-cache');
    return languageBundle(ctx.db, ctx.params.code);
  },
  'languages.translations_mass_update': async (ctx) => massUpdateTranslations(scoped(ctx), ctx.body.translations),
};
