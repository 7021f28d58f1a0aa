import { datetime, json, number, text, type Resource } from '../Resource';

/**
 * The documents of one library (doclib.documents, fixed to the path's {cmid} by grid.where):
 * the company's, and a customer user's own account's only (the view's customer_account).
 */
export const doclibDocuments: Resource = {
  table: 'doclib_document_list',
  key: 'dlref',
  defaultSort: '-uploadDate',
  search: ['title', 'doctype', 'customer', 'customer_name'],
  fields: {
    dlref: text(),
    cmid: text(),
    doctype: text(),
    title: text(),
    description: text(),
    customer: text(),
    customer_name: text(),
    tags: json(),
    metadata: json(),
    file_count: number(),
    uploadBy: text({ column: '"uploadBy"' }),
    uploadDate: datetime({ column: '"uploadDate"' }),
    updated_at: datetime(),
  },
};
