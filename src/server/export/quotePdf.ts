import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { serverMessage, type Lang } from '../serverMessages';
import { chargeLabel, SERVICE_LABELS } from '../../shared/quoting/quoteLabels';

const require = createRequire(import.meta.url);
const fontFile = (face: string) => join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', `${face}.ttf`);
let fonts: { regular: Buffer; bold: Buffer } | null = null;

export interface QuoteForPdf {
  quote_number: string;
  quote_date: string;
  expires_on: string;
  ship_date: string;
  customer_account?: string | null;
  origin: { postal_code: string; city?: string | null; province?: string | null; terminal?: string | null };
  destination: { postal_code: string; city?: string | null; province?: string | null; terminal?: string | null };
  items: { pieces: number; weight: number; class?: string | null; description?: string | null; cube?: number | null }[];
  accessorials?: string[];
  declared_value?: number | null;
  guaranteed?: string;
  transit_days?: number | null;
  estimated_delivery_date?: string | null;
  currency: string;
  charges: { code: string; description: string; amount: number }[];
  total: number;
  messages?: string[];
}

/**
 * A quote as a one-page Letter PDF drawn by pdfkit in DejaVu Sans (embedded,
 * so French prints as typed): the places, the items, the charge lines and the
 * total in the quote's currency, in the caller's language.
 */
export function quotePdf(q: QuoteForPdf, lang: Lang, company: string): Promise<Buffer> {
  fonts ??= { regular: readFileSync(fontFile('DejaVuSans')), bold: readFileSync(fontFile('DejaVuSans-Bold')) };
  const t = (s: string, v?: Record<string, string | number>) => serverMessage(s, lang, v);
  const locale = lang === 'fr' ? 'fr-CA' : 'en-CA';
  const money = (v: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: q.currency, currencyDisplay: 'code' }).format(v);
  const num = (v: number) => new Intl.NumberFormat(locale).format(v);
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `${t('Rate quote')} ${q.quote_number}`, Producer: 'Freight portal', Creator: 'Freight portal' } });
  doc.registerFont('Regular', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const place = (p: QuoteForPdf['origin']) => [p.city, p.province, p.postal_code].filter(Boolean).join(' ') + (p.terminal ? ` (${t('Terminal')} ${p.terminal})` : '');
  const row = (label: string, value: string) => doc.font('Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Regular').text(value);

  doc.font('Bold').fontSize(18).text(`${company} — ${t('Rate quote')} ${q.quote_number}`);
  doc.moveDown(0.5);
  row(t('Quote date'), q.quote_date.slice(0, 10));
  row(t('Valid until'), q.expires_on);
  if (q.customer_account) row(t('Account'), q.customer_account);
  row(t('Origin'), place(q.origin));
  row(t('Destination'), place(q.destination));
  row(t('Ship date'), q.ship_date);
  row(t('Service'), t(SERVICE_LABELS[q.guaranteed ?? 'none'] ?? 'Standard'));
  if (q.transit_days != null) row(t('Transit days'), String(q.transit_days));
  if (q.estimated_delivery_date) row(t('Estimated delivery'), q.estimated_delivery_date);
  if (q.declared_value) row(t('Declared value'), money(q.declared_value));
  doc.moveDown();
  doc.font('Bold').fontSize(12).text(t('Items'));
  for (const i of q.items) {
    const parts = [`${num(i.pieces)} × ${i.description ?? ''}`.trim(), `${num(i.weight)} lb`, i.class ? `${t('Class')} ${i.class}` : '', i.cube ? `${num(i.cube)} ft³` : ''];
    doc.font('Regular').fontSize(10).text(parts.filter(Boolean).join(', '));
  }
  doc.moveDown();
  doc.font('Bold').fontSize(12).text(t('Charges'));
  const right = doc.page.width - doc.page.margins.right;
  for (const c of q.charges) {
    const y = doc.y;
    doc.font('Regular').fontSize(10).text(t(chargeLabel(c.code, c.description)), doc.page.margins.left, y, { width: 360 });
    doc.text(money(c.amount), right - 150, y, { width: 150, align: 'right' });
  }
  const y = doc.y + 4;
  doc.font('Bold').fontSize(12).text(t('Total'), doc.page.margins.left, y).text(money(q.total), right - 150, y, { width: 150, align: 'right' });
  doc.moveDown();
  for (const m of q.messages ?? []) doc.font('Regular').fontSize(9).text(t(m), doc.page.margins.left);
  doc.moveDown();
  doc.font('Regular').fontSize(8).text(t('Rates are estimates based on the information provided; the charges billed follow the shipment as tendered.'), doc.page.margins.left);
  doc.end();
  return done;
}
