import type { StatementDetail } from '../data/ledger/statementOf';
import { pdfDocument, type Doc } from './pdfDocument';
import { money, moneyTable, PAGE_MARGIN as M, PAGE_WIDTH as W, totals } from './moneyTable';

const T = {
  title: 'STATEMENT OF ACCOUNT / RELEVÉ DE COMPTE',
  number: 'Statement / Relevé',
  date: 'Statement date / Date du relevé',
  due: 'Due date / Date d’échéance',
  account: 'Account / Compte',
  columns: ['Probill / Connaissement', 'Invoice date / Date de facture', 'Due / Échéance', 'Reference / Référence', 'Amount / Montant', 'Balance / Solde'],
  amount: 'Invoiced / Facturé',
  balance: 'Balance due / Solde dû',
  terms: 'Terms: net 30 days. Overdue accounts bear interest at 2% per month (24% per year). / Conditions : net 30 jours. Les comptes en souffrance portent intérêt à 2 % par mois (24 % par année).',
};

/** A statement with each of its invoices and their balances, summed to the statement's total (pdfkit, Letter). */
export function statementPdf(st: StatementDetail): Doc {
  const doc = pdfDocument(`Statement ${st.statement_number}`);
  doc.addPage({ size: 'LETTER', margin: M });
  doc.font('Bold').fontSize(16).text(T.title, M, M, { width: W });
  doc.font('Regular').fontSize(9);
  [[T.number, st.statement_number], [T.date, st.statement_date], [T.due, st.due_date]].forEach(([label, value], i) =>
    doc.text(`${label}: ${value}`, M + W - 280, M + 24 + i * 12, { width: 280, align: 'right' }),
  );
  doc.font('Bold').text(T.account, M, M + 24).font('Regular').text(`${st.customer_account} ${st.customer_name}`, M, M + 36);
  const rows = st.invoices.map((i) => [i.probill, i.invoice_date, i.due_date, i.reference ?? '', money(i.amount), money(i.balance)]);
  const w = [100, 100, 80, W - 440, 80, 80];
  let y = moneyTable(doc, M + 72, T.columns.map((title, i) => ({ title, width: w[i]!, align: i >= 4 ? ('right' as const) : ('left' as const) })), rows);
  y = totals(doc, y + 8, [
    [`${T.amount} ${st.currency}`, money(st.amount)],
    [`${T.balance} ${st.currency}`, money(st.balance)],
  ]);
  doc.font('Regular').fontSize(8).text(T.terms, M, y + 16, { width: W });
  return doc;
}
