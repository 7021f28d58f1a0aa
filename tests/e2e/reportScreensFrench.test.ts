import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signIn, useBrowser } from '../support/browser';
import { repoRoot } from '../support/testApp';
import shellFr from '../../src/shell/i18n/fr.json';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const server = serverApi(base);

/** A screen's title and the English texts whose French differs (an English one of these shown in French is untranslated). */
function frenchOf(cmid: string) {
  const def = JSON.parse(readFileSync(join(repoRoot, 'screens', `${cmid}.json`), 'utf8'));
  const fr: Record<string, string> = def.translations?.fr ?? {};
  return { title: fr[def.title] ?? def.title, english: new Set(Object.entries(fr).filter(([en, f]) => en !== f).map(([en]) => en)) };
}
const menuEnglish = new Set(Object.entries(shellFr as Record<string, string>).filter(([en, f]) => en !== f).map(([en]) => en));

// Issue 16's report, log and queue screens as each kind of user opens them from their menus, in French: the title,
// the column headers and the menus (top and side) are French; none shows an English text that has a French one.
const SCREENS: Record<string, string[]> = {
  admin: ['JOBQ-START', 'ADMIN_SchReports', 'AUD_LIST', 'CMDLOG', 'PERF-CMDLOG1', 'UA-PHIST', 'REPORT_OC', 'REPORT_UA', 'ADMIN_EmailRpt', 'CR_SavedReports', 'CR_SchedReports', 'CR_ArchiveFiles'],
  employee: ['PUSHREPORT', 'CR_SavedReports', 'CR_SchedReports', 'CR_ArchiveFiles', 'CR_BaseReport_2'],
  customer: ['PUSHREPORT', 'CR_SavedReports', 'CR_SchedReports', 'CR_ArchiveFiles', 'MTLASN', 'MTLASN_EMAIL', 'CR_BaseReport_1'],
};

describe('report screens in French in Chromium', () => {
  const { newPage } = useBrowser();
  // JOBQ-START: the jobs a push report's run makes (its run, then its email) are listed to an administrator with
  // their queue and state as French labels, never the queue's own names, and the Done filter keeps them.
  it('lists the jobs of a run to an administrator, queue and state as French labels', async () => {
    const made = await server.call('customer', 'POST', 'pushreport', { api_url: 'api/probill/pickup_date', query_params: { sort: 'probill' }, output_type: 'CSV', title: `Queue check ${Date.now() % 100000}`, cmid: 'MTDPUDATE', recipients: ['ops@example.com'] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const run = await server.call('customer', 'POST', `pushreport/${made.body.id}/run`);
    expect(run.status).toBe(200);
    await expect.poll(async () => (await server.call('customer', 'GET', `pushreport/${made.body.id}/results`)).body.results[0]?.status, { timeout: 90000 }).toBe('Completed');

    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/JOBQ-START?lang=fr`);
    await expect.poll(() => page.getByRole('heading', { name: 'File des tâches' }).count(), { timeout: 60000 }).toBeGreaterThan(0);
    const rows = page.locator('tbody tr[data-row]');
    await expect.poll(() => rows.filter({ hasText: 'Rapports programmés' }).filter({ hasText: 'Terminée' }).count(), { timeout: 60000 }).toBeGreaterThan(0);
    await expect.poll(() => rows.filter({ hasText: 'Courriels' }).count(), { timeout: 60000 }).toBeGreaterThan(0);
    const cells = (await page.locator('tbody').allInnerTexts()).join(' ');
    for (const raw of ['pushreport-run', 'mail-deliver', 'custom-report-run', 'asn-notice', 'grid-export', 'completed', 'created']) expect(cells).not.toContain(raw);
    expect(errors).toEqual([]);
  }, 300_000);

  for (const [user, cmids] of Object.entries(SCREENS)) {
    it(`shows ${user}'s report screens and menus in French`, async () => {
      const { page, errors } = await newPage();
      await signIn(page, base, user);
      await page.waitForURL(/\/pages\//);
      const englishShown = async (cmid: string, lang: 'en' | 'fr') => {
        const { title, english } = frenchOf(cmid);
        const found: string[] = [];
        await page.goto(`${base}/MANITOULIN/pages/${cmid}?lang=${lang}`);
        const heading = lang === 'fr' ? title : JSON.parse(readFileSync(join(repoRoot, 'screens', `${cmid}.json`), 'utf8')).title;
        await expect.poll(() => page.getByRole('heading', { name: heading }).count(), { timeout: 60000, message: `${cmid}: ${heading}` }).toBeGreaterThan(0);
        // Headers (grids) or labels and buttons (the report builder's first step), once drawn.
        await page.locator('th, label, button').first().waitFor({ timeout: 30000 });
        const texts = (await page.locator('th, label, button, h1, h2, h3, legend').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
        const menus = (await page.locator('nav a, nav button, [role="menuitem"]').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
        expect(texts.length, cmid).toBeGreaterThan(1);
        expect(menus.length, cmid).toBeGreaterThan(0);
        for (const t of texts) if (english.has(t) || menuEnglish.has(t)) found.push(`${cmid}: ${t}`);
        for (const t of menus) if (menuEnglish.has(t)) found.push(`${cmid} menu: ${t}`);
        return found;
      };
      // The check finds English where there is English: the first screen in English shows some.
      expect((await englishShown(cmids[0]!, 'en')).length).toBeGreaterThan(0);
      const untranslated: string[] = [];
      for (const cmid of cmids) untranslated.push(...(await englishShown(cmid, 'fr')));
      expect(untranslated).toEqual([]);
      expect(errors).toEqual([]);
    }, 300_000);
  }
});
