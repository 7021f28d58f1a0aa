import type { FamilyHandlers } from '../Handler';
import { signedIn } from '../Handler';
import { AppError } from '../../errors';
import { burnDecoy, verifyPassword } from '../../auth/passwords';
import { createSession, discardSession, newToken, revokeSession, rotateSession } from '../../auth/sessions';
import { followTokenRotation, logSignIn, logSignOut, type SignInResult } from '../../auth/signInLog';
import { useLegacySession } from '../../auth/legacySessions';
import { sessionPayload, signInUser } from '../../data/users/sessionPayload';
import { bookkeeping } from '../../db/requestWrites';
import { clearAttempts, countAttempt, returnAttempt, signInWindows, nameKey } from '../../auth/throttle';

/** Signing in and out, and the session's token (01-shell.md §4). */
export const signInHandlers: FamilyHandlers<'users'> = {
  'users.login': async ({ db, body, request }) => {
    const company = body.company.toUpperCase();
    const uid = body.username;
    // Counted before the password is checked, in the database every instance shares: past a window's
    // attempts the answer is 429, the right password included, until the window ends.
    const name = nameKey(company, uid);
    const windows = signInWindows(name, request);
    // One read of the user, with the stamps that tell whether their cached menus and the configuration still hold,
    // side by side with the count: a spent window still answers 429 before the password is looked at.
    const [user] = await Promise.all([signInUser(db, uid, company), countAttempt(db, ...windows)]);
    // Every attempt goes to the sign-in log (UA-ANALYTIC), refused ones included.
    const log = (result: SignInResult, token?: string) => logSignIn(db, request, { uid, company, result, user: user && { id: user.id, type: user.type }, token });
    if (!user) {
      await burnDecoy(body.password);
      await log('failed');
      throw new AppError('BAD_CREDENTIALS');
    }
    // A user who will get a session (active, not locked) has it written while the password is checked: the
    // hash takes longer than the session's durable commit (an fsync), which so no longer follows it. The token
    // stays in this process until the password is right; a wrong one removes the row, which no one could use.
    const token = newToken();
    const mayOpen = !user.locked && user.status === 'Active';
    // Bookkeeping until the token is answered: a fault before then leaves the caller no session to have lost.
    const session = mayOpen ? bookkeeping(() => createSession(db, user.id, company, {}, token)) : undefined;
    session?.catch(() => undefined); // awaited below; a fault surfaces there
    if (!(await verifyPassword(user.password_hash, body.password))) {
      await Promise.all([session?.then(() => discardSession(db, token), () => undefined), log('failed')]);
      throw new AppError('BAD_CREDENTIALS');
    }
    // The right password: this name's attempts from this address are forgotten, the wider windows get theirs back.
    // These writes, the answer's menus (cached while unchanged), the session and its log row are independent of
    // one another: side by side on PostgreSQL's pool, so sign-in waits for one round of commits, not six in a row.
    const forgiven = Promise.all([clearAttempts(db, windows[0]!), returnAttempt(db, ...windows.slice(1))]);
    // Told only after the password is right, so the message reveals nothing to a guesser.
    if (user.locked) {
      await Promise.all([forgiven, log('locked')]);
      throw new AppError('ACCOUNT_LOCKED');
    }
    // 01-shell.md §4: a user not yet Active goes to the activation page; such a user gets no session.
    if (user.status !== 'Active') {
      const [, payload] = await Promise.all([forgiven, sessionPayload(db, user), log('inactive')]);
      return payload;
    }
    const [, payload] = await Promise.all([forgiven, sessionPayload(db, user), session, log(user.login_status === 4 ? 'new_password_required' : 'success', token)]);
    return { ...payload, token };
  },

  'users.refresh': async (ctx) => {
    const caller = signedIn(ctx);
    return sessionPayload(ctx.db, caller.userId, caller.customerAccount);
  },

  'users.logout': async (ctx) => {
    const { tokenHash } = signedIn(ctx);
    await revokeSession(ctx.db, tokenHash);
    await logSignOut(ctx.db, tokenHash);
    return { status: 0 };
  },

  /** PUT users/resettoken: a new token for the caller's session; the old one dies at once. */
  'users.reset_token': async (ctx) => {
    const caller = signedIn(ctx);
    return rotateSession(ctx.db, caller.tokenHash, caller.userId, (trx, token) => followTokenRotation(trx, caller.tokenHash, token));
  },

  /** POST users/mt1login: the session id of the previous portal is exchanged once for a session of this one. */
  'users.mt1login': async ({ db, body, request }) => {
    const user = await useLegacySession(db, body.session);
    if (!user) throw new AppError('LEGACY_SESSION_INVALID');
    if (user.locked) throw new AppError('ACCOUNT_LOCKED');
    if (user.status !== 'Active') throw new AppError('NOT_ACTIVE');
    const token = await createSession(db, user.id, user.company);
    await logSignIn(db, request, { uid: user.username, company: user.company, result: 'success', user: { id: user.id, type: user.type }, token });
    return { ...(await sessionPayload(db, user.id)), token };
  },
};
