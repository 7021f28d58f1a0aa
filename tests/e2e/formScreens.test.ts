import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { repoRoot } from '../support/testApp';
import { claimAdd, holidayCase, MTLPU_ACCESSORIALS, pickup, userAdd, type ScreenExamples } from '../support/screenExamples';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { serverApi } from '../support/serverApi';
import { addDays, portalToday } from '../../src/shared/calendar/calendarDates';
import { holidayOn } from '../../src/shared/calendar/canadianHolidays';

/**
 * The reference screens in Chromium, each through fill, fail, fix, save,
 * reload: the inputs typed and the messages expected are those of
 * tests/support/screenExamples.ts, which the API tests send to the server too.
 * (tests/e2e/forms.test.ts covers ANO-ADD, the first UA-ADD round trip and the
 * attachments of CLAIM-VIEW.)
 */
const base = inject('baseURL');
type Lang = 'en' | 'fr';
type Values = Record<string, unknown>;

const screenOf = (cmid: string) => JSON.parse(readFileSync(join(repoRoot, 'screens', `${cmid}.json`), 'utf8'));

async function signIn(page: Page, username: string, lang: Lang = 'en') {
  await page.goto(`${base}/MANITOULIN/login${lang === 'fr' ? '?lang=fr' : ''}`);
  await page.getByLabel(lang === 'fr' ? "Nom d'utilisateur" : 'Username').fill(username);
  await page.getByLabel(lang === 'fr' ? 'Mot de passe' : 'Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: lang === 'fr' ? 'Connexion' : 'Sign in' }).click();
  await page.waitForURL(/\/pages\//);
}

const server = serverApi(base);
const api = async (username: string, path: string) => (await server.call(username, 'GET', path)).body;

const shows = (page: Page, text: string) => expect.poll(() => page.getByText(text).count(), { timeout: 15000, message: text }).toBeGreaterThan(0);

/** Every leaf of a patch as [pointer, value] ('/shipper/postal_code'); lists are leaves. */
function leaves(values: Values, prefix = ''): [string, unknown][] {
  return Object.entries(values).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? leaves(v as Values, `${prefix}/${k}`) : [[`${prefix}/${k}`, v] as [string, unknown]]));
}

const valueAt = (values: Values, pointer: string) => pointer.split('/').slice(1).reduce<any>((v, k) => v?.[k], values);

/**
 * Types values into a form screen as a user would, finding each input by the
 * label its screen definition gives it (inside its object's group), in the
 * page's language: the test knows pointers, not the DOM.
 */
function formFiller(page: Page, cmid: string, lang: Lang, enums: Record<string, string[]> = {}) {
  const screen = screenOf(cmid);
  const tr = (en: string) => (lang === 'fr' ? (screen.translations?.fr?.[en] ?? en) : en);
  const scopeOf = (pointer: string): { scope: Page | Locator; ui: any } => {
    const parts = pointer.split('/').slice(1);
    let scope: Page | Locator = page;
    let ui = screen.uiSchema;
    for (const part of parts.slice(0, -1)) {
      ui = ui[part];
      scope = scope.getByRole('group', { name: tr(ui['ui:title']) });
    }
    return { scope, ui: ui[parts.at(-1)!] };
  };
  const input = (pointer: string) => {
    const { scope, ui } = scopeOf(pointer);
    return scope.getByLabel(tr(ui['ui:title']), { exact: true });
  };
  async function fill(pointer: string, value: unknown) {
    if (Array.isArray(value)) {
      const { scope, ui } = scopeOf(pointer);
      const names: string[] = ui['ui:enumNames'];
      for (const [i, option] of enums[pointer]!.entries()) await scope.getByLabel(tr(names[i]!), { exact: true }).setChecked(value.includes(option));
    } else await input(pointer).fill(value === null || value === undefined ? '' : String(value));
  }
  return {
    input,
    fill,
    async fillAll(values: Values) {
      for (const [pointer, value] of leaves(values)) await fill(pointer, value);
    },
  };
}

/**
 * Each round of the screen's examples: typed over a valid form, submitted,
 * every expected message seen and the page not left, then the fields put back.
 */
async function failRounds(page: Page, ex: ScreenExamples, today: string, valid: Values, submit: string, lang: Lang, enums: Record<string, string[]> = {}) {
  const form = formFiller(page, ex.screen, lang, enums);
  const url = page.url();
  for (const round of ex.rounds(today)) {
    for (const c of round) await form.fillAll(c.patch);
    await page.getByRole('button', { name: submit }).click();
    for (const c of round) for (const f of c.faults) await shows(page, f[lang]);
    // Each message is on its own field: the input it names is the one marked invalid.
    for (const c of round)
      for (const f of c.faults)
        if (!Array.isArray(valueAt(c.patch, f.pointer))) await expect.poll(() => form.input(f.pointer).getAttribute('aria-invalid'), { message: f.pointer }).toBe('true');
    expect(page.url()).toBe(url);
    for (const c of round) for (const [pointer] of leaves(c.patch)) await form.fill(pointer, valueAt(valid, pointer));
  }
  return form;
}

