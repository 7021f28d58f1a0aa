import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FileStore } from '../files/FileStore';
import { newDlref } from '../data/doclib/documents';
import { accountLetter, openInvoicesReport, shipmentStatusReport, type AccountFacts } from './libraryReportPdf';

type Make = (db: Kysely<DB>, a: AccountFacts) => Promise<Buffer>;
interface DemoDocument {
  cmid: 'ACC_LIST' | 'ACC_REPORTS';
  doctype: string;
  title: string;
  tags: string[];
  file: string;
  make: Make;
}

const agreement: Make = (_db, a) =>
  accountLetter(a, 'Rate agreement 2026', [
    `This agreement sets the rates of ${a.companyName} for ${a.name} from January 1 to December 31, 2026.`,
    'Line-haul rates are those of the tariff less the discount of the account; accessorial charges are those of Tariff 100; the fuel surcharge follows Tariff 172.',
    'Invoices are due 30 days after their date. Either party may end the agreement with 30 days notice in writing.',
  ]);
const creditTerms: Make = (_db, a) =>
  accountLetter(a, 'Credit terms', [`${a.name} is granted credit on net 30 day terms.`, 'Balances past due bear interest of 2% a month. Payments may be made by cheque or electronic funds transfer.']);

const DOCUMENTS: DemoDocument[] = [
  { cmid: 'ACC_LIST', doctype: 'GENERAL', title: 'Rate agreement 2026', tags: ['rates', '2026'], file: 'rate-agreement-2026.pdf', make: agreement },
  { cmid: 'ACC_LIST', doctype: 'GENERAL', title: 'Credit terms', tags: ['credit'], file: 'credit-terms.pdf', make: creditTerms },
  { cmid: 'ACC_REPORTS', doctype: 'REPORT', title: 'Shipments by status, last 90 days', tags: ['shipments'], file: 'shipments-by-status.pdf', make: shipmentStatusReport },
  { cmid: 'ACC_REPORTS', doctype: 'INVOICE', title: 'Open invoices', tags: ['invoices', 'receivables'], file: 'open-invoices.pdf', make: openInvoicesReport },
];

/**
 * The document library's demo documents: for each demo account, its rate agreement and
 * credit terms (ACC_LIST) and two reports drawn from its own shipments and invoices
 * (ACC_REPORTS), as real PDFs in the file store, uploaded by the company's staff. Run with
 * storeDemoDocuments at first start; does nothing when the library has documents already.
 */
export async function storeDemoLibrary(db: Kysely<DB>, files: FileStore): Promise<number> {
  if (await db.selectFrom('doclib_documents').select('id').limit(1).executeTakeFirst()) return 0;
  const accounts = await db
    .selectFrom('customers')
    .innerJoin('companies', 'companies.code', 'customers.company')
    .select(['customers.account', 'customers.name', 'customers.company', 'companies.name as companyName'])
    .where('customers.account', 'in', ['100001', '100002', '200002', '300003'])
    .orderBy('customers.account')
    .execute();
  let stored = 0;
  for (const a of accounts) {
    const uploader = await db.selectFrom('users').select('id').where('company', '=', a.company).orderBy('type').orderBy('id').executeTakeFirst();
    if (!uploader) continue;
    for (const d of DOCUMENTS) {
      const bytes = await d.make(db, a);
      const file = await files.put(bytes, d.file);
      await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('doclib_documents')
          .values({ dlref: newDlref(), company: a.company, cmid: d.cmid, customer_account: a.account, doctype: d.doctype, title: d.title, tags: JSON.stringify(d.tags), uploaded_by: uploader.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('doclib_files').values({ document_id: id, file_key: file.key, file_name: file.name, content_type: file.contentType, size: file.size, pages: 1, uploaded_by: uploader.id }).execute();
      });
      stored++;
    }
  }
  return stored;
}
