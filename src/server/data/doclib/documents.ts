import { randomBytes } from 'node:crypto';
import type { ScopedDb } from '../ScopedDb';
import { AppError, validationError } from '../../errors';
import { isoUtc } from '../isoUtc';

type Row = {
  id: number; dlref: string; cmid: string; customer_account: string | null; customer_name: string | null; doctype: string; title: string;
  description: string | null; tags: string; metadata: string; username: string; uploaded_at: Date; updated_at: Date | null; file_count: number | string;
};

const list = (json: string) => {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

/** The catalogue's document shape (doclib.json #/definitions/document). */
export const asDocument = (r: Row) => ({
  dlref: r.dlref,
  cmid: r.cmid,
  doctype: r.doctype,
  title: r.title,
  description: r.description,
  customer: r.customer_account,
  customer_name: r.customer_name,
  tags: list(r.tags) as string[],
  metadata: list(r.metadata) as { mdref: string; value: string | null }[],
  file_count: Number(r.file_count),
  uploadBy: r.username,
  uploadDate: isoUtc(r.uploaded_at),
  updated_at: r.updated_at ? isoUtc(r.updated_at) : null,
});

/** A library's documents in the caller's scope (company; a customer user: their account's). */
function documents(rows: ScopedDb, cmid: string) {
  return rows
    .selectFrom('doclib_documents')
    .innerJoin('users', 'users.id', 'doclib_documents.uploaded_by')
    .leftJoin('customers', 'customers.account', 'doclib_documents.customer_account')
    .select(['doclib_documents.id', 'dlref', 'cmid', 'doclib_documents.customer_account', 'customers.name as customer_name', 'doctype', 'title', 'description', 'tags', 'metadata', 'users.username', 'uploaded_at', 'doclib_documents.updated_at'])
    .select((eb) => eb.selectFrom('doclib_files').select((f) => f.fn.countAll<number>().as('n')).whereRef('doclib_files.document_id', '=', 'doclib_documents.id').as('file_count'))
    .where('cmid', '=', cmid);
}

/** One document of a library; another library's, another account's or a missing one are alike: NOT_FOUND. */
export async function findDocument(rows: ScopedDb, cmid: string, dlref: string) {
  const row = await documents(rows, cmid).where('dlref', '=', dlref).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row as Row;
}

export interface DocumentFields {
  doctype: string;
  title: string;
  description?: string;
  customer?: string;
  tags?: string;
  metadata?: string;
}

/** Tags as a list ('a, b' -> ['a', 'b']) and metadata as the JSON list it must be, or a 400 at its field. */
export function documentValues(body: DocumentFields) {
  let metadata: unknown = [];
  if (body.metadata) {
    try {
      metadata = JSON.parse(body.metadata);
    } catch {
      metadata = null;
    }
    const ok = Array.isArray(metadata) && metadata.every((m) => m && typeof m === 'object' && typeof m.mdref === 'string' && (m.value === null || typeof m.value === 'string'));
    if (!ok) throw validationError([{ pointer: '/metadata', message: 'Invalid format' }]);
  }
  const tags = (body.tags ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  return { doctype: body.doctype, title: body.title.trim(), description: body.description?.trim() || null, tags: JSON.stringify([...new Set(tags)]), metadata: JSON.stringify(metadata) };
}

/** The account a document is for: a customer user's own always; staff name one of the company's, or none. */
export async function documentAccount(rows: ScopedDb, customer: string | undefined): Promise<string | null> {
  if (rows.scope.customer !== null) {
    if (customer && customer !== rows.scope.customer) throw new AppError('ACCOUNT_NOT_ALLOWED');
    return rows.scope.customer;
  }
  if (!customer) return null;
  const found = await rows.companyWide('customers').select('account').where('account', '=', customer).executeTakeFirst();
  if (!found) throw validationError([{ pointer: '/customer', message: 'Customer Code Not Found' }]);
  return customer;
}

export const newDlref = () => `DL${randomBytes(9).toString('base64url').replace(/[-_]/g, 'X').toUpperCase()}`;
