import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { serverApi } from '../support/serverApi';
import { DEMO_MT1_SESSION, DEMO_SECURITY_ANSWERS } from '../../src/server/db/shellDemo';

const base = inject('baseURL');

const server = serverApi(base);
// A fresh API session each time: these tokens are spent (a sign-on cookie, a legacy session id).
const apiLogin = server.login;

/** The token of the tab's current session, read from the browser's storage. */
async function browserToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = sessionStorage.getItem('freightPortal.currentSession');
    const sessions = JSON.parse(localStorage.getItem('freightPortal.sessions') ?? '{}');
    return key ? (sessions[key]?.token ?? null) : null;
  });
}

const path = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};

describe('the shell in Chromium', () => {
  const { newPage } = useBrowser();

  it('follows every redirect of the route table when signed out', async () => {
    const { page, errors } = await newPage();
    const cases: [string, string | RegExp][] = [
      ['/', '/MANITOULIN/login'],
      ['/index.html', '/MANITOULIN/login'],
      ['/MANITOULIN', '/MANITOULIN/login'],
      ['/NEARNORTHCUSTOMS', '/NEARNORTHCUSTOMS/login'],
      ['/DRC', '/DRC/login'],
      ['/MGF', '/MGF/login'],
      ['/MULTIMODAL', '/MULTIMODAL/login'],
      ['/undefined/login', '/MANITOULIN/login'],
      ['/#/DRC/login', '/DRC/login'],
      ['/login', '/MANITOULIN/login'],
      ['/login_en.html', '/MANITOULIN/login?lang=en'],
      ['/login_fr.html', '/MANITOULIN/login?lang=fr'],
      ['/drc_login.html', '/DRC/login'],
      ['/mgf_login.html', '/MGF/login'],
      ['/login/anything/else', '/MANITOULIN/login'],
      ['/drc', '/DRC/home'],
      ['/menu/MTDPUDATE', '/MANITOULIN/login?redirect=%2FMANITOULIN%2Fpages%2FMTDPUDATE'],
      ['/pages/MTDPUDATE', '/MANITOULIN/login?redirect=%2FMANITOULIN%2Fpages%2FMTDPUDATE'],
      ['/MANITOULIN/pages/update-security-profile', '/MANITOULIN/login?redirect=%2FMANITOULIN%2Fpages%2Fupdate-security-profile'],
      ['/MANITOULIN/pages/init-account', '/MANITOULIN/login?redirect=%2FMANITOULIN%2Fpages%2Finit-account'],
      ['/MANITOULIN/doclib', '/MANITOULIN/login?redirect=%2FMANITOULIN%2Fdoclib'],
      ['/reset-questions', '/MANITOULIN/login?redirect=%2FMANITOULIN%2Fpages%2Fupdate-security-profile'],
    ];
    for (const [from, to] of cases) {
      await page.goto(`${base}${from}`);
      await expect.poll(() => path(page), { message: from }).toBe(to);
    }
    // /login_fr.html may have chosen French for this tab (the choice is kept per browser session,
    // written once that page has drawn), so the last login page speaks either language.
    await expect.poll(() => page.getByRole('button', { name: /^(Sign in|Connexion)$/ }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('shows every public page of the route table', async () => {
    const { page, errors } = await newPage();
    const pages: [string, string][] = [
      ['/DRC/home', 'Welcome to DRC Transport'],
      ['/reset-password?company=DRC', 'Reset password'],
      ['/reset-password/error?company=DRC', 'Verification failed'],
      ['/online-quoting-access', 'Do you already have a customer account with us?'],
      ['/online-quoting-access/yes', 'Account number'],
      ['/online-quoting-activation', 'Activation code'],
      ['/rapid-bol-access', 'Do you already have a customer account with us?'],
      ['/rapid-bol-access/no', 'Business name'],
      ['/rapid-bol-activation', 'Activate your account'],
      ['/documents', 'API documents'],
      ['/documents/api-reference', 'users.login'],
      ['/printable_documents/api-reference', 'globals.access_expiry'],
      ['/documents/api-terms-of-use', 'By using the API you accept these terms.'],
      ['/401-unauthorized', 'Authorization error!'],
      ['/403-forbidden?redirect=%2FMANITOULIN%2Fhome', 'You do not have permissions to access this option'],
      ['/access-limit', 'Daily access limit reached'],
      ['/maintenance?from=%2FMANITOULIN%2Fhome', 'Down for maintenance'],
      ['/no/such/page', 'The requested page does not exist.'],
      ['/ACME/login', 'Page not found'],
      // Last: the language chosen stays for the tab.
      ['/login_fr.html', 'Connexion'],
    ];
    for (const [at, text] of pages) {
      await page.goto(`${base}${at}`);
      await expect.poll(() => page.getByText(text, { exact: false }).count(), { message: at, timeout: 15000 }).toBeGreaterThan(0);
    }
    await page.goto(`${base}/403-forbidden?redirect=%2F%2Fevil.example%2F&lang=en`);
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    await page.goto(`${base}/maintenance?from=https%3A%2F%2Fevil.example`);
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/');
    await page.goto(`${base}/MANITOULIN/login?redirect=%2F%2Fevil.example%2F&lang=en`);
    await page.getByLabel('Username').fill('customer');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/MANITOULIN\/pages\/MTDPUDATE/);
    expect(new URL(page.url()).host).toBe(new URL(base).host);
    expect(errors).toEqual([]);
  });

  it.each([
    ['admin', 'MANITOULIN', /\/MANITOULIN\/pages\/MTDPUDATE$/, 'Alex Admin'],
    ['employee', 'MANITOULIN', /\/MANITOULIN\/pages\/MTDPUDATE$/, 'Emma Tremblay'],
    ['sales', 'MANITOULIN', /\/MANITOULIN\/pages\/MTDPUDATE$/, 'Sam Gagnon'],
    ['customer', 'MANITOULIN', /\/MANITOULIN\/pages\/MTDPUDATE$/, 'Claire Roy'],
    ['customer2', 'MANITOULIN', /\/MANITOULIN\/pages\/MTDPUDATE$/, 'Colin MacLeod'],
    ['quoteonly', 'MANITOULIN', /\/MANITOULIN\/pages\/MTONLINEQUOTE$/, 'Quinn Bouchard'],
    ['drc', 'DRC', /\/DRC\/pages\/MTDPUDATE$/, 'Dana Richards'],
  ])('signs %s in to their landing page', async (username, company, landing, name) => {
    const { page, errors } = await newPage();
    await signIn(page, base, username, { company });
    await page.waitForURL(landing);
    await expect.poll(() => page.getByTestId('user-name').innerText()).toBe(name);
    expect(errors).toEqual([]);
  });

  it('forces a new password on status 4 (any other route signs out), then lands', async () => {
    const { page } = await newPage();
    await signIn(page, base, 'newpass');
    await page.waitForURL(/\/MANITOULIN\/pages\/init-account$/);
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Password must be 12 to 100 characters long').count()).toBeGreaterThan(0);
    await page.getByLabel('New password').fill('Newpass!Portal2026');
    await page.getByLabel('Confirm password').fill('Newpass!Portal2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/MANITOULIN\/pages\/MTDPUDATE$/);

    // A second status-4 user who leaves init-account is signed out.
    const other = await newPage();
    await signIn(other.page, base, 'newpass', { password: 'Newpass!Portal2026' });
    await other.page.waitForURL(/\/pages\/MTDPUDATE$/);
  });

  it('refuses a locked user and sends a user without the menu id to the forbidden page and back', async () => {
    const { page } = await newPage();
    await signIn(page, base, 'locked');
    await expect.poll(() => page.getByText(/locked/).count()).toBeGreaterThan(0);
    await signIn(page, base, 'quoteonly');
    await page.waitForURL(/\/MANITOULIN\/pages\/MTONLINEQUOTE$/);
    await page.goto(`${base}/MANITOULIN/pages/CLAIM-LIST`);
    await page.waitForURL(/\/403-forbidden\?redirect=%2FMANITOULIN%2Fpages%2FCLAIM-LIST/);
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/MANITOULIN/pages/CLAIM-LIST');
  });

  it('speaks French from the old French login and shows a second company in its own brand', async () => {
    const { page } = await newPage();
    await page.goto(`${base}/login_fr.html`);
    await page.getByLabel("Nom d'utilisateur").fill('drc');
    await page.goto(`${base}/DRC/login?lang=fr`);
    await page.getByLabel("Nom d'utilisateur").fill('drc');
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    const drcColour = await page.getByRole('button', { name: 'Connexion' }).evaluate((b) => getComputedStyle(b).backgroundColor);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.waitForURL(/\/DRC\/pages\/MTDPUDATE$/);
    await expect.poll(() => page.getByRole('button', { name: 'Suivi' }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.title()).toContain('DRC Transport');
    await page.goto(`${base}/MANITOULIN/login`);
    const manitoulinColour = await page.getByRole('button', { name: 'Connexion' }).evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(drcColour).not.toBe(manitoulinColour);
  });

  it('keeps the language a user switches to in the header for their next sign-in, in another browser', async () => {
    const uid = `lang${Date.now() % 1000000}`;
    const password = 'Lantern!Bay2032';
    const made = await server.call('admin', 'POST', 'users/user', {
      uid,
      company: 'MANITOULIN',
      user_type: 'CUSTOMER',
      first_name: 'Léa',
      last_name: 'Langue',
      email: `${uid}@example.com`,
      default_account: '100002',
      language: 'en',
      password: 'Harbour!Lights2031',
    });
    expect(made.status).toBe(200);
    // A user an administrator made sets their own password first (login status 4): done through the API here.
    const temporary = await apiLogin(uid, 'MANITOULIN', 'Harbour!Lights2031');
    const own = await fetch(`${base}/api/users`, {
      method: 'PUT',
      headers: { authorization: `Token ${temporary}`, 'content-type': 'application/json' },
      body: JSON.stringify({ MT_FNAME: 'Léa', MT_LNAME: 'Langue', MT_EMAIL: `${uid}@example.com`, current_password: 'Harbour!Lights2031', new_password: password, confirm_password: password }),
    });
    expect(own.status).toBe(200);
    const first = await newPage();
    await signIn(first.page, base, uid, { password });
    await first.page.getByRole('link', { name: 'Sign out' }).waitFor();
    await first.page.getByRole('button', { name: 'FR' }).click();
    await first.page.getByRole('link', { name: 'Déconnexion' }).waitFor();
    // Kept on the server: a sign-in anywhere else gets it as MT_LANG.
    await expect.poll(async () => (await (await fetch(`${base}/api/users/login`, { method: 'POST', body: new URLSearchParams({ username: uid, company: 'MANITOULIN', password }) })).json()).profile.MT_LANG, { timeout: 15000 }).toBe('fr');

    // Another browser (nothing cached): English until the sign-in, French after it.
    const second = await newPage();
    await signIn(second.page, base, uid, { password });
    await second.page.getByRole('link', { name: 'Déconnexion' }).waitFor();
    expect(await second.page.evaluate(() => document.documentElement.lang)).toBe('fr');
  });

  it('hides the side menu for a user until they show it again, across sign-ins and browsers', async () => {
    const side = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });
    const kept = () => expect.poll(async () => (await server.call('customer2', 'GET', 'users/top_side_menu')).body.side_expanded, { timeout: 15000 });
    const first = await newPage();
    await signIn(first.page, base, 'customer2');
    await first.page.waitForURL(/\/pages\//);
    await expect.poll(() => side(first.page).getByRole('link').count(), { timeout: 15000 }).toBeGreaterThan(1);
    await side(first.page).getByRole('button', { name: 'Hide side menu' }).click();
    await expect.poll(() => side(first.page).getByRole('link').count()).toBe(0);
    await kept().toBe(false);

    // Another browser: hidden once the user's state has loaded, and shown again from there.
    const second = await newPage();
    await signIn(second.page, base, 'customer2');
    await side(second.page).getByRole('button', { name: 'Show side menu' }).click();
    await expect.poll(() => side(second.page).getByRole('link').count()).toBeGreaterThan(1);
    await kept().toBe(true);
  });

  it('ends a session at the expiry check with the spec message, and signs out', async () => {
    const { page } = await newPage();
    await page.clock.install();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\/MTDPUDATE$/);
    // Settled first (definition and rows loaded), so that only the expiry check can meet the dead token.
    await page.locator('tbody tr').first().waitFor();
    const token = await browserToken(page);
    expect(token).toBeTruthy();
    // The session dies on the server (as an expiry would); the next check finds out.
    await fetch(`${base}/api/users/logout`, { method: 'POST', headers: { authorization: `Token ${token}` } });
    const told = () => page.getByText('Your session is no longer active. Please log in again.').count();
    await page.clock.fastForward('05:05');
    // On a loaded machine the first beat can fire before the page has settled; the next check
    // (five minutes later) must then end the session. A session never ended still fails.
    const first = await expect.poll(told, { timeout: 15000 }).toBeGreaterThan(0).then(() => true, () => false);
    if (!first) {
      await page.clock.fastForward('05:00');
      await expect.poll(told, { timeout: 15000 }).toBeGreaterThan(0);
    }
    await page.waitForURL(/\/MANITOULIN\/login\?redirect=%2FMANITOULIN%2Fpages%2FMTDPUDATE/);
    expect(await browserToken(page)).toBeNull();

    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\/MTDPUDATE$/);
    const second = await browserToken(page);
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL(/\/MANITOULIN\/login$/);
    expect((await fetch(`${base}/api/users/refresh`, { headers: { authorization: `Token ${second}` } })).status).toBe(401);
  });

  it('rotates the token of an active user at the expiry check', async () => {
    const { page } = await newPage();
    await page.clock.install();
    await signIn(page, base, 'employee');
    await page.waitForURL(/\/pages\/MTDPUDATE$/);
    const first = await browserToken(page);
    await page.clock.fastForward('04:00');
    await page.mouse.click(5, 5);
    await page.clock.fastForward('01:05');
    await expect.poll(() => browserToken(page), { timeout: 15000 }).not.toBe(first);
    expect((await fetch(`${base}/api/users/refresh`, { headers: { authorization: `Token ${first}` } })).status).toBe(401);
    expect((await fetch(`${base}/api/users/refresh`, { headers: { authorization: `Token ${await browserToken(page)}` } })).status).toBe(200);
  });

  it('signs in from the single sign-on cookie, and deletes a cookie that does not work', async () => {
    const { page, context } = await newPage();
    const host = new URL(base).hostname;
    await context.addCookies([{ name: 'MANITOULIN-access-token', value: await apiLogin('sales'), domain: host, path: '/' }]);
    await page.goto(`${base}/MANITOULIN/login`);
    await page.waitForURL(/\/MANITOULIN\/pages\/MTDPUDATE$/);
    await expect.poll(() => page.getByTestId('user-name').innerText()).toBe('Sam Gagnon');

    const other = await newPage();
    await other.context.addCookies([{ name: 'DRC-access-token', value: 'x'.repeat(43), domain: host, path: '/' }]);
    await other.page.goto(`${base}/DRC/home`);
    await other.page.waitForURL(/\/DRC\/login$/);
    expect((await other.context.cookies()).map((c) => c.name)).not.toContain('DRC-access-token');
  });

  it('signs in from a legacy session id once', async () => {
    const { page } = await newPage();
    await page.goto(`${base}/?mt1sessionid=${DEMO_MT1_SESSION}`);
    await page.waitForURL(/\/MANITOULIN\/pages\/MTDPUDATE$/);
    await expect.poll(() => page.getByTestId('user-name').innerText()).toBe('Claire Roy');
    const again = await newPage();
    await again.page.goto(`${base}/MANITOULIN/home?mt1sessionid=${DEMO_MT1_SESSION}`);
    await again.page.waitForURL(/\/MANITOULIN\/login$/);
  });

  it('opens a short URL of this site', async () => {
    const token = await apiLogin('customer');
    const made = await (await fetch(`${base}/api/shorten_urls`, { method: 'POST', headers: { authorization: `Token ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ url: '/DRC/login?lang=fr' }) })).json();
    const { page } = await newPage();
    await page.goto(`${base}/st/${made.id}`);
    await page.waitForURL(/\/DRC\/login\?lang=fr$/);
    // In English again: the French of the target's ?lang=fr is kept for the next visit.
    await page.goto(`${base}/st/nosuch99?lang=en`);
    await expect.poll(() => page.getByText('Page not found').count()).toBeGreaterThan(0);
  });

  it('resets a password by security questions', async () => {
    const { page } = await newPage();
    await page.goto(`${base}/MANITOULIN/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/reset-password\?company=MANITOULIN$/);
    // The login form may still be on screen for a moment after the URL changed.
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await page.getByLabel('Username').fill('customer');
    await page.getByRole('button', { name: 'Answer my security questions' }).click();
    await page.waitForURL(/\/reset-password\/security-check\?company=MANITOULIN&username=customer$/);
    for (const { question, answer } of DEMO_SECURITY_ANSWERS) await page.getByLabel(question).fill(answer);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/reset-password\/set\?company=MANITOULIN$/);
    await page.getByLabel('New password').fill('Customer!Reset2026');
    await page.getByLabel('Confirm password').fill('Customer!Reset2026x');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText("Your passwords don't match").count()).toBeGreaterThan(0);
    await page.getByLabel('Confirm password').fill('Customer!Reset2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/\/MANITOULIN\/login$/);
    await signIn(page, base, 'customer', { password: 'Customer!Reset2026' });
    await page.waitForURL(/\/pages\/MTDPUDATE$/);
    // Put the demo password back for the other tests.
    const res = await fetch(`${base}/api/users`, {
      method: 'PUT',
      headers: { authorization: `Token ${await browserToken(page)}` },
      body: new URLSearchParams({ MT_FNAME: 'Claire', MT_LNAME: 'Roy', MT_EMAIL: 'customer@example.com', current_password: 'Customer!Reset2026', new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
  });

  it('lets an administrator switch user, and a customer update the security profile', async () => {
    const { page } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\/MTDPUDATE$/);
    await page.goto(`${base}/MANITOULIN/pages/SWITCHUSER`);
    await page.getByLabel('Username').fill('customer2');
    await page.getByRole('button', { name: 'Switch', exact: true }).click();
    await page.waitForURL(/\/pages\/MTDPUDATE$/);
    await expect.poll(() => page.getByTestId('user-name').innerText()).toBe('Colin MacLeod');
    await page.goto(`${base}/MANITOULIN/pages/SWITCHUSER`);
    await page.waitForURL(/\/403-forbidden/);

    await page.goto(`${base}/MANITOULIN/pages/update-security-profile`);
    await expect.poll(() => page.getByText('Your security profile is missing').count()).toBeGreaterThan(0);
    await page.getByLabel('Answer 1').fill('qwerty');
    await page.getByLabel('Answer 2').fill('Biscuit');
    await page.getByLabel('Answer 3').fill('Honda Civic');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Answer cannot be a meaningless sequence').count()).toBeGreaterThan(0);
    await page.getByLabel('Answer 1').fill('Halifax');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/MANITOULIN\/home$/);
  });

  it('registers for online quoting and refuses a wrong activation code', async () => {
    const { page } = await newPage();
    await page.goto(`${base}/online-quoting-access/no?company=MANITOULIN`);
    const fields: [string, string][] = [
      ['First name', 'Olga'], ['Last name', 'Quoter'], ['Email', 'olga@quoter.example'], ['Phone', '705 555 1234'], ['Business name', 'Olga Goods'],
      ['City', 'Sudbury'], ['Province/State', 'ON'], ['Postal/Zip Code', 'P3A 1A1'], ['Username', 'olgaquoter'],
    ];
    for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL(/\/online-quoting-activation\?company=MANITOULIN&username=olgaquoter$/);
    // The password is chosen at activation, with the code.
    await page.getByLabel('Activation code', { exact: true }).fill('000000');
    await page.getByLabel('New password').fill('Olga!Quoter2026');
    await page.getByLabel('Confirm password').fill('Olga!Quoter2026');
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect.poll(() => page.getByText('Verification failed').count()).toBeGreaterThan(0);
    // Not active yet, and no password set: signing in gives no session.
    await signIn(page, base, 'olgaquoter', { password: 'Olga!Quoter2026' });
    await expect.poll(() => page.getByText('Logging in failed').count(), { timeout: 15000 }).toBeGreaterThan(0);
    expect(await browserToken(page)).toBeNull();
  });

  it('refuses a session of another company on that company’s pages', async () => {
    const { page } = await newPage();
    await signIn(page, base, 'drc', { company: 'DRC' });
    await page.waitForURL(/\/DRC\/pages\/MTDPUDATE$/);
    const token = await browserToken(page);
    const res = await fetch(`${base}/api/probill/pickup_date`, { headers: { authorization: `Token ${token}`, company: 'MANITOULIN' } });
    expect(res.status).toBe(403);
    await page.goto(`${base}/MANITOULIN/pages/MTDPUDATE`);
    await page.waitForURL(/\/MANITOULIN\/login\?redirect=/);
  });
});
