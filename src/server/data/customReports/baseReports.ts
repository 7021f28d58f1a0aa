import { columnsOf, type ReportColumn } from './reportColumn';
import { shipmentColumns } from './shipmentColumns';

/**
 * The three base reports of the generator (CR_BaseReport_1-3): what rows a
 * report lists and which columns it may pick. `from` and `table`/`alias` name
 * the scoped table (the caller's company and account are added by
 * scopeCondition, as for every grid); `dateColumn` is what a run's date range
 * filters. All SQL here is fixed: a request only names columns.
 */
export interface BaseReport {
  id: 1 | 2 | 3;
  en: string;
  fr: string;
  table: 'shipments' | 'invoices' | 'claims';
  alias: string;
  from: string;
  dateColumn: string;
  columns: ReportColumn[];
}

const shipmentExtras = columnsOf('Billing and claims', [
  ['invoice_count', 'number', '(select count(*) from invoices i where i.probill = s.probill)::int', 'Invoices', 'Factures'],
  ['invoiced_amount', 'decimal', '(select coalesce(sum(i.amount), 0) from invoices i where i.probill = s.probill)', 'Invoiced amount', 'Montant facturé'],
  ['invoice_paid', 'decimal', '(select coalesce(sum(i.paid), 0) from invoices i where i.probill = s.probill)', 'Amount paid', 'Montant payé'],
  ['invoice_balance', 'decimal', '(select coalesce(sum(i.amount - i.paid), 0) from invoices i where i.probill = s.probill)', 'Balance due', 'Solde dû'],
  ['first_invoice_date', 'date', '(select min(i.invoice_date) from invoices i where i.probill = s.probill)', 'First invoice date', 'Date de première facture'],
  ['claim_count', 'number', '(select count(*) from claims cl where cl.probill = s.probill)::int', 'Claims', 'Réclamations'],
  ['claimed_amount', 'decimal', '(select coalesce(sum(cl.amount), 0) from claims cl where cl.probill = s.probill)', 'Claimed amount', 'Montant réclamé'],
  ['shipper_location', 'text', "s.shipper_city || ', ' || s.shipper_province", 'Shipper location', "Lieu de l'expéditeur"],
  ['consignee_location', 'text', "s.consignee_city || ', ' || s.consignee_province", 'Consignee location', 'Lieu du destinataire'],
  ['pickup_quarter', 'number', 'extract(quarter from s.pickup_date)::int', 'Pickup quarter', 'Trimestre de cueillette'],
  ['delivery_week', 'number', 'extract(week from s.delivery_date)::int', 'Delivery week', 'Semaine de livraison'],
  ['delivery_weekday', 'text', "trim(to_char(s.delivery_date, 'Day'))", 'Delivery weekday', 'Jour de livraison'],
  ['reference_count', 'number', 'cardinality(s.more_references) + 1', 'References', 'Références'],
  ['cube_m3', 'decimal', 'round(s.cube * 0.0283168, 3)', 'Cube (m³)', 'Volume (m³)'],
]);

