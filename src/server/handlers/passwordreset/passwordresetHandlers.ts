import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { actorFor, type FamilyHandlers } from '../Handler';
import { auditedUserChange } from '../../data/audit/auditedChange';
import { AppError, validationError } from '../../errors';
import { hashPassword } from '../../auth/passwords';
import { issueCode, maskEmail, useCode } from '../../auth/codes';
import { findUser } from '../../auth/users';
import { answerMatches, currentQuestions } from '../../auth/securityProfile';
import { liveResetToken, setPassword } from '../../auth/resetFlow';
import { addressWindows, attemptsLeft, clearAttempts, countAttempt, returnAttempt, sendWindows, type ThrottleName } from '../../auth/throttle';
import { newPasswordProblems, passwordProblems } from '../../../shared/rules/password';
import { queueMail } from '../../mail/sendMail';
import { noticeRefs, queueMailJobs } from '../../jobs/mailJobs';

/** The user a reset is for: unknown, locked and not-yet-active users cannot reset (and are told nothing more). */
async function resettable(db: Kysely<DB>, who: { username: string; company: string }) {
  const user = await findUser(db, who.username, who.company);
  return user && !user.locked && user.status === 'Active' ? user : undefined;
}

/** The password reset of 01-shell.md §4, by a mailed code or by security questions: public, by design. */
export const passwordresetHandlers: FamilyHandlers<'passwordreset'> = {
  /** A six-digit code by email, valid 15 minutes. */
  'passwordreset.send_code': async (ctx) => {
    if (ctx.body.channel !== 'email') return { sent: false, sent_to: null, detail: 'Unable to send the email' };
    // Counted for any name, known or not, so the limit tells nothing about which names exist.
    await countAttempt(ctx.db, ...sendWindows(ctx.body.company, ctx.body.username, ctx.request));
    const user = await resettable(ctx.db, ctx.body);
    // The same answer whether or not the user exists, so the form cannot be used to find usernames.
    if (!user) return { sent: true, sent_to: null };
    // The code and its message are written together; the mail job delivers it (and retries while SMTP is away).
    const outbox: number[] = [];
    await issueCode(ctx.db, user.id, 'reset_code', async (trx, code) => {
      outbox.push(
        await queueMail(trx, {
          to: user.email,
          subject: 'Your password reset code',
          body: `Hello ${user.first_name},\n\nYour password reset code is ${code}. It expires in 15 minutes.\nIf you did not ask for it, ignore this message.`,
        }),
      );
    });
    await queueMailJobs(ctx.jobs, noticeRefs(outbox));
    return { sent: true, sent_to: maskEmail(user.email) };
  },

  /** The right code gives a reset token (30 minutes, one use). */
  'passwordreset.verify_code': async (ctx) => {
    const address = addressWindows(ctx.request);
    await countAttempt(ctx.db, ...address);
    const user = await resettable(ctx.db, ctx.body);
    if (!user) return { verified: false, attempts_left: 0, detail: 'Verification failed' };
    const check = await useCode(ctx.db, user.id, 'reset_code', ctx.body.code);
    if (!check.ok) return { verified: false, attempts_left: check.attemptsLeft, detail: 'Verification failed' };
    await returnAttempt(ctx.db, ...address);
    return { verified: true, reset_token: await issueCode(ctx.db, user.id, 'reset_token') };
  },

  /** The user's own questions, to be answered. */
  'passwordreset.security_questions': async (ctx) => {
    const user = await resettable(ctx.db, ctx.query);
    const mine = user ? await currentQuestions(ctx.db, user.id) : [];
    if (mine.length < 2) throw new AppError('SECURITY_PROFILE_MISSING');
    return { questions: mine.map((q) => ({ id: q.id, text: q.question })), mobile_available: false };
  },

  /** Every question of the profile answered right gives a reset token. */
  'passwordreset.verify_questions': async (ctx) => {
    const address = addressWindows(ctx.request);
    await countAttempt(ctx.db, ...address);
    const user = await resettable(ctx.db, ctx.body);
    const mine = user ? await currentQuestions(ctx.db, user.id) : [];
    if (!user || mine.length < 2) return { verified: false, attempts_left: 0, detail: 'Verification failed' };
    // Counted and recorded in one statement before any answer is compared: of concurrent guesses,
    // no more than the window's five are ever evaluated.
    const window: [ThrottleName, string] = ['questions', String(user.id)];
    await countAttempt(ctx.db, window);
    const given = new Map<number, string>(ctx.body.answers.map((a) => [a.id, a.answer]));
    let right = true;
    for (const q of mine) if (!given.has(q.id) || !(await answerMatches(q.answer_hash, given.get(q.id)!))) right = false;
    if (!right) return { verified: false, attempts_left: await attemptsLeft(ctx.db, ...window), detail: 'Verification failed' };
    await clearAttempts(ctx.db, window);
    await returnAttempt(ctx.db, ...address);
    return { verified: true, reset_token: await issueCode(ctx.db, user.id, 'reset_token') };
  },

  /** The policy's verdict on a candidate password, for a verified visitor. */
  'passwordreset.verify_password': async (ctx) => {
    const user = await resettable(ctx.db, ctx.body);
    if (!user || !(await liveResetToken(ctx.db, user.id, ctx.body.reset_token))) throw new AppError('RESET_TOKEN_INVALID');
    const messages = passwordProblems(ctx.body.password, user.username);
    return { valid: messages.length === 0, messages };
  },

  /**
   * The reset token (used up here) and a new password within the policy.
   * Every session of the user ends; a user waiting for a new password (status 4) has one now.
   */
  'passwordreset.change_password': async (ctx) => {
    const user = await resettable(ctx.db, ctx.body);
    if (!user) throw new AppError('RESET_TOKEN_INVALID');
    const problems = newPasswordProblems(ctx.body.password, ctx.body.confirm_password, user.username);
    const errors = [...problems.password.map((message) => ({ pointer: '/password', message })), ...problems.confirmation.map((message) => ({ pointer: '/confirm_password', message }))];
    if (errors.length) throw validationError(errors);
    const check = await useCode(ctx.db, user.id, 'reset_token', ctx.body.reset_token);
    if (!check.ok) throw new AppError('RESET_TOKEN_INVALID');
    const hash = await hashPassword(ctx.body.password);
    // Nobody is signed in: the entry names the user whose token it was; the hash is left out, noted as password_changed.
    await auditedUserChange(ctx.db, actorFor(ctx.request, user), user.id, (trx) => setPassword(trx, user.id, hash), { password_changed: true });
    return { success: true };
  },
};
