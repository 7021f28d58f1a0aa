/**
 * Tables a call may write without an audit entry (the audit guard, auditGuard.ts). The rule: a table is
 * exempt only when its rows are a log or plumbing, never a record people change through the portal, so
 * that issue 16's "every change made through the portal is in the audit log" holds for all the others.
 * A table missing here is audited; a call that writes one without an entry is an unaudited write.
 */
export const EXEMPT_TABLES: Readonly<Record<string, string>> = {
  audit_log: 'the audit log itself',
  sessions: 'sign-in sessions: their touch, expiry and account switch are plumbing, sign-ins are in sign_in_log',
  legacy_sessions: 'the legacy portal’s session hand-over, plumbing',
  oidc_temp_sessions: 'temporary OIDC hand-over pairs, plumbing',
  sign_in_log: 'a log: every sign-in and sign-out',
  page_views: 'a log: the screens visited',
  command_log: 'a log: the calls made (sampled)',
  ar_email_log: 'a log: the collection e-mails sent',
  call_priority_log: 'a log: how a collection call’s priority was computed',
  rate_limits: 'throttle counts, plumbing',
  cache_stamps: 'cache invalidation stamps, plumbing',
  user_codes: 'one-time codes (reset, activation): secrets; what their use changes is audited on the user',
  password_history: 'a log: when a password was set, how and by whom (the change itself is audited on the user)',
  signing_keys: 'the server’s own token signing keys, rotated by the server',
  user_menu_state: 'which menus a user left open, interface state the shell saves as the user clicks',
  outbox: 'job outbox bookkeeping',
  email_outbox: 'the mail outbox: messages queued for the mailer and their delivery state, a log of what was sent',
  'pgboss.job': 'the job queue’s own bookkeeping',
  'pgboss.queue': 'the job queue’s own bookkeeping',
  'pgboss.schedule': 'the job queue’s own bookkeeping',
};

/** Whether writes to `table` need no audit entry. */
export function isExempt(table: string): boolean {
  return Object.hasOwn(EXEMPT_TABLES, table);
}