function bookableDay(): string {
  for (let i = 2; i <= 14; i++) if (!holidayOn(addDays(portalToday(), i))) return addDays(portalToday(), i);
  throw new Error('no bookable day');
}

describe('the reference form screens in Chromium, driven by the examples the API tests send', () => {
  const { newPage } = useBrowser();

  async function fileClaim(lang: Lang) {
    const { page, errors } = await newPage();
    const t = (en: string, fr: string) => (lang === 'fr' ? fr : en);
    await signIn(page, 'customer', lang);
    const shipment = (await api('customer', 'probill/pickup_date?limit=5')).results[lang === 'fr' ? 4 : 3];
    const valid = { probill: shipment.probill, amount: lang === 'fr' ? 87.5 : 250.75, claimant_email: 'claire@example.com', description: t('Two cartons crushed at the corner', 'Deux boîtes écrasées au coin') };
    await page.goto(`${base}/MANITOULIN/pages/CLAIM-ADD`);
    const submit = t('Submit claim', 'Soumettre la réclamation');
    await page.getByRole('button', { name: submit }).click();
    await shows(page, t('Field is required', 'Ce champ est obligatoire'));

    const form = formFiller(page, 'CLAIM-ADD', lang);
    await form.fillAll(valid);
    await failRounds(page, claimAdd, portalToday(), valid, submit, lang);
    await page.getByRole('button', { name: submit }).click();
    const notice = page.getByText(new RegExp(t('^Claim (\\S+) filed$', '^Réclamation (\\S+) déposée$')));
    await expect.poll(() => notice.count(), { timeout: 15000 }).toBeGreaterThan(0);
    const claimNumber = /(\S+) (filed|déposée)$/.exec(await notice.first().innerText())![1]!;
    await page.waitForURL(/\/pages\/CLAIM-LIST$/);

    // From the claims grid to the claim's own page, which shows the record as stored after a reload.
    // The claim number's cell: the row's middle is the claimant's mailto link since the grid fits its width.
    await page.locator('tbody tr', { hasText: claimNumber }).getByText(claimNumber, { exact: true }).click();
    await page.waitForURL(new RegExp(`/pages/CLAIM-VIEW/${claimNumber}$`));
    await page.reload();
    for (const text of [claimNumber, shipment.probill, valid.description, 'claire@example.com']) await shows(page, text);
    await expect.poll(() => page.getByText(String(valid.amount).replace('.', lang === 'fr' ? ',' : '.'), { exact: false }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    const stored = await api('customer', `claims/${claimNumber}`);
    expect(stored).toMatchObject({ probill: shipment.probill, amount: valid.amount, status: 'Open', attachments_allowed: true });
    return { page, errors, claimNumber };
  }

  it('CLAIM-ADD: fill, fail, fix, save; CLAIM-VIEW/{claimNumber} after a reload, attachments only in the spec’s statuses', async () => {
    const { page, errors } = await fileClaim('en');
    // A new claim is Open: attachments are offered.
    await expect.poll(() => page.getByLabel('Choose file').count(), { timeout: 15000 }).toBe(1);

    const claims: { claim_number: string; status: string }[] = (await api('customer', 'claims?limit=100')).results;
    const allowed = ['Open', 'In Progress', 'Requires Customer Information'];
    const statuses = new Set(claims.map((c) => c.status));
    expect([...statuses].filter((s) => !allowed.includes(s)).length).toBeGreaterThan(0);
    for (const status of statuses) {
      const claim = claims.find((c) => c.status === status)!;
      await page.goto(`${base}/MANITOULIN/pages/CLAIM-VIEW/${claim.claim_number}`);
      await shows(page, claim.claim_number);
      await shows(page, 'Description of loss or damage');
      if (allowed.includes(status)) await expect.poll(() => page.getByLabel('Choose file').count(), { timeout: 15000 }).toBe(1);
      else {
        await shows(page, 'Claim attachments only allowed when status is Open, In Progress, or Requires Customer Information');
        expect(await page.getByLabel('Choose file').count()).toBe(0);
      }
    }
    expect(errors).toEqual([]);
  });

  it('CLAIM-ADD in French: the same messages in French, saved, and CLAIM-VIEW in French', async () => {
    const { page, errors } = await fileClaim('fr');
    await shows(page, 'Numéro de réclamation');
    await shows(page, 'Description de la perte ou du dommage');
    await expect.poll(() => page.getByLabel('Choisir un fichier').count(), { timeout: 15000 }).toBe(1);
    expect(errors).toEqual([]);
  });

  it('MTLPU: every pickup rule refused in the browser, then booked and shown again after a reload', async () => {
    const { page, errors } = await newPage();
    await signIn(page, 'customer');
    await page.goto(`${base}/MANITOULIN/pages/MTLPU`);
    const day = bookableDay();
    const valid = {
      pickup_date: day,
      ready_time: '08:30',
      closing_time: '16:45',
      requester: { name: 'Claire Roy', phone: '7055551234', email: 'claire@example.com' },
      shipper: { company: 'Lakeshore Paper', address: '40 Bay Rd', city: 'Sudbury', province: 'ON', postal_code: 'P3A 1A1', contact: 'Shipping desk', phone: '7055550000' },
      destination: { city: 'Montreal', province: 'QC', postal_code: 'H2X 1Y4' },
      pieces: 4,
      weight: 1200,
      cube: 180,
      accessorials: ['FLAT_DECK', 'HEATED'],
      pickup_instructions: 'Door 2',
      delivery_instructions: 'Call on arrival',
    };
    const enums = { '/accessorials': MTLPU_ACCESSORIALS };
    const form = formFiller(page, 'MTLPU', 'en', enums);
    await form.fillAll(valid);
    await failRounds(page, pickup, portalToday(), valid, 'Request pickup', 'en', enums);

    await page.getByRole('button', { name: 'Request pickup' }).click();
    await page.waitForURL(/\/pages\/MTLPU\/view\/PU\d+$/);
    const pickupNumber = page.url().split('/').pop()!;
    await page.reload();
    for (const text of [pickupNumber, day, '08:30', '16:45', 'Lakeshore Paper', 'Call on arrival', 'Door 2']) await shows(page, text);
    const stored = await api('customer', `online_pickup/pickups/${pickupNumber}`);
    expect(stored).toMatchObject({ pickup_date: day, ready_time: '08:30', closing_time: '16:45', cube: 180, accessorials: ['FLAT_DECK', 'HEATED'], delivery_instructions: 'Call on arrival', shipper: { postal_code: 'P3A 1A1' } });
    expect(errors).toEqual([]);
  });

  it('MTLPU: a holiday within the 14 days is refused (the browser’s clock set three days before one)', async () => {
    const { page, errors } = await newPage();
    let holiday = portalToday();
    while (!holidayOn(holiday)) holiday = addDays(holiday, 1);
    const today = addDays(holiday, -3);
    // Noon in Toronto: the portal's "today" is taken there.
    await page.clock.setFixedTime(new Date(`${today}T17:00:00Z`));
    await signIn(page, 'customer');
    await page.goto(`${base}/MANITOULIN/pages/MTLPU`);
    const c = holidayCase(today)!;
    expect(c.patch.pickup_date).toBe(holiday);
    await formFiller(page, 'MTLPU', 'en').fill('/pickup_date', holiday);
    await page.getByRole('button', { name: 'Request pickup' }).click();
    for (const f of c.faults) await shows(page, f.en);
    expect(page.url()).toMatch(/\/pages\/MTLPU$/);
    expect(errors).toEqual([]);
  });

  it('UA-ADD: password policy and phones refused in the browser; saved, reloaded, and the user signs in with that password', async () => {
    const { page, errors } = await newPage();
    await signIn(page, 'admin');
    await page.goto(`${base}/MANITOULIN/pages/UA-ADD`);
    const uid = `ppolicy${Date.now() % 100000}`;
    const valid = { uid, first_name: 'Paula', last_name: 'Policy', email: 'paula.policy@example.com', desk_phone: '4165550199', mobile: '', password: 'Harbour!Lights2026' };
    const form = formFiller(page, 'UA-ADD', 'en');
    await form.fillAll(valid);
    await page.getByLabel('User type').selectOption({ label: 'CUSTOMER' });
    await page.getByLabel('Menu group').selectOption({ label: 'Customers' });
    await form.fill('/default_account', '100001');
    await failRounds(page, userAdd, portalToday(), valid, 'Save user', 'en');

    await page.getByRole('button', { name: 'Save user' }).click();
    await page.waitForURL(/\/pages\/UA-ADD\/\d+$/);
    await page.reload();
    await expect.poll(() => form.input('/uid').inputValue(), { timeout: 15000 }).toBe(uid);
    expect(await form.input('/desk_phone').inputValue()).toMatch(/^416 555 - 0199$/);
    expect(await form.input('/email').inputValue()).toBe('paula.policy@example.com');
    // The password the form let through is the one stored: it signs the new user in (to set a new one).
    const login = await fetch(`${base}/api/users/login`, { method: 'POST', body: new URLSearchParams({ username: uid, company: 'MANITOULIN', password: valid.password }) });
    expect(login.status).toBe(200);
    expect((await login.json()).token).toBeTruthy();
    expect(errors).toEqual([]);
  });
});
