import { describe, expect, inject, it } from 'vitest';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const server = serverApi(base);
const poll = (fn: () => Promise<unknown>) => expect.poll(fn, { timeout: 15000 });

/** The outcomes' labels in French, as INT_PAPS_Shipments.json translates them. */
const OUTCOME_FR: Record<string, string> = { on_time: 'À temps', late: 'En retard', missing: 'Manquant', rejected: 'Rejeté', pending: 'Pas encore passé' };

describe('PAPS statistics in Chromium (issue 16, INT_PAPS_Stats)', () => {
  const { newPage } = useBrowser();

  it('an employee opens PAPS statistics from the Customs menu, reads it in French and opens a row’s shipments', async () => {
    const newest = (await server.call('employee', 'GET', 'custom_reports/paps_stats?limit=1')).body.results[0] as { id: string; port_name: string };
    expect(newest.port_name).toBeTruthy();

    const { page, errors } = await newPage();
    await signIn(page, base, 'employee');
    await page.waitForURL(/\/pages\//);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Customs', exact: true }).click();
    await page.getByRole('menuitem', { name: 'PAPS statistics', exact: true }).click();
    await page.waitForURL(/\/pages\/INT_PAPS_Stats$/);
    await poll(() => page.locator('tbody tr[data-row]').first().innerText()).toContain(newest.port_name);
    await poll(() => page.getByRole('columnheader', { name: /Sent on time/ }).count()).toBe(1);

    // The FR switch is the user's MT_LANG on the server: put English back whatever happens.
    await page.getByRole('button', { name: 'FR', exact: true }).click();
    try {
      const crumb = page.getByTestId('page-title-bar');
      await poll(() => crumb.innerText()).toMatch(/^Douanes\s*›\s*Statistiques PAPS$/);
      for (const heading of ['Date de cueillette', 'Point d’entrée', 'Expéditions transfrontalières', 'Envoyés à temps', 'Manquants', '% conforme']) {
        await poll(() => page.getByRole('columnheader', { name: new RegExp(heading.replace(/[’']/g, "['’]")) }).count()).toBe(1);
      }
      expect(await page.getByRole('columnheader', { name: /Sent on time/ }).count()).toBe(0);

      // A row opens on its shipments, their coded status and outcome shown as French labels.
      await page.locator('tbody tr[data-row]').first().getByText(newest.port_name).click();
      await page.waitForURL(new RegExp(`/pages/INT_PAPS_Stats/SHIPMENTS/${newest.id}$`));
      const shipments = (await server.call('employee', 'GET', `custom_reports/paps_stats/${newest.id}/shipments?limit=100`)).body.results as { probill: string; outcome: string }[];
      expect(shipments.length).toBeGreaterThan(0);
      const rows = page.locator('tbody tr[data-row]');
      await poll(() => rows.count()).toBe(shipments.length);
      await poll(() => page.getByRole('columnheader', { name: /Résultat/ }).count()).toBe(1);
      const text = await page.locator('tbody').innerText();
      for (const s of shipments) {
        expect(text).toContain(s.probill);
        expect(text).toContain(OUTCOME_FR[s.outcome]);
      }
      expect(text).not.toMatch(/\bon_time\b|\bpending\b|\baccepted\b/);
    } finally {
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await poll(async () => (await server.call('employee', 'GET', 'users/refresh')).body?.profile?.MT_LANG).toBe('en');
    }
    expect(errors).toEqual([]);
  });
});
