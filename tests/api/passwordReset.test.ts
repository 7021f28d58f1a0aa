import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { DEMO_SECURITY_ANSWERS } from '../../src/server/db/shellDemo';

for (const dialect of await dialectsUnderTest()) {
  describe(`password reset, security profile and registration [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 20 });
    });
    afterAll(() => t.close());

    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers });
    /** The six digits of the last message the outbox holds for an address. */
    const lastCode = async (to: string) => {
      const mail = await t.database.db
        .selectFrom('outbox')
        .select('body')
        .where('to_address', '=', to)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return /\b(\d{6})\b/.exec(mail.body)![1]!;
    };

    it('resets a password by an emailed code: stored hashed, kept in the outbox, one use, then every session ends', async () => {
      const session = await t.tokenOf('employee');
      const sent = await post('passwordreset/sendcode', {
        username: 'EMPLOYEE',
        company: 'manitoulin',
        channel: 'email',
      });
      expect(sent.json()).toEqual({
        sent: true,
        sent_to: 'e******e@example.com',
      });
      const code = await lastCode('employee@example.com');
      const stored = await t.database.db.selectFrom('user_codes').select('code_hash').where('kind', '=', 'reset_code').execute();
      expect(stored.map((r) => r.code_hash)).not.toContain(code);

      const wrong = code === '000000' ? '000001' : '000000';
      expect(
        (
          await post('passwordreset/verifycode', {
            username: 'employee',
            company: 'MANITOULIN',
            code: wrong,
          })
        ).json(),
      ).toMatchObject({ verified: false, attempts_left: 4 });
      const ok = (
        await post('passwordreset/verifycode', {
          username: 'employee',
          company: 'MANITOULIN',
          code,
        })
      ).json();
      expect(ok.verified).toBe(true);
      expect(
        (
          await post('passwordreset/verifycode', {
            username: 'employee',
            company: 'MANITOULIN',
            code,
          })
        ).json().verified,
      ).toBe(false);

      const weak = await post('passwordreset/changepassword', {
        username: 'employee',
        company: 'MANITOULIN',
        reset_token: ok.reset_token,
        password: 'Weakpassword1x',
        confirm_password: 'Weakpassword1x',
      });
      expect(weak.statusCode).toBe(400);
      const verdict = await post('passwordreset/verifypassword', {
        username: 'employee',
        company: 'MANITOULIN',
        reset_token: ok.reset_token,
        password: 'short',
      });
      expect(verdict.json().valid).toBe(false);
      expect(verdict.json().messages).toContain('Password must be 12 to 100 characters long');

      const changed = await post('passwordreset/changepassword', {
        username: 'employee',
        company: 'MANITOULIN',
        reset_token: ok.reset_token,
        password: 'Brand!New2026x',
        confirm_password: 'Brand!New2026x',
      });
      expect(changed.json()).toEqual({ success: true });
      const reused = await post('passwordreset/changepassword', {
        username: 'employee',
        company: 'MANITOULIN',
        reset_token: ok.reset_token,
        password: 'Other!New2026x',
        confirm_password: 'Other!New2026x',
      });
      expect(reused.statusCode).toBe(400);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/users/refresh',
            headers: auth(session),
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await post('users/login', {
            username: 'employee',
            company: 'MANITOULIN',
            password: 'Brand!New2026x',
          })
        ).json().status,
      ).toBe(0);
    });

    it('kills a code after five wrong guesses, and tells nothing about unknown users', async () => {
      await post('passwordreset/sendcode', {
        username: 'sales',
        company: 'MANITOULIN',
        channel: 'email',
      });
      const code = await lastCode('sales@example.com');
      const wrong = code === '111111' ? '222222' : '111111';
      for (let i = 0; i < 5; i++)
        await post('passwordreset/verifycode', {
          username: 'sales',
          company: 'MANITOULIN',
          code: wrong,
        });
      expect(
        (
          await post('passwordreset/verifycode', {
            username: 'sales',
            company: 'MANITOULIN',
            code,
          })
        ).json().verified,
      ).toBe(false);
      expect(
        (
          await post('passwordreset/sendcode', {
            username: 'nobody',
            company: 'MANITOULIN',
            channel: 'email',
          })
        ).json(),
      ).toEqual({ sent: true, sent_to: null });
      expect(
        (
          await post('passwordreset/sendcode', {
            username: 'locked',
            company: 'MANITOULIN',
            channel: 'email',
          })
        ).json(),
      ).toEqual({ sent: true, sent_to: null });
    });

    it('resets by security questions: all answered right, in any case and spacing', async () => {
      const q = await t.app.inject({
        method: 'GET',
        url: '/api/passwordreset/securityquestions?username=customer&company=MANITOULIN',
      });
      expect(q.json().questions.map((x: { text: string }) => x.text)).toEqual(DEMO_SECURITY_ANSWERS.map((p) => p.question));
      const ids = q.json().questions.map((x: { id: number }) => x.id);
      const answers = DEMO_SECURITY_ANSWERS.map((p, i) => ({
        id: ids[i],
        answer: `  ${p.answer.toUpperCase()} `,
      }));
      const wrong = await post('passwordreset/verifyquestions', {
        username: 'customer',
        company: 'MANITOULIN',
        answers: [...answers.slice(0, 2), { id: ids[2], answer: 'Wrong answer' }],
      });
      expect(wrong.json()).toMatchObject({ verified: false, attempts_left: 4 });
      const right = await post('passwordreset/verifyquestions', {
        username: 'customer',
        company: 'MANITOULIN',
        answers,
      });
      expect(right.json().verified).toBe(true);
      expect(right.json().reset_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const none = await t.app.inject({
        method: 'GET',
        url: '/api/passwordreset/securityquestions?username=customer2&company=MANITOULIN',
      });
      expect(none.statusCode).toBe(404);
      expect(none.json().detail).toBe("Sorry, we couldn't find enough security questions in user profile");
    });

    it('saves a security profile under the answer rules, refusing answers used before', async () => {
      const token = await t.tokenOf('customer2');
      const offered = await t.app.inject({
        method: 'GET',
        url: '/api/globals/securityquestions',
        headers: auth(token),
      });
      expect(offered.json()).toMatchObject({ profile: [], min_required: 3 });
      const [q1, q2, q3] = offered.json().questions.map((x: { text: string }) => x.text);
      const bad = await post(
        'globals/securityquestions',
        {
          answers: [
            { question: q1, answer: 'qwerty' },
            { question: q2, answer: 'Halifax' },
            { question: q3, answer: 'halifax' },
          ],
        },
        auth(token),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual(
        expect.arrayContaining([
          {
            pointer: '/answers/0/answer',
            message: 'Answer cannot be a meaningless sequence',
          },
          {
            pointer: '/answers/2/answer',
            message: 'A security answer cannot be reused',
          },
        ]),
      );
      const good = [
        { question: q1, answer: 'Halifax' },
        { question: q2, answer: 'Captain' },
        { question: q3, answer: 'Honda Civic' },
      ];
      expect((await post('globals/securityquestions', { answers: good }, auth(token))).json()).toEqual({ success: true });
      const stored = await t.database.db.selectFrom('security_answers').select('answer_hash').execute();
      expect(stored.every((r) => r.answer_hash.startsWith('$argon2id$'))).toBe(true);
      const again = await post(
        'globals/securityquestions',
        {
          answers: [
            { question: q1, answer: 'Montreal' },
            { question: q2, answer: 'Captain' },
            { question: q3, answer: 'Toyota Corolla' },
          ],
        },
        auth(token),
      );
      expect(again.json().errors).toEqual([
        {
          pointer: '/answers/1/answer',
          message: 'A security answer cannot be reused',
        },
      ]);
      const fr = await post(
        'globals/securityquestions',
        { answers: [{ question: q1, answer: 'aaaa' }, ...good.slice(1)] },
        { ...auth(token), 'accept-language': 'fr' },
      );
      expect(fr.json().errors[0].message).toBe('La réponse ne peut pas contenir de caractères répétés');
    });

    it('registers a visitor for online quoting, inactive until the mailed six-digit code activates them', async () => {
      const visitor = {
        service: 'online_quoting',
        has_account: false,
        username: 'newshipper',
        company: 'MANITOULIN',
        password: 'Shipper!2026x',
        confirm_password: 'Shipper!2026x',
        first_name: 'Nina',
        last_name: 'Shipper',
        email: 'nina@shipper.example',
        phone: '7055551234',
        business_name: 'Nina Goods',
        city: 'Sudbury',
        province: 'ON',
        postal: 'P3A 1A1',
        country: 'CA',
        recaptcha_token: 'demo',
      };
      const created = await post('users/create', visitor);
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({
        success: true,
        activation_required: true,
        sent_to: 'n**a@shipper.example',
      });
      expect((await post('users/create', visitor)).statusCode).toBe(409);
      expect(
        (
          await post('users/login', {
            username: 'newshipper',
            company: 'MANITOULIN',
            password: 'Shipper!2026x',
          })
        ).json().token,
      ).toBeUndefined();

      expect(
        (
          await post('users/send_activation_code', {
            username: 'newshipper',
            company: 'MANITOULIN',
          })
        ).json().sent,
      ).toBe(true);
      const code = await lastCode('nina@shipper.example');
      const wrong = code === '123456' ? '654321' : '123456';
      expect(
        (
          await post('users/activate', {
            username: 'newshipper',
            company: 'MANITOULIN',
            code: wrong,
          })
        ).json().success,
      ).toBe(false);
      expect(
        (
          await post('users/activate', {
            username: 'newshipper',
            company: 'MANITOULIN',
            code,
          })
        ).json(),
      ).toEqual({ success: true });
      const session = (
        await post('users/login', {
          username: 'newshipper',
          company: 'MANITOULIN',
          password: 'Shipper!2026x',
        })
      ).json();
      expect(session.token).toBeTruthy();
      expect(session.profile).toMatchObject({
        MT_TYPE: 'QUOTE',
        MT_STATUS: 'Active',
        MT_CUST: null,
      });
      expect(session.groups.map((g: { name: string }) => g.name)).toEqual(['Online quoting']);

      const sameAsName = await post('users/create', {
        ...visitor,
        username: 'Quoter_2026ab',
        password: 'Quoter_2026ab',
        confirm_password: 'Quoter_2026ab',
      });
      expect(sameAsName.statusCode).toBe(400);
      expect(sameAsName.json().errors).toEqual([{ pointer: '/password', message: 'Password cannot be the username' }]);
      expect(
        (
          await post('users/send_activation_code', {
            username: 'customer',
            company: 'MANITOULIN',
          })
        ).json(),
      ).toEqual({ sent: false });
      expect(DEMO_PASSWORD).toBeTruthy();
    });
  });
}
