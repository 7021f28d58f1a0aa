/**
 * Display text (and link) of one value by cell type (02-business.md §3, cell
 * renderer). Shared by the grid and the detail screens so a value looks the
 * same on both.
 */
import type { CellType } from './cellTypes';

export type { CellType };

export interface CellText {
  text: string;
  href?: string;
}

export interface FormatOptions {
  locale: string;
  decimals?: number;
  /** Translates Yes/No of boolean cells. */
  t: (english: string) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function formatDate(value: unknown): string {
  const s = String(value);
  // A calendar date is shown as sent: converting it through Date would shift it by the time zone.
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(s);
  return m ? m[1]! : s;
}

/** Local time YYYY-MM-DD HH:mm, the spec's datetime format. */
function formatDateTime(value: unknown): string {
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

// Making a number format is far slower than using one, and a page formats thousands of cells.
const numberFormats = new Map<string, Intl.NumberFormat>();

function formatNumber(value: unknown, locale: string, decimals?: number): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const key = `${locale}|${decimals ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    const digits = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    format = new Intl.NumberFormat(locale, digits);
    numberFormats.set(key, format);
  }
  return format.format(n);
}

/**
 * A time of day: a bare HH:mm[:ss] is shown as sent, a timestamp in local
 * time; time_hhmm drops the seconds.
 */
function formatTime(value: unknown, seconds: boolean): string {
  const s = String(value);
  const bare = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(s);
  let h: number, m: number, sec: number;
  if (bare) [h, m, sec] = [Number(bare[1]), Number(bare[2]), Number(bare[3] ?? 0)];
  else {
    const d = new Date(s);
    if (Number.isNaN(d.getTime())) return s;
    [h, m, sec] = [d.getHours(), d.getMinutes(), d.getSeconds()];
  }
  return seconds ? `${pad(h)}:${pad(m)}:${pad(sec)}` : `${pad(h)}:${pad(m)}`;
}

/** A duration in seconds as H:MM:SS (hours unbounded); text is shown as sent. */
export function formatDuration(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const total = Math.round(Math.abs(n));
  const sign = n < 0 ? '-' : '';
  return `${sign}${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** A 10-digit North American number as (xxx) xxx-xxxx with a tel: link prefixed +1. */
export function formatPhone(value: unknown): CellText {
  let digits = String(value).replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return { text: String(value) };
  return { text: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`, href: `tel:+1${digits}` };
}

export function formatCell(value: unknown, type: CellType, opts: FormatOptions): CellText {
  if (value === null || value === undefined || value === '') return { text: '' };
  switch (type) {
    case 'date':
      return { text: formatDate(value) };
    case 'datetime':
      return { text: formatDateTime(value) };
    case 'number':
      return { text: formatNumber(value, opts.locale, opts.decimals) };
    case 'decimal':
      return { text: formatNumber(value, opts.locale, opts.decimals ?? 2) };
    case 'boolean': {
      const yes = value === true || value === 'true' || value === 'Y' || value === 1;
      return { text: opts.t(yes ? 'Yes' : 'No') };
    }
    case 'email':
      return { text: String(value), href: `mailto:${String(value)}` };
    case 'phone':
      return formatPhone(value);
    case 'time':
      return { text: formatTime(value, true) };
    case 'time_hhmm':
      return { text: formatTime(value, false) };
    case 'duration':
      return { text: formatDuration(value) };
    default:
      // Links, images, icons, html and actions are drawn by CellValue; this is their plain text.
      return { text: String(value) };
  }
}

/**
 * A value no definition types (a row's details, sent as name/value pairs):
 * numbers by locale, a fraction with at least two decimals as amounts are
 * shown (534.9 reads 534,90 in French, like the amounts around it); calendar
 * dates and timestamps as date and datetime cells show them; yes/no and known
 * English texts (a status) translated; anything else as sent.
 */
export function formatLoose(value: unknown, opts: FormatOptions): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value, opts.locale, Number.isInteger(value) ? 0 : Math.max(2, Math.min(6, decimalsOf(value))));
  if (typeof value === 'boolean') return opts.t(value ? 'Yes' : 'No');
  if (typeof value === 'object') return JSON.stringify(value);
  const s = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return formatDate(s);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s)) return formatDateTime(s);
  return opts.t(s);
}

function decimalsOf(n: number): number {
  const [, fraction = ''] = String(n).split('.');
  return fraction.length;
}
