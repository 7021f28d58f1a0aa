import type { FamilyHandlers } from '../Handler';
import { signedIn } from '../Handler';
import { AppError } from '../../errors';
import { holdsAny } from '../../auth/Caller';
import { companyBrand } from '../../data/companyBrand';
import { langOf } from '../../serverMessages';
import { infoPages } from '../../documents/infoPages/infoPages';
import { infoFileName, infoPagePdf } from '../../documents/infoPages/infoPagePdf';
import { attachmentDisposition } from '../claims/attachmentFiles';

/**
 * Informational pages: the catalogue lets holders of any of them in; the page asked for must
 * be one the caller holds itself (a customer holding the FAQ does not read the staff
 * procedures), and a menu id that is no such page is refused alike.
 */
export const infoPagesHandlers: FamilyHandlers<'info_pages'> = {
  'info_pages.document': async (ctx) => {
    const caller = signedIn(ctx);
    // Own keys only: 'constructor' is a valid menu id and no page.
    const page = Object.hasOwn(infoPages, ctx.query.page) ? infoPages[ctx.query.page] : undefined;
    if (!page || !(await holdsAny(ctx.db, caller, [ctx.query.page]))) throw new AppError('FORBIDDEN');
    const lang = langOf(ctx.request.headers['accept-language']);
    const company = await companyBrand(ctx.db, caller.company);
    const pdf = await infoPagePdf(page, lang, company.name);
    return ctx.reply.header('content-type', 'application/pdf').header('content-disposition', attachmentDisposition(infoFileName(page, lang))).send(pdf);
  },
};
