import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { giveMenu } from '../support/giveMenu';
import { auth, startTestApp, type TestApp } from '../support/testApp';

const valid = {
  title: 'Terminal closure',
  content: '<p><b>Sudbury</b> closes early.</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
  start_date: '2030-06-01',
  end_date: '2030-06-30',
  priority: 'warning',
  active: true,
  companies: ['MANITOULIN'],
  user_types: ['CUSTOMER'],
  customers: ['100001', '100002'],
};

for (const dialect of await dialectsUnderTest()) {
  describe(`announcements [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
      // The employee may add announcements too (but change only their own).
      const db = t.database.db;
      const group = await db.selectFrom('menu_groups').select('id').where('name', '=', 'Employees').executeTakeFirstOrThrow();
      await giveMenu(db, group.id, 'Notices', [['ANO-ADD', 'Announcements']]);
    });
    afterAll(() => t.close());

    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, username = 'admin') =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload ? { payload: payload as object } : {}) });
    const count = async () => (await t.database.db.selectFrom('announcements').select('id').execute()).length;

    it('publishes, shows, changes and deletes an announcement, its HTML sanitised', async () => {
      const created = await call('POST', 'announcements/announcement', valid);
      expect(created.statusCode, created.body).toBe(200);
      const a = created.json();
      expect(a).toMatchObject({ title: 'Terminal closure', content: '<p><b>Sudbury</b> closes early.</p><a>x</a>', customers: ['100001', '100002'], customer_count: 2, created_by: 'admin', end_date: '2030-06-30' });
      const stored = await t.database.db.selectFrom('announcements').select('content').where('id', '=', a.id).executeTakeFirstOrThrow();
      expect(stored.content).not.toContain('onerror');

      const changed = await call('PUT', `announcements/${a.id}`, { ...valid, title: 'Terminal closure (updated)', end_date: undefined, customers: [] });
      expect(changed.json()).toMatchObject({ title: 'Terminal closure (updated)', end_date: null, customers: [], customer_count: 0 });
      expect((await call('GET', `announcements/${a.id}`)).json().title).toBe('Terminal closure (updated)');

      const list = await call('GET', `announcements/announcement?title__icontains=updated`);
      expect(list.json().results.map((r: { id: number }) => r.id)).toEqual([a.id]);

      expect((await call('DELETE', `announcements/${a.id}`)).json()).toEqual({ success: true });
      expect((await call('GET', `announcements/${a.id}`)).statusCode).toBe(404);
    });

    it('refuses what the form refuses, with its messages, and writes nothing', async () => {
      const before = await count();
      const cases: [object, { pointer: string; message: string }[]][] = [
        [{ ...valid, title: '' }, [{ pointer: '/title', message: 'Field is required' }]],
        [{ ...valid, content: '<p> &nbsp; </p><br>' }, [{ pointer: '/content', message: 'Field is required' }]],
        [{ ...valid, start_date: '2030-13-01' }, [{ pointer: '/start_date', message: 'Invalid date format. Valid format is: YYYY-MM-DD' }]],
        [{ ...valid, end_date: '2030-05-31' }, [{ pointer: '/end_date', message: 'Ending Date must be later than Starting Date' }]],
        [{ ...valid, end_date: '2030-06-01' }, [{ pointer: '/end_date', message: 'Ending Date must be later than Starting Date' }]],
        [{ ...valid, priority: 'urgent' }, [{ pointer: '/priority', message: 'Invalid value' }]],
        [{ ...valid, companies: ['NOWHERE'] }, [{ pointer: '/companies/0', message: 'Invalid value' }]],
        [{ ...valid, customers: ['100001', '999999'] }, [{ pointer: '/customers/1', message: 'Customer Code Not Found' }]],
        [{ ...valid, customers: ['300003'] }, [{ pointer: '/customers/0', message: 'Customer Code Not Found' }]],
        [{ ...valid, author: 'x' }, [{ pointer: '/author', message: 'Unknown field' }]],
      ];
      for (const [body, errors] of cases) {
        const res = await call('POST', 'announcements/announcement', body);
        expect([res.statusCode, res.json().errors], JSON.stringify(body)).toEqual([400, errors]);
      }
      const { id } = (await call('POST', 'announcements/announcement', valid)).json();
      const bad = await call('PUT', `announcements/${id}`, { ...valid, end_date: '2030-01-01' });
      expect(bad.json().errors).toEqual([{ pointer: '/end_date', message: 'Ending Date must be later than Starting Date' }]);
      expect(await count()).toBe(before + 1);
    });

    it('lets only administrators and their author change or delete an announcement', async () => {
      const { id } = (await call('POST', 'announcements/announcement', valid)).json();
      const put = await call('PUT', `announcements/${id}`, valid, 'employee');
      expect([put.statusCode, put.json()]).toEqual([403, { code: 'NO_PERMISSION_CHANGE', detail: 'You do not have permission to change selected records' }]);
      const del = await call('DELETE', `announcements/${id}`, undefined, 'employee');
      expect([del.statusCode, del.json()]).toEqual([403, { code: 'NO_PERMISSION_DELETE_NOTICE', detail: 'You do not have permission to delete this notice!' }]);
      const own = (await call('POST', 'announcements/announcement', valid, 'employee')).json();
      expect((await call('PUT', `announcements/${own.id}`, { ...valid, title: 'Mine' }, 'employee')).json().title).toBe('Mine');
      expect((await call('DELETE', `announcements/${own.id}`, undefined, 'employee')).statusCode).toBe(200);
    });

    it('keeps customers out', async () => {
      expect((await call('POST', 'announcements/announcement', valid, 'customer')).statusCode).toBe(403);
      expect((await call('GET', 'announcements/announcement', undefined, 'customer')).statusCode).toBe(403);
      const { id } = (await call('POST', 'announcements/announcement', valid)).json();
      expect((await call('GET', `announcements/${id}`, undefined, 'customer')).statusCode).toBe(403);
    });
  });
}
