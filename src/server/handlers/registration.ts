import type { Handler, HandlerContext } from './Handler';
import { AppError, validationError } from '../errors';
import { hashPassword } from '../auth/passwords';
import { issueCode, maskEmail, useCode } from '../auth/codes';
import { findUser } from '../auth/users';
import { newPasswordProblems } from '../../shared/rules/password';
import { sendMail } from '../mail/sendMail';

/** The menu group a self-registered user of the limited services joins, per company. */
const SERVICE_GROUP = 'Online quoting';
const SERVICE_TYPE: Record<string, string> = {
  online_quoting: 'QUOTE',
  rapid_bol: 'RBOL',
};

async function mailActivationCode(ctx: HandlerContext, user: { id: number; email: string; first_name: string }): Promise<string> {
  const code = await issueCode(ctx.db, user.id, 'activation_code');
  await sendMail(ctx.db, ctx.request.log, {
    to: user.email,
    subject: 'Your activation code',
    body: `Hello ${user.first_name},\n\nYour activation code is ${code}. Enter it on the activation page within 24 hours.`,
  });
  return maskEmail(user.email);
}

/**
 * POST users/create: a visitor registers for online quoting or rapid BOL
 * (the access pages). The account is Inactive until the six-digit code mailed
 * to the visitor is entered on the activation page. A customer account number
 * given here is kept for staff to review, never linked: knowing a number must
 * not open that customer's shipments.
 */
const create: Handler = async (ctx) => {
  const b = ctx.body;
  const company = String(b.company).toUpperCase();
  if (!(await ctx.db.selectFrom('companies').select('code').where('code', '=', company).executeTakeFirst())) {
    throw validationError([{ pointer: '/company', message: 'Invalid value' }]);
  }
  if (b.has_account && !b.account_number) throw validationError([{ pointer: '/account_number', message: 'Field is required' }]);
  const problems = newPasswordProblems(b.password, b.confirm_password, b.username);
  const errors = [
    ...problems.password.map((message) => ({ pointer: '/password', message })),
    ...problems.confirmation.map((message) => ({
      pointer: '/confirm_password',
      message,
    })),
  ];
  if (errors.length) throw validationError(errors);
  if (await findUser(ctx.db, b.username, company)) throw new AppError('USER_EXISTS');
  const passwordHash = await hashPassword(b.password);
  const user = await ctx.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('users')
      .values({
        username: b.username,
        company,
        password_hash: passwordHash,
        type: SERVICE_TYPE[b.service]!,
        first_name: b.first_name,
        last_name: b.last_name,
        email: b.email,
        customer_account: null,
        sales_code: null,
        status: 'Inactive',
        lang: b.language ?? 'en',
      })
      .returning(['id', 'email', 'first_name'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('registrations')
      .values({
        user_id: created.id,
        service: b.service,
        has_account: b.has_account,
        account_number: b.account_number ?? null,
        business_name: b.business_name,
        phone: b.phone,
        phone_ext: b.phone_ext ?? null,
        address: b.address ?? null,
        city: b.city,
        province: String(b.province).toUpperCase(),
        postal: b.postal,
        country: b.country,
      })
      .execute();
    const group = await trx
      .selectFrom('menu_groups')
      .select('id')
      .where('company', '=', company)
      .where('name', '=', SERVICE_GROUP)
      .executeTakeFirst();
    if (group) await trx.insertInto('user_groups').values({ user_id: created.id, group_id: group.id }).execute();
    return created;
  });
  return {
    success: true,
    activation_required: true,
    sent_to: await mailActivationCode(ctx, user),
  };
};

/** POST users/send_activation_code: a new code for a user not yet active (the same answer otherwise). */
const sendActivationCode: Handler = async (ctx) => {
  const user = await findUser(ctx.db, ctx.body.username, ctx.body.company);
  if (!user || user.locked || user.status === 'Active') return { sent: false };
  return { sent: true, sent_to: await mailActivationCode(ctx, user) };
};

/** POST users/activate: the right code makes the user Active; five wrong ones kill the code. */
const activate: Handler = async (ctx) => {
  const user = await findUser(ctx.db, ctx.body.username, ctx.body.company);
  if (!user || user.locked || user.status === 'Active') return { success: false, detail: 'Verification failed' };
  const check = await useCode(ctx.db, user.id, 'activation_code', ctx.body.code);
  if (!check.ok) return { success: false, detail: 'Verification failed' };
  await ctx.db.updateTable('users').set({ status: 'Active' }).where('id', '=', user.id).execute();
  return { success: true };
};

export const registrationHandlers: Record<string, Handler> = {
  'users.create': create,
  'users.send_activation_code': sendActivationCode,
  'users.activate': activate,
};