const invoiceColumns = columnsOf('Invoice', [
  ['invoice_id', 'number', 'i.id', 'Invoice', 'Facture', true],
  ['invoice_date', 'date', 'i.invoice_date', 'Invoice date', 'Date de facture', true],
  ['due_date', 'date', 'i.due_date', 'Due date', "Date d'échéance", true],
  ['invoice_reference', 'text', 'i.reference', 'Invoice reference', 'Référence de facture'],
  ['amount', 'decimal', 'i.amount', 'Amount', 'Montant', true],
  ['paid', 'decimal', 'i.paid', 'Paid', 'Payé', true],
  ['balance', 'decimal', '(i.amount - i.paid)', 'Balance', 'Solde', true],
  ['invoice_currency', 'text', 'i.currency', 'Invoice currency', 'Devise de la facture'],
  ['disputed', 'boolean', 'i.disputed', 'Disputed', 'Contestée'],
  ['dispute_status', 'text', 'i.dispute_status', 'Dispute status', 'Statut de la contestation'],
  ['statement_number', 'text', 'i.statement_number', 'Statement', 'Relevé'],
  ['days_to_due', 'number', '(i.due_date - i.invoice_date)', 'Terms (days)', 'Modalités (jours)'],
  ['days_overdue', 'number', 'greatest(current_date - i.due_date, 0)', 'Days overdue', 'Jours de retard de paiement'],
  ['overdue', 'boolean', '(i.amount > i.paid and i.due_date < current_date)', 'Overdue', 'En retard'],
  ['paid_in_full', 'boolean', 'i.paid >= i.amount', 'Paid in full', 'Payée en entier'],
  ['invoice_year', 'number', 'extract(year from i.invoice_date)::int', 'Invoice year', 'Année de facture'],
  ['invoice_month', 'number', 'extract(month from i.invoice_date)::int', 'Invoice month', 'Mois de facture'],
]);

const claimColumns = columnsOf('Claim', [
  ['claim_number', 'text', 'cl.claim_number', 'Claim number', 'Numéro de réclamation', true],
  ['claim_amount', 'decimal', 'cl.amount', 'Claim amount', 'Montant réclamé', true],
  ['claim_status', 'text', 'cl.status', 'Claim status', 'Statut de la réclamation', true],
  ['claimant_email', 'text', 'cl.claimant_email', 'Claimant email', 'Courriel du réclamant'],
  ['claim_description', 'text', 'cl.description', 'Description', 'Description'],
  ['claim_created', 'datetime', 'cl.created_at', 'Filed at', 'Déposée le', true],
  ['claim_updated', 'datetime', 'cl.updated_at', 'Updated at', 'Mise à jour le'],
  ['claim_year', 'number', 'extract(year from cl.created_at)::int', 'Claim year', 'Année de réclamation'],
  ['claim_month', 'number', 'extract(month from cl.created_at)::int', 'Claim month', 'Mois de réclamation'],
  ['claim_age_days', 'number', '(current_date - cl.created_at::date)', 'Age (days)', 'Âge (jours)'],
  ['claim_pct_of_charges', 'decimal', 'round(cl.amount * 100 / nullif(s.charges, 0), 2)', 'Claim % of charges', 'Réclamation en % des frais'],
  ['claim_pct_of_value', 'decimal', 'round(cl.amount * 100 / nullif(s.declared_value, 0), 2)', 'Claim % of declared value', 'Réclamation en % de la valeur déclarée'],
]);

export const baseReports: Record<1 | 2 | 3, BaseReport> = {
  1: { id: 1, en: 'Shipments', fr: 'Expéditions', table: 'shipments', alias: 's', from: 'shipments s', dateColumn: 's.pickup_date', columns: [...shipmentColumns, ...shipmentExtras] },
  2: {
    id: 2, en: 'Billing and invoices', fr: 'Facturation', table: 'invoices', alias: 'i',
    from: 'invoices i join shipments s on s.probill = i.probill', dateColumn: 'i.invoice_date',
    columns: [...invoiceColumns, ...shipmentColumns.map((c) => (c.default && c.name !== 'probill' && c.name !== 'customer_account' ? { ...c, default: undefined } : c))],
  },
  3: {
    id: 3, en: 'Claims', fr: 'Réclamations', table: 'claims', alias: 'cl',
    from: 'claims cl join shipments s on s.probill = cl.probill', dateColumn: 'cl.created_at::date',
    columns: [...claimColumns, ...shipmentColumns.map((c) => (c.default && c.name !== 'probill' ? { ...c, default: undefined } : c))],
  },
};

export function baseReportOf(id: number): BaseReport {
  const base = baseReports[id as 1 | 2 | 3];
  if (!base) throw new Error(`No base report ${id}`);
  return base;
}

export function columnOf(base: BaseReport, name: string): ReportColumn | undefined {
  return base.columns.find((c) => c.name === name);
}
