import { DEMO_PASSWORD } from '../../src/server/db/demoData';

export interface Answer {
  status: number;
  body: any;
}

/**
 * The running server's API as the end-to-end tests use it beside the browser:
 * to set up records and to check what the browser saved. Sign-ins are rate
 * limited, so `call` keeps one API session per user for the test file; `login`
 * makes a fresh one for a test that spends its token (a cookie, a sign-out).
 */
export function serverApi(base: string) {
  const tokens = new Map<string, Promise<string>>();

  async function login(username: string, company = 'MANITOULIN', password = DEMO_PASSWORD): Promise<string> {
    const res = await fetch(`${base}/api/users/login`, { method: 'POST', body: new URLSearchParams({ username, company, password }) });
    return (await res.json()).token;
  }

  function token(username: string): Promise<string> {
    if (!tokens.has(username)) tokens.set(username, login(username));
    return tokens.get(username)!;
  }

  async function call(username: string, method: string, path: string, body?: unknown): Promise<Answer> {
    const res = await fetch(`${base}/api/${path}`, {
      method,
      headers: { authorization: `Token ${await token(username)}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: await res.json() };
  }

  return { login, token, call };
}
