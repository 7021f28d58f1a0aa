import type { CompanyCode } from '../companies';

/**
 * Branding facts of each company: what the login page, the header and the
 * error catalogue need. The customer-service phone lives here because the
 * 500 notice names it (01-shell.md §8); names and phones match the server's
 * company records (globals.company).
 */
export interface Brand {
  code: CompanyCode;
  name: string;
  /** Main colour: headers, primary buttons. */
  primary: string;
  /** Second colour: highlights, the logo's mark. */
  accent: string;
  phone: string;
  /** The benefits and payroll department, named by the 500 notice of the employee-benefits skin. */
  benefitsEmail: string;
}

export const brands: Record<CompanyCode, Brand> = {
  MANITOULIN: {
    code: 'MANITOULIN',
    name: 'Manitoulin Transport',
    primary: '#00205b',
    accent: '#c8102e',
    phone: '1-800-265-6916',
    benefitsEmail: 'benefits.payroll@manitoulin.example',
  },
  NEARNORTHCUSTOMS: {
    code: 'NEARNORTHCUSTOMS',
    name: 'Near North Customs Brokers',
    primary: '#0b5e55',
    accent: '#e0a100',
    phone: '1-800-461-5656',
    benefitsEmail: 'benefits.payroll@nearnorth.example',
  },
  DRC: {
    code: 'DRC',
    name: 'DRC Transport',
    primary: '#7a1f2b',
    accent: '#5b6470',
    phone: '1-800-268-7878',
    benefitsEmail: 'benefits.payroll@drc.example',
  },
  MGF: {
    code: 'MGF',
    name: 'Manitoulin Global Forwarding',
    primary: '#2e3a87',
    accent: '#5fa025',
    phone: '1-877-850-5450',
    benefitsEmail: 'benefits.payroll@mgf.example',
  },
  MULTIMODAL: {
    code: 'MULTIMODAL',
    name: 'Manitoulin Multimodal',
    primary: '#3b2a6b',
    accent: '#00a3ad',
    phone: '1-800-265-1485',
    benefitsEmail: 'benefits.payroll@multimodal.example',
  },
};
