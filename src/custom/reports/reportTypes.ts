import type { CallTypes } from '../../api/generated/types';

export type RunBody = CallTypes['custom_reports.run']['body'];
export type Definition = NonNullable<RunBody['definition']>;
export type Column = CallTypes['custom_reports.columns']['response']['results'][number];
export type RunResult = CallTypes['custom_reports.run']['response'];

/** Today and 30 days back, as a new report's review range. */
export function defaultRange(now = new Date()): { date_from: string; date_to: string } {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { date_from: iso(new Date(now.getTime() - 30 * 86_400_000)), date_to: iso(now) };
}

/**
 * The ?params= of CR_Run_Report as an object, or null when it is no JSON
 * object: the shape itself is the run call's business (the server answers a
 * bad one with a 400 and its fields, which the screen shows).
 */
export function parseParams(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The link to CR_Run_Report for a run body. */
export function runLink(company: string, body: object): string {
  return `/${company}/pages/CR_Run_Report?params=${encodeURIComponent(JSON.stringify(body))}`;
}
