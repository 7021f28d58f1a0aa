import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';

for (const dialect of await dialectsUnderTest()) {
  describe(`short URLs, maintenance, page views and secondary sign-on [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 20 });
    });
    afterAll(() => t.close());

    it('makes short URLs of same-site paths only, and resolves them', async () => {
      const token = await t.tokenOf('customer');
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/shorten_urls',
        headers: auth(token),
        payload: { url: '/MANITOULIN/pages/MTDPUDATE?sort=-pickup_date' },
      });
      expect(made.statusCode).toBe(200);
      expect(made.json().short_url).toBe(`/st/${made.json().id}`);
      const resolved = await t.app.inject({
        method: 'GET',
        url: `/api/shorten_urls/${made.json().id}`,
      });
      expect(resolved.json().url).toBe('/MANITOULIN/pages/MTDPUDATE?sort=-pickup_date');
      for (const url of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/shorten_urls',
              headers: auth(token),
              payload: { url },
            })
          ).statusCode,
          url,
        ).toBe(400);
      }
      // A row that points off-site (written by hand) is never handed out.
      await t.database.db.insertInto('short_urls').values({ id: 'offsite1', url: '//evil.example/' }).execute();
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/shorten_urls/offsite1',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/shorten_urls/nosuch99',
          })
        ).statusCode,
      ).toBe(404);
    });

    it('signals maintenance on pages of the site while a window is in force', async () => {
      const status = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/mtd_maintenance/status?t=1',
          })
        ).json();
      expect(await status()).toEqual({
        maintenance: false,
        message: null,
        until: null,
      });
      expect((await t.app.inject({ method: 'GET', url: '/?t=1' })).headers['x-maintenance-redirect']).toBeUndefined();
      const soon = new Date(Date.now() + 3600_000).toISOString();
      await t.database.db
        .insertInto('maintenance_windows')
        .values({
          starts_at: new Date(Date.now() - 1000).toISOString(),
          ends_at: soon,
          message: 'Upgrade',
        })
        .execute();
      expect(await status()).toMatchObject({
        maintenance: true,
        message: 'Upgrade',
      });
      // The header is cached for five seconds.
      await new Promise((r) => setTimeout(r, 5100));
      expect((await t.app.inject({ method: 'GET', url: `/?t=${Date.now()}` })).headers['x-maintenance-redirect']).toBe('/maintenance');
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/mtd_maintenance/notice',
          })
        ).json().results,
      ).toHaveLength(1);
      await t.database.db.deleteFrom('maintenance_windows').execute();
    });

    it('records page views under the analytics id of the user type, only for commands flagged Y', async () => {
      const view = async (user: string, cmid: string) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/globals/page_view',
            headers: auth(await t.tokenOf(user)),
            payload: { cmid, path: `/MANITOULIN/pages/${cmid}` },
          })
        ).json();
      expect(await view('admin', 'MTDPUDATE')).toEqual({
        recorded: true,
        analytics_id: 'G-INTERNAL01',
      });
      expect(await view('sales', 'MTDPUDATE')).toEqual({
        recorded: true,
        analytics_id: 'G-INTERNAL01',
      });
      expect(await view('customer', 'MTDPUDATE')).toEqual({
        recorded: true,
        analytics_id: 'G-CUSTOMER01',
      });
      await t.database.db.updateTable('commands').set({ analytics: 'N' }).where('cmid', '=', 'CLAIM-LIST').execute();
      expect((await view('customer', 'CLAIM-LIST')).recorded).toBe(false);
      expect((await view('customer', 'NO-SUCH-CMD')).recorded).toBe(false);
      const rows = await t.database.db.selectFrom('page_views').select(['user_type', 'analytics_id', 'cmid']).orderBy('id').execute();
      expect(rows).toEqual([
        { user_type: 'ADMIN', analytics_id: 'G-INTERNAL01', cmid: 'MTDPUDATE' },
        { user_type: 'SALES', analytics_id: 'G-INTERNAL01', cmid: 'MTDPUDATE' },
        {
          user_type: 'CUSTOMER',
          analytics_id: 'G-CUSTOMER01',
          cmid: 'MTDPUDATE',
        },
      ]);
      const profile = (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/refresh',
          headers: auth(await t.tokenOf('customer')),
        })
      ).json();
      expect(profile.masterconfig.FRAMEWORK.map((e: { mc_key: string }) => e.mc_key)).toEqual(
        expect.arrayContaining(['GOOGLE_ANALYTICS_ID', 'GOOGLE_ANALYTICS_ID_CUSTOMER', 'LANGUAGE']),
      );
    });

    it('engages one secondary sign-on source per session: a second one is an error', async () => {
      const token = await t.tokenOf('admin');
      const first = await t.app.inject({
        method: 'GET',
        url: '/api/oidc/status?source=google',
        headers: auth(token),
      });
      expect(first.json()).toEqual({
        source: 'google',
        authorized: false,
        expires: null,
      });
      expect(JSON.parse(first.headers['x-oidc-status'] as string)).toEqual(first.json());
      const forced = await t.app.inject({
        method: 'POST',
        url: '/api/oidc/force_auth?source=google',
        headers: auth(token),
      });
      expect(forced.json().authorized).toBe(true);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/oidc/status?source=google',
            headers: auth(token),
          })
        ).json().authorized,
      ).toBe(true);
      const second = await t.app.inject({
        method: 'GET',
        url: '/api/oidc/status?source=azure',
        headers: auth(token),
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().detail).toBe('Secondary sign-on is already engaged for another source');
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/oidc/force_auth?source=google',
            headers: auth(await t.tokenOf('customer')),
          })
        ).statusCode,
      ).toBe(403);
    });

    it('gives anonymous visitors a temporary session whose status only the named user can have', async () => {
      const temp = (
        await t.app.inject({
          method: 'GET',
          url: '/api/oidc/temp_session?username=admin&company=MANITOULIN',
        })
      ).json();
      expect(temp.SEUID).toBeTruthy();
      const ask = (username: string, sesess = temp.SESESS) =>
        t.app.inject({
          method: 'GET',
          url: `/api/oidc/anon_status?source=google&seuid=${temp.SEUID}&sesess=${sesess}&username=${username}&company=MANITOULIN`,
        });
      expect((await ask('admin')).json().authorized).toBe(true);
      expect((await ask('customer')).json().authorized).toBe(false);
      expect((await ask('admin', 'forged')).json().authorized).toBe(false);
      const unknown = (
        await t.app.inject({
          method: 'GET',
          url: '/api/oidc/temp_session?username=nobody&company=MANITOULIN',
        })
      ).json();
      expect(unknown.SEUID).toBeTruthy();
    });
  });
}
