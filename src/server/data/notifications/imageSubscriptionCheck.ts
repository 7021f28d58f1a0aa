import type { ScopedDb } from '../ScopedDb';
import type { Row } from '../Resource';
import { validationError } from '../../errors';
import { accountOfCompany } from './accountCheck';

/**
 * An image subscription's account is one of the caller's company; the one probill it may
 * name is a shipment of that account the caller reaches (another's answers as a missing one);
 * a new subscription's notices default to the language of the user who makes it.
 */
export async function imageSubscriptionCheck(rows: ScopedDb, body: Row, current?: Row): Promise<void> {
  await accountOfCompany(rows, body, current);
  const account = (body.customer_account ?? current?.customer_account) as string | undefined;
  if (typeof body.probill === 'string' && body.probill) {
    const shipment = await rows.selectFrom('shipments').select('probill').where('probill', '=', body.probill).where('customer_account', '=', account ?? '').executeTakeFirst();
    if (!shipment) throw validationError([{ pointer: '/probill', message: 'Number not found or customer is not allowed to view the probill' }]);
  }
  if (!current && !body.language) {
    const user = await rows.companyWide('users').select('lang').where('username', '=', rows.caller.username).executeTakeFirst();
    body.language = user?.lang === 'fr' ? 'fr' : 'en';
  }
}
