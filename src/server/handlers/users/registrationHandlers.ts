import { actorFor, type FamilyHandlers } from '../Handler';
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { portalLink } from '../../mail/portalLink';
import type { DB } from '../../db/schema';
import { AppError, validationError } from '../../errors';
import { hashPassword } from '../../auth/passwords';
import { issueCode, maskEmail, useCode } from '../../auth/codes';
import { findUser } from '../../auth/users';
import { newPasswordProblems } from '../../../shared/rules/password';
import { queueMail } from '../../mail/sendMail';
import { noticeRefs, queueMailJobs } from '../../jobs/mailJobs';
import type { JobQueue } from '../../jobs/JobQueue';
import { activateUser, companyExists, NO_PASSWORD, registerUser } from '../../data/users/registerUser';
import { addressWindows, countAttempt, returnAttempt, sendWindows } from '../../auth/throttle';

/** The activation page of a limited service's user type (01-shell.md §2.2). */
const activationPage = (type: string) => (type === 'RBOL' ? '/rapid-bol-activation' : '/online-quoting-activation');

/**
 * Mails a new six-digit activation code with a link to the activation page that
 * carries it (used once, within 24 hours, five guesses: auth/codes.ts): the code
 * and its message are written together, then the message is queued for delivery.
 */
async function mailActivationCode(
  db: Kysely<DB>,
  jobs: JobQueue,
  request: FastifyRequest,
  user: { id: number; email: string; first_name: string; username: string; company: string; type: string },
): Promise<string> {
  const outbox: number[] = [];
  await issueCode(db, user.id, 'activation_code', async (trx, code) => {
    const link = portalLink(request, activationPage(user.type), { company: user.company, username: user.username, code });
    outbox.push(
      await queueMail(trx, {
        to: user.email,
        subject: 'Your activation code',
        body: `Hello ${user.first_name},\n\nYour activation code is ${code}. Enter it on the activation page within 24 hours, or open this link:\n${link}`,
      }),
    );
  });
  await queueMailJobs(jobs, noticeRefs(outbox));
  return maskEmail(user.email);
}

/** A new password and its confirmation by the shared policy, refused with a message per field. */
function passwordFaults(password: string, confirmation: string | undefined, username: string): void {
  const problems = newPasswordProblems(password, confirmation ?? '', username);
  const errors = [
    ...problems.password.map((message) => ({ pointer: '/password', message })),
    ...problems.confirmation.map((message) => ({ pointer: '/confirm_password', message })),
  ];
  if (errors.length) throw validationError(errors);
}

/** Self-registration for the limited services (the access and activation pages). */
export const registrationHandlers: FamilyHandlers<'users'> = {
  /**
   * POST users/create: a visitor registers for online quoting or rapid BOL. The
   * account is Inactive until the six-digit code mailed to the visitor is
   * entered on the activation page.
   */
  'users.create': async (ctx) => {
    const b = ctx.body;
    const company = b.company.toUpperCase();
    if (!(await companyExists(ctx.db, company))) throw validationError([{ pointer: '/company', message: 'Invalid value' }]);
    if (b.has_account && !b.account_number) throw validationError([{ pointer: '/account_number', message: 'Field is required' }]);
    // A password now is optional: without one it is set at activation (by whoever holds the mailed code).
    if (b.password !== undefined) passwordFaults(b.password, b.confirm_password, b.username);
    // Counted before the name is looked up, as a sign-in is: a taken name (409) tells which names exist, so asking is throttled.
    const address = addressWindows(ctx.request);
    await countAttempt(ctx.db, ...address);
    if (await findUser(ctx.db, b.username, company)) throw new AppError('USER_EXISTS');
    await countAttempt(ctx.db, ...sendWindows(company, b.username, ctx.request));
    const user = await registerUser(ctx.db, b, company, b.password === undefined ? NO_PASSWORD : await hashPassword(b.password), actorFor(ctx.request, { company, username: b.username }));
    await returnAttempt(ctx.db, ...address);
    return { success: true, activation_required: true, sent_to: await mailActivationCode(ctx.db, ctx.jobs, ctx.request, { ...user, username: b.username, company, type: user.type }) };
  },

  /** POST users/send_activation_code: a new code for a user not yet active (the same answer otherwise). */
  'users.send_activation_code': async (ctx) => {
    await countAttempt(ctx.db, ...sendWindows(ctx.body.company, ctx.body.username, ctx.request));
    const user = await findUser(ctx.db, ctx.body.username, ctx.body.company);
    if (!user || user.locked || user.status === 'Active') return { sent: false };
    return { sent: true, sent_to: await mailActivationCode(ctx.db, ctx.jobs, ctx.request, user) };
  },

  /**
   * POST users/activate: the right code makes the user Active and sets the
   * password given (required when none was chosen at registration, checked
   * before the code is spent); five wrong codes kill the code.
   */
  'users.activate': async (ctx) => {
    const b = ctx.body;
    const user = await findUser(ctx.db, b.username, b.company);
    const address = addressWindows(ctx.request);
    await countAttempt(ctx.db, ...address);
    if (!user || user.locked || user.status === 'Active') return { success: false, detail: 'Verification failed' };
    if (b.password === undefined && user.password_hash === NO_PASSWORD) throw validationError([{ pointer: '/password', message: 'Field is required' }]);
    if (b.password !== undefined) passwordFaults(b.password, b.confirm_password, b.username);
    const check = await useCode(ctx.db, user.id, 'activation_code', b.code);
    if (!check.ok) return { success: false, detail: 'Verification failed' };
    await returnAttempt(ctx.db, ...address);
    await activateUser(ctx.db, user.id, actorFor(ctx.request, user), b.password === undefined ? undefined : await hashPassword(b.password));
    return { success: true };
  },
};
