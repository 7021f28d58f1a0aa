import { datetime, decimal, number, text, type Resource } from '../Resource';
import { staffOnly } from '../guards';

/** Revenue by terminal, customer and month in CAD, with the change on the previous month (billing.revenue_summary: RS_RPT). */
export const revenueSummary: Resource = {
  table: 'revenue_summary',
  key: 'row_key',
  guard: staffOnly,
  defaultSort: '-period',
  search: ['terminal', 'customer_account', 'customer_name', 'sales_code', 'period'],
  fields: {
    row_key: text(),
    terminal: text(),
    customer_account: text(),
    customer_name: text(),
    sales_code: text(),
    period: text(),
    probills: number(),
    weight: number(),
    revenue: decimal(),
    revenue_per_cwt: decimal(),
    previous_revenue: decimal(),
    change_percent: decimal(),
  },
};

/** Claims still open with their age, oldest first (claims.open_claims_report: OPENCLAIMS_RPT). */
export const openClaimsReport: Resource = {
  table: 'open_claims_report',
  key: 'claim_number',
  guard: staffOnly,
  defaultSort: '-days_open',
  search: ['claim_number', 'customer_account', 'customer_name', 'probill', 'terminal'],
  fields: {
    claim_number: text(),
    customer_account: text(),
    customer_name: text(),
    probill: text(),
    amount: decimal(),
    status: text(),
    terminal: text(),
    days_open: number(),
    created_at: datetime(),
  },
};

/** Claims of each sales code's accounts; a sales user sees their own code's (claims.sales_claims_report: Sales_Claims_Rpt). */
export const salesClaimsReport: Resource = {
  table: 'sales_claims_report',
  key: 'claim_number',
  guard: staffOnly,
  defaultSort: '-created_at',
  search: ['sales_code', 'salesperson', 'customer_account', 'customer_name', 'claim_number', 'probill'],
  fields: {
    sales_code: text(),
    salesperson: text(),
    customer_account: text(),
    customer_name: text(),
    claim_number: text(),
    probill: text(),
    amount: decimal(),
    amount_paid: decimal(),
    status: text(),
    created_at: datetime(),
    closed_at: datetime(),
  },
};

export const billingReportResources = { revenueSummary, openClaimsReport, salesClaimsReport };
