import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors';
import { findSession } from '../auth/sessions';
import { holdsAny, type Caller } from '../auth/Caller';
import type { CallEntry } from './readCatalogue';
import type { ScreenStore } from '../screens/ScreenStore';

const TOKEN_RE = /^Token ([A-Za-z0-9_-]{20,200})$/;

/** The caller of a request from its Authorization header, or null for anonymous or dead tokens. */
export async function resolveCaller(db: Kysely<DB>, request: FastifyRequest, touch = true): Promise<Caller | null> {
  const match = TOKEN_RE.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const token = match[1]!;
  const session = await findSession(db, token, touch);
  if (!session) return null;
  return {
    userId: session.user_id,
    username: session.username,
    // findSession only answers sessions whose company is their user's.
    company: session.company,
    type: session.user_type,
    // A switched account (users.switch_account) scopes this session only.
    customerAccount: session.customer_account ?? session.user_customer_account,
    tokenHash: session.token_hash,
    loginStatus: session.login_status,
    accessStamp: Number(session.access_stamp),
    writeLsn: session.write_lsn,
    prospect: session.skeleton_account_id === null ? null : { id: session.skeleton_account_id, bolAllowed: session.skeleton_bol_allowed === true },
  };
}

/** The browser names the company of its URL; a token of another company is refused there. */
function urlCompany(request: FastifyRequest): string | null {
  const raw = request.headers.company;
  return typeof raw === 'string' && /^[A-Za-z]{1,30}$/.test(raw) ? raw.toUpperCase() : null;
}

/**
 * Who may make a call whose menu id is a parameter: its holders, and with
 * `subScreens` (screen definitions) the holders of the screens showing it as a
 * sub-screen (TM-START for TM-COPY); other such calls (control tables,
 * document libraries) are not widened.
 */
function cmidParamHolders(screens: ScreenStore, access: { cmidParam: string; subScreens?: boolean }, cmid: string): string[] {
  return access.subScreens ? screens.readersOf(cmid) : [cmid];
}

/**
 * The server's access rule for one call (the browser's checks are a convenience):
 * public, any session, or a menu id the caller's groups hold.
 */
export async function checkAccess(
  db: Kysely<DB>,
  screens: ScreenStore,
  call: CallEntry,
  caller: Caller | null,
  params: Record<string, string>,
  request?: FastifyRequest,
): Promise<void> {
  if (call.access === 'public') return;
  if (!caller) throw new AppError('UNAUTHENTICATED');
  const company = request ? urlCompany(request) : null;
  if (company && company !== caller.company) throw new AppError('WRONG_COMPANY');
  // 01-shell.md §4: init-account or sign out, and what the catalogue marks whileNewPassword.
  if (caller.loginStatus === 4 && !call.whileNewPassword) throw new AppError('NEW_PASSWORD_REQUIRED');
  if (call.access === 'signed-in') return;
  const cmids = 'cmidParam' in call.access ? cmidParamHolders(screens, call.access, String(params[call.access.cmidParam] ?? '')) : [...call.access.cmids, ...screens.cmidsUsing(call)];
  if (!(await holdsAny(db, caller, cmids))) throw new AppError('FORBIDDEN');
}
