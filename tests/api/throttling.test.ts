import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { startTestApp, type TestApp } from '../support/testApp';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { DEMO_SECURITY_ANSWERS } from '../../src/server/db/shellDemo';
import { THROTTLES } from '../../src/server/auth/throttle';

/**
 * Sign-in and guessing are throttled in the database (rate_limits), not in the
 * process: counted before they are evaluated, so even concurrent guesses pass no
 * limit. Time moves by the clock the throttle reads (Date, faked here), never by sleeping.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`throttled sign-in and guessing [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
    });
    afterAll(() => t.close());
    afterEach(() => vi.useRealTimers());

    /** Moves the throttle's clock forward (Date only: timers and the database's own clock are untouched). */
    const later = (minutes: number) => {
      const now = Date.now();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now + minutes * 60_000);
    };
    const post = (url: string, payload: object, remoteAddress: string) => t.app.inject({ method: 'POST', url: `/api/${url}`, payload, remoteAddress });
    const login = (username: string, password: string, remoteAddress: string) => post('users/login', { username, company: 'MANITOULIN', password }, remoteAddress);
    const points = async (key: string) => (await t.database.db.selectFrom('rate_limits').select('points').where('key', '=', key).executeTakeFirst())?.points;

    it('answers 429 with Retry-After long before 150 wrong passwords, refuses the right one during the block, and lets it in after', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 150; i++) statuses.push((await login('sales', `Wrong!Guess${i}`, '10.0.0.1')).statusCode);
      const free = THROTTLES.signInNameAddress.points;
      expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
      expect(statuses.slice(free)).toEqual(Array(150 - free).fill(429));

      const blocked = await login('sales', DEMO_PASSWORD, '10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ detail: 'Too many attempts. Please try again later.' });
      expect(blocked.json().token).toBeUndefined();
      const wait = Number(blocked.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(THROTTLES.signInNameAddress.seconds);
      // No session was made for the blocked right password, and the account is not locked by it.
      const user = await t.database.db.selectFrom('users').select(['id', 'locked']).where('username', '=', 'sales').executeTakeFirstOrThrow();
      expect(user.locked).toBe(false);

      later(THROTTLES.signInNameAddress.seconds / 60 + 1);
      const after = await login('sales', DEMO_PASSWORD, '10.0.0.1');
      expect(after.statusCode, after.body).toBe(200);
      expect(after.json().token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    });

    it('limits failed sign-ins per client address across names, known or not', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < THROTTLES.guessAddressShort.points + 3; i++) statuses.push((await login(`nobody${i}`, 'Wrong!Guess1', '10.0.0.2')).statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(THROTTLES.guessAddressShort.points);
      expect(statuses.slice(THROTTLES.guessAddressShort.points)).toEqual([429, 429, 429]);
      // Another address is not affected.
      expect((await login('nobody-else', 'Wrong!Guess1', '10.0.0.3')).statusCode).toBe(401);
    });

    it('counts 20 concurrent wrong answers exactly and evaluates no more than the limit', async () => {
      const q = await t.app.inject({ method: 'GET', url: '/api/passwordreset/securityquestions?username=customer&company=MANITOULIN' });
      const ids: number[] = q.json().questions.map((x: { id: number }) => x.id);
      const wrong = ids.map((id) => ({ id, answer: 'Not it' }));
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => post('passwordreset/verifyquestions', { username: 'customer', company: 'MANITOULIN', answers: wrong }, '10.0.0.4')),
      );
      const evaluated = answers.filter((r) => r.statusCode === 200);
      expect(evaluated.length).toBeLessThanOrEqual(THROTTLES.questions.points);
      expect(evaluated.every((r) => r.json().verified === false)).toBe(true);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20 - evaluated.length);
      const userId = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'customer').executeTakeFirstOrThrow()).id;
      expect(await points(`questions:${userId}`)).toBe(20);

      const right = DEMO_SECURITY_ANSWERS.map((p, i) => ({ id: ids[i]!, answer: p.answer }));
      expect((await post('passwordreset/verifyquestions', { username: 'customer', company: 'MANITOULIN', answers: right }, '10.0.0.4')).statusCode).toBe(429);
      later(THROTTLES.questions.seconds / 60 + 1);
      const ok = await post('passwordreset/verifyquestions', { username: 'customer', company: 'MANITOULIN', answers: right }, '10.0.0.4');
      expect(ok.json().verified).toBe(true);
    });

    it('kills a code at five guesses even when twenty arrive at once', async () => {
      await post('passwordreset/sendcode', { username: 'employee', company: 'MANITOULIN', channel: 'email' }, '10.0.0.5');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => post('passwordreset/verifycode', { username: 'employee', company: 'MANITOULIN', code: String(900000 + i) }, '10.0.0.5')),
      );
      // Each counted guess leaves one attempt fewer, down to 0 for the rest: 4, 3, 2, 1, 0 once each.
      const left = answers.map((r) => r.json().attempts_left).filter((n) => n > 0).sort();
      expect(left).toEqual([1, 2, 3, 4]);
      const code = await t.database.db.selectFrom('user_codes').select('attempts').where('kind', '=', 'reset_code').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(code.attempts).toBe(5);
    });

    it('mails a reset or activation code at most three times an hour per name, ten per address', async () => {
      const outbox = async () => (await t.database.db.selectFrom('outbox').select('id').where('to_address', '=', 'customer2@example.com').execute()).length;
      const before = await outbox();
      const sends = [];
      for (let i = 0; i < 5; i++) sends.push(await post('passwordreset/sendcode', { username: 'customer2', company: 'MANITOULIN', channel: 'email' }, '10.0.0.6'));
      expect(sends.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
      expect(Number(sends[3]!.headers['retry-after'])).toBeGreaterThan(0);
      expect(await outbox()).toBe(before + 3);
      // Activation codes share the name's window.
      expect((await post('users/send_activation_code', { username: 'customer2', company: 'MANITOULIN' }, '10.0.0.7')).statusCode).toBe(429);

      const perAddress = [];
      for (let i = 0; i < THROTTLES.sendAddress.points + 1; i++) perAddress.push((await post('passwordreset/sendcode', { username: `someone${i}`, company: 'MANITOULIN', channel: 'email' }, '10.0.0.8')).statusCode);
      expect(perAddress.slice(0, THROTTLES.sendAddress.points).every((s) => s === 200)).toBe(true);
      expect(perAddress.at(-1)).toBe(429);
    });
  });
}
