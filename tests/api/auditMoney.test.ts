import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';

type Row = Record<string, unknown>;

/**
 * The money families' hand-written writes record their changes in the audit log, in the change's own
 * transaction (issue 16 point 5): collections (a call logged with its follow-up action, an action done, a
 * call priority, a code table row, a credit limit, a sales review) and the billing exit conditions' moves.
 * One entry per changed record with who, which screen, the record and its before and after; a refused
 * call leaves none. The api project runs the audit guard strict, so these calls are also proved to write
 * no audited table without an entry.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`audit of the money families' writes [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 200 });
    });
    afterAll(() => t.close());

    const send = async (username: string, method: 'POST' | 'PUT', url: string, payload: object | undefined, cmid: string) =>
      t.app.inject({ method, url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), cmid }, payload });
    const db = () => t.database.db;
    const entries = (entity: string, id: string | number) =>
      db().selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', String(id)).orderBy('id').execute();
    const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Row | null;
    const last = async (entity: string, id: string | number) => {
      const all = await entries(entity, id);
      const entry = all[all.length - 1]!;
      expect(entry, `${entity} ${id}`).toBeDefined();
      return { ...entry, before: parsed(entry.before), after: parsed(entry.after) };
    };
    const auditCount = async () => Number((await db().selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    it('a call logged: the call and its follow-up action created, the account’s next call moved; the action done', async () => {
      const res = await send('credit', 'POST', 'statements_portal/calls', {
        customer_account: '100001', outcome: 'Reached', notes: 'Audit me', follow_up_date: '2099-02-03', action_code: 'letter', contact: 'Jean',
      }, 'AR-DAILY-CALLS');
      expect(res.statusCode, res.body).toBe(200);
      const callId = res.json().id as number;
      const made = await last('collection_calls', callId);
      expect(made).toMatchObject({ company: 'MANITOULIN', user_id: 'credit', cmid: 'AR-DAILY-CALLS', action: 'create', entity: 'collection_calls', entity_id: String(callId), before: null });
      expect(made.after).toMatchObject({ id: callId, customer_account: '100001', notes: 'Audit me', outcome: 'Reached', caller: 'credit' });

      const account = await last('ar_accounts', '100001');
      expect(account).toMatchObject({ user_id: 'credit', cmid: 'AR-DAILY-CALLS', action: 'update' });
      expect(String(account.after!.next_call_date)).toContain('2099-02-03');
      expect(String(account.before!.next_call_date)).not.toContain('2099-02-03');

      const action = await db().selectFrom('collection_actions').selectAll().where('call_id', '=', callId).executeTakeFirstOrThrow();
      const opened = await last('collection_actions', action.id);
      expect(opened).toMatchObject({ user_id: 'credit', cmid: 'AR-DAILY-CALLS', action: 'create', before: null });
      expect(opened.after).toMatchObject({ id: action.id, call_id: callId, action_code: 'LETTER', status: 'Open' });

      const done = await send('credit', 'POST', `statements_portal/call_actions/${action.id}/done`, undefined, 'AR-CALL-ACTIONS');
      expect(done.statusCode, done.body).toBe(200);
      const closed = await last('collection_actions', action.id);
      expect(closed).toMatchObject({ user_id: 'credit', cmid: 'AR-CALL-ACTIONS', action: 'update' });
      expect(closed.before).toMatchObject({ status: 'Open', completed_at: null });
      expect(closed.after).toMatchObject({ status: 'Done' });
      expect(closed.after!.completed_at).not.toBeNull();

      // Closing it again is refused (AR_ACTION_CLOSED): nothing written, no entry.
      const n = await auditCount();
      const again = await send('credit', 'POST', `statements_portal/call_actions/${action.id}/done`, undefined, 'AR-CALL-ACTIONS');
      expect(again.statusCode).toBe(409);
      expect(await auditCount()).toBe(n);
    });

    it('a call priority and a code table row: one update each with before and after', async () => {
      const res = await send('credit', 'PUT', 'statements_portal/call_priority/100002', { priority: 2, collector: 'admin', call_frequency_days: 9, reason: 'Audit check' }, 'AR-CALL-PRIORITY-MGMT');
      expect(res.statusCode, res.body).toBe(200);
      const priority = await last('ar_accounts', '100002');
      expect(priority).toMatchObject({ company: 'MANITOULIN', user_id: 'credit', cmid: 'AR-CALL-PRIORITY-MGMT', action: 'update', entity: 'ar_accounts', entity_id: '100002' });
      expect(priority.before).toMatchObject({ customer_account: '100002' });
      expect(priority.before!.priority_reason).not.toBe('Audit check');
      expect(priority.after).toMatchObject({ customer_account: '100002', priority: 2, call_frequency_days: 9, priority_reason: 'Audit check', priority_updated_by: 'credit' });

      const row = await db().selectFrom('ar_code_tables').selectAll().where('company', '=', 'MANITOULIN').where('table_name', '=', 'action_codes').where('code', '=', 'STMT').executeTakeFirstOrThrow();
      const saved = await send('credit', 'PUT', `statements_portal/tables/action_codes/${row.id}`, { code: 'STMT', description: 'Send a statement (audited)', active: true }, 'AR-MANAGE-TABLES');
      expect(saved.statusCode, saved.body).toBe(200);
      const entry = await last('ar_code_tables', row.id);
      expect(entry).toMatchObject({ user_id: 'credit', cmid: 'AR-MANAGE-TABLES', action: 'update', entity: 'ar_code_tables' });
      expect(entry.before).toMatchObject({ id: row.id, code: 'STMT', description: row.description });
      expect(entry.after).toMatchObject({ id: row.id, code: 'STMT', description: 'Send a statement (audited)' });
    });

    it('a credit limit: the account updated and its history row created; an unchanged one refused with no entry', async () => {
      const res = await send('credit', 'PUT', 'statements_portal/credit_limits/100003', { credit_limit: 31000.5, credit_status: 'Watch', reason: 'Audit check' }, 'AR-CREDIT-LIMIT');
      expect(res.statusCode, res.body).toBe(200);
      const account = await last('ar_accounts', '100003');
      expect(account).toMatchObject({ company: 'MANITOULIN', user_id: 'credit', cmid: 'AR-CREDIT-LIMIT', action: 'update' });
      expect(Number(account.after!.credit_limit)).toBe(31000.5);
      expect(account.after!.credit_status).toBe('Watch');
      expect(Number(account.before!.credit_limit)).not.toBe(31000.5);
      const history = await db().selectFrom('credit_limit_history').selectAll().where('customer_account', '=', '100003').orderBy('id', 'desc').executeTakeFirstOrThrow();
      const made = await last('credit_limit_history', history.id);
      expect(made).toMatchObject({ user_id: 'credit', cmid: 'AR-CREDIT-LIMIT', action: 'create', before: null });
      expect(made.after).toMatchObject({ customer_account: '100003', new_status: 'Watch', reason: 'Audit check', changed_by: 'credit' });

      const n = await auditCount();
      const same = await send('credit', 'PUT', 'statements_portal/credit_limits/100003', { credit_limit: 31000.5, credit_status: 'Watch', reason: 'Again' }, 'AR-CREDIT-LIMIT');
      expect(same.statusCode).toBe(400);
      expect(await auditCount()).toBe(n);
    });

    it("a salesperson's review: one update; an escalation without a comment refused with no entry", async () => {
      const n = await auditCount();
      const refused = await send('sales', 'PUT', 'statements_portal/sales_review/100002', { review_status: 'Escalated', comment: ' ' }, 'AR-SALES-REVIEW');
      expect(refused.statusCode).toBe(400);
      expect(await auditCount()).toBe(n);
      const res = await send('sales', 'PUT', 'statements_portal/sales_review/100002', { review_status: 'Reviewed', comment: 'Audit check' }, 'AR-SALES-REVIEW');
      expect(res.statusCode, res.body).toBe(200);
      const entry = await last('ar_accounts', '100002');
      expect(entry).toMatchObject({ company: 'MANITOULIN', user_id: 'sales', cmid: 'AR-SALES-REVIEW', action: 'update' });
      expect(entry.before!.review_comment).not.toBe('Audit check');
      expect(entry.after).toMatchObject({ review_status: 'Reviewed', review_comment: 'Audit check' });
      expect(await auditCount()).toBe(n + 1);
    });

    it('an exit condition moved: one update per condition whose place changed, with its sequence before and after', async () => {
      const order = await db().selectFrom('billing_exit_conditions').selectAll().where('company', '=', 'MANITOULIN').orderBy('sequence').orderBy('exit_id').execute();
      expect(order.length).toBeGreaterThan(1);
      const first = order[0]!;
      const n = await auditCount();
      const res = await send('employee', 'POST', `billing/exits/${first.exit_id}/move`, { direction: 'back' }, 'BILL_EXIT_LIST');
      expect(res.statusCode, res.body).toBe(200);
      const answered = res.json().results as Row[];
      const was = new Map(order.map((r) => [r.exit_id, Number(r.sequence)]));
      const changed = answered.filter((r) => was.get(r.exit_id as number) !== Number(r.sequence));
      expect(changed.length).toBe(Math.min(order.length, 4));
      expect(await auditCount()).toBe(n + changed.length);
      for (const r of changed) {
        const entry = await last('billing_exit_conditions', r.exit_id as number);
        expect(entry).toMatchObject({ company: 'MANITOULIN', user_id: 'employee', cmid: 'BILL_EXIT_LIST', action: 'update', entity: 'billing_exit_conditions' });
        expect(Number(entry.before!.sequence)).toBe(was.get(r.exit_id as number));
        expect(Number(entry.after!.sequence)).toBe(Number(r.sequence));
      }
      const moved = await last('billing_exit_conditions', first.exit_id);
      expect(moved.before).toMatchObject({ exit_id: first.exit_id, sequence: 1 });
      expect(moved.after).toMatchObject({ exit_id: first.exit_id, sequence: Math.min(order.length, 4) });

      // Another company's staff cannot move it: refused, no entry.
      const m = await auditCount();
      expect((await send('customer', 'POST', `billing/exits/${first.exit_id}/move`, { direction: 'back' }, 'BILL_EXIT_LIST')).statusCode).toBe(403);
      expect(await auditCount()).toBe(m);
    });
  });
}
