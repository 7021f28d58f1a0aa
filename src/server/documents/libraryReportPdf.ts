import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { facts, pdfBytes } from './pdfBytes';

export interface AccountFacts {
  company: string;
  companyName: string;
  account: string;
  name: string;
}

/** Shipments of an account by status over the last 90 days, from its real rows: an account report of the library. */
export async function shipmentStatusReport(db: Kysely<DB>, a: AccountFacts): Promise<Buffer> {
  const rows = await db
    .selectFrom('shipments')
    .select(['status', sql<number>`count(*)`.as('n'), sql<number>`sum(weight)`.as('lbs')])
    .where('customer_account', '=', a.account)
    .where('pickup_date', '>=', sql<string>`current_date - 90`)
    .groupBy('status')
    .orderBy('status')
    .execute();
  return pdfBytes(`Shipments by status ${a.account}`, (doc) => {
    doc.font('Bold').fontSize(18).text(a.companyName);
    doc.font('Regular').fontSize(13).text('Shipments by status, last 90 days');
    doc.moveDown();
    facts(doc, [['Customer account', `${a.account} ${a.name}`], ['Printed', new Date().toISOString().slice(0, 10)]]);
    doc.font('Bold').fontSize(10).text('Status', 54, doc.y, { continued: false });
    for (const r of rows) doc.font('Regular').text(`${r.status}: ${Number(r.n)} shipments, ${Number(r.lbs ?? 0).toLocaleString('en-CA')} lbs`);
    if (!rows.length) doc.font('Regular').text('No shipment in the period.');
  });
}

/** An account's open invoices (balance over zero), from its real rows. */
export async function openInvoicesReport(db: Kysely<DB>, a: AccountFacts): Promise<Buffer> {
  const rows = await db
    .selectFrom('invoices')
    .select(['probill', 'invoice_date', 'due_date', 'currency', sql<string>`(amount - paid)::text`.as('balance')])
    .where('customer_account', '=', a.account)
    .where(sql<boolean>`amount > paid`)
    .orderBy('due_date')
    .limit(40)
    .execute();
  return pdfBytes(`Open invoices ${a.account}`, (doc) => {
    doc.font('Bold').fontSize(18).text(a.companyName);
    doc.font('Regular').fontSize(13).text('Open invoices');
    doc.moveDown();
    facts(doc, [['Customer account', `${a.account} ${a.name}`], ['Open invoices (first 40)', rows.length]]);
    doc.fontSize(10);
    for (const r of rows) doc.text(`Probill ${r.probill}   invoiced ${String(r.invoice_date).slice(0, 10)}   due ${String(r.due_date).slice(0, 10)}   balance ${r.balance} ${r.currency}`);
  });
}

/** A letter to the account (rate agreement, credit terms): the library's general documents. */
export function accountLetter(a: AccountFacts, title: string, paragraphs: string[]): Promise<Buffer> {
  return pdfBytes(title, (doc) => {
    doc.font('Bold').fontSize(18).text(a.companyName);
    doc.font('Regular').fontSize(13).text(title);
    doc.moveDown();
    facts(doc, [['Customer account', `${a.account} ${a.name}`]]);
    doc.fontSize(10);
    for (const p of paragraphs) doc.text(p).moveDown(0.6);
  });
}
