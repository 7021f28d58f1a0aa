import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';

const base = inject('baseURL');

interface Violation {
  directive: string;
  blockedURI: string;
}

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<{ events: () => Promise<Violation[]>; console: string[] }> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy|unsafe-eval|unsafe-inline/i.test(m.text())) console.push(m.text());
  });
  // Injected by the browser itself (DevTools protocol), so the policy does not block this listener.
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: Violation[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push({ directive: e.violatedDirective, blockedURI: e.blockedURI }));
  });
  return { console, events: () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations) };
}

describe('the portal under its Content-Security-Policy (no unsafe-eval)', () => {
  const { newPage } = useBrowser();

  it('serves the policy on its pages: scripts from itself only, never eval', async () => {
    const res = await fetch(`${base}/MANITOULIN/login`);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
    // API answers are data, not pages.
    expect((await fetch(`${base}/api/version`)).headers.get('content-security-policy')).toBeNull();
  });

  it('signs in, fails the claim form with the spec messages, saves it, and violates nothing', async () => {
    const { page, errors } = await newPage();
    const csp = await watchViolations(page);

    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);

    await page.goto(`${base}/MANITOULIN/pages/CLAIM-ADD`);
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect.poll(() => page.getByText('Field is required').count()).toBeGreaterThan(0);
    await page.getByLabel(/Probill number/).fill('12345');
    await page.getByLabel(/Claim amount/).fill('99.999');
    await page.getByLabel(/Email/).fill('claire@example.com');
    await page.getByLabel(/Description of loss or damage/).fill('Wet cartons');
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect.poll(() => page.getByText('Invalid Probill Number').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Number of decimal place allowed: 2').count()).toBeGreaterThan(0);

    const token = (await (await fetch(`${base}/api/users/login`, { method: 'POST', body: new URLSearchParams({ username: 'customer', company: 'MANITOULIN', password: DEMO_PASSWORD }) })).json()).token;
    const shipment = (await (await fetch(`${base}/api/probill/pickup_date?limit=1`, { headers: { authorization: `Token ${token}` } })).json()).results[0];
    await page.getByLabel(/Probill number/).fill(shipment.probill);
    await page.getByLabel(/Claim amount/).fill('99.99');
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await page.waitForURL(/\/pages\/CLAIM-LIST/);
    await page.locator('tbody tr').first().waitFor();

    expect(await csp.events()).toEqual([]);
    expect(csp.console).toEqual([]);
    expect(errors).toEqual([]);

    // The policy is live and the listener hears it: code compiled from a string is refused.
    // (A string timer runs in the page itself; DevTools' own evaluate would be exempt.)
    await page.evaluate(() => setTimeout('window.__compiled = true', 0));
    await expect.poll(async () => (await csp.events()).map((v) => `${v.directive} ${v.blockedURI}`)).toContain('script-src eval');
    expect(await page.evaluate(() => (window as unknown as { __compiled?: boolean }).__compiled)).toBeUndefined();
  });
});
