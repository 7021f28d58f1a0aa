import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe-core's violations on the page as it is now (WCAG 2.1 A and AA rules and
 * axe's best practices). The page's context needs `bypassCSP: true`: the portal's
 * Content-Security-Policy rightly refuses the injected script otherwise.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: any[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n: any) => `${n.target.join(' ')}: ${n.failureSummary}`) }));
  });
}

/** Only what blocks people: critical and serious findings. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'critical' || v.impact === 'serious');
}
