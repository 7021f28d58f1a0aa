import { sql } from 'kysely';
import type { Handler, HandlerContext } from './Handler';
import { AppError, validationError } from '../errors';
import { hashPassword } from '../auth/passwords';
import { hashFor, issueCode, maskEmail, useCode } from '../auth/codes';
import { findUser } from '../auth/users';
import { answerMatches, currentQuestions } from '../auth/securityProfile';
import { newPasswordProblems, passwordProblems } from '../../shared/rules/password';
import { sendMail } from '../mail/sendMail';

/** Failed security-question checks a user may make in 15 minutes. */
const MAX_QUESTION_FAILURES = 5;

/** The user a reset is for: unknown, locked and not-yet-active users cannot reset (and are told nothing more). */
async function resettable(ctx: HandlerContext) {
  const src = ctx.body ?? ctx.query;
  const user = await findUser(ctx.db, String(src.username), String(src.company));
  return user && !user.locked && user.status === 'Active' ? user : undefined;
}

/** POST passwordreset/sendcode: a six-digit code by email, valid 15 minutes. */
const sendCode: Handler = async (ctx) => {
  if (ctx.body.channel !== 'email') return { sent: false, sent_to: null, detail: 'Unable to send the email' };
  const user = await resettable(ctx);
  // The same answer whether or not the user exists, so the form cannot be used to find usernames.
  if (!user) return { sent: true, sent_to: null };
  const code = await issueCode(ctx.db, user.id, 'reset_code');
  await sendMail(ctx.db, ctx.request.log, {
    to: user.email,
    subject: 'Your password reset code',
    body: `Hello ${user.first_name},\n\nYour password reset code is ${code}. It expires in 15 minutes.\nIf you did not ask for it, ignore this message.`,
  });
  return { sent: true, sent_to: maskEmail(user.email) };
};

/** POST passwordreset/verifycode: the right code gives a reset token (30 minutes, one use). */
const verifyCode: Handler = async (ctx) => {
  const user = await resettable(ctx);
  if (!user) return { verified: false, attempts_left: 0, detail: 'Verification failed' };
  const check = await useCode(ctx.db, user.id, 'reset_code', ctx.body.code);
  if (!check.ok)
    return {
      verified: false,
      attempts_left: check.attemptsLeft,
      detail: 'Verification failed',
    };
  return {
    verified: true,
    reset_token: await issueCode(ctx.db, user.id, 'reset_token'),
  };
};

/** GET passwordreset/securityquestions: the user's own questions, to be answered. */
const securityQuestions: Handler = async (ctx) => {
  const user = await resettable(ctx);
  const mine = user ? await currentQuestions(ctx.db, user.id) : [];
  if (mine.length < 2) throw new AppError('SECURITY_PROFILE_MISSING');
  return {
    questions: mine.map((q) => ({ id: q.id, text: q.question })),
    mobile_available: false,
  };
};

async function recentFailures(ctx: HandlerContext, userId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('user_codes')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'question_failure')
    .where('created_at', '>', sql<Date>`now() - interval '15 minutes'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** POST passwordreset/verifyquestions: every question of the profile answered right gives a reset token. */
const verifyQuestions: Handler = async (ctx) => {
  const user = await resettable(ctx);
  const mine = user ? await currentQuestions(ctx.db, user.id) : [];
  if (!user || mine.length < 2) return { verified: false, attempts_left: 0, detail: 'Verification failed' };
  const failures = await recentFailures(ctx, user.id);
  if (failures >= MAX_QUESTION_FAILURES) throw new AppError('TOO_MANY_ATTEMPTS');
  const given = new Map<number, string>(ctx.body.answers.map((a: { id: number; answer: string }) => [a.id, a.answer]));
  let right = true;
  for (const q of mine) if (!given.has(q.id) || !(await answerMatches(q.answer_hash, given.get(q.id)!))) right = false;
  if (!right) {
    // A failure is a row that expires; its hash is never checked.
    await ctx.db
      .insertInto('user_codes')
      .values({
        user_id: user.id,
        kind: 'question_failure',
        code_hash: '-',
        expires_at: sql<string>`now()` as never,
        used_at: sql<string>`now()` as never,
      })
      .execute();
    return {
      verified: false,
      attempts_left: MAX_QUESTION_FAILURES - failures - 1,
      detail: 'Verification failed',
    };
  }
  return {
    verified: true,
    reset_token: await issueCode(ctx.db, user.id, 'reset_token'),
  };
};

/** POST passwordreset/verifypassword: the policy's verdict on a candidate password, for a verified visitor. */
const verifyPassword: Handler = async (ctx) => {
  const user = await resettable(ctx);
  if (!user || !(await liveToken(ctx, user.id))) throw new AppError('RESET_TOKEN_INVALID');
  const messages = passwordProblems(ctx.body.password, user.username);
  return { valid: messages.length === 0, messages };
};

/** Whether the reset token is live, without using it up. */
async function liveToken(ctx: HandlerContext, userId: number): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('user_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'reset_token')
    .where('code_hash', '=', hashFor(userId, ctx.body.reset_token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return !!row;
}

/**
 * POST passwordreset/changepassword: the reset token (used up here) and a new
 * password within the policy. Every session of the user ends; a user waiting
 * for a new password (status 4) has one now.
 */
const changePassword: Handler = async (ctx) => {
  const user = await resettable(ctx);
  if (!user) throw new AppError('RESET_TOKEN_INVALID');
  const problems = newPasswordProblems(ctx.body.password, ctx.body.confirm_password, user.username);
  const errors = [
    ...problems.password.map((message) => ({ pointer: '/password', message })),
    ...problems.confirmation.map((message) => ({
      pointer: '/confirm_password',
      message,
    })),
  ];
  if (errors.length) throw validationError(errors);
  const check = await useCode(ctx.db, user.id, 'reset_token', ctx.body.reset_token);
  if (!check.ok) throw new AppError('RESET_TOKEN_INVALID');
  const hash = await hashPassword(ctx.body.password);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash, login_status: 0 }).where('id', '=', user.id).execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: sql<string>`now()` as never })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
  });
  return { success: true };
};

export const passwordResetHandlers: Record<string, Handler> = {
  'passwordreset.send_code': sendCode,
  'passwordreset.verify_code': verifyCode,
  'passwordreset.security_questions': securityQuestions,
  'passwordreset.verify_questions': verifyQuestions,
  'passwordreset.verify_password': verifyPassword,
  'passwordreset.change_password': changePassword,
};
