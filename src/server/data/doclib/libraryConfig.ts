import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../auth/Caller';
import { libraryOf, rightsIn } from './libraries';

/** Document types every library offers; a policy naming another type adds it. */
export const DOCTYPES = [
  { doctype: 'GENERAL', label: 'General' },
  { doctype: 'INVOICE', label: 'Invoice' },
  { doctype: 'POD', label: 'Proof of delivery' },
  { doctype: 'BOL', label: 'Bill of lading' },
  { doctype: 'CUSTOMS', label: 'Customs document' },
  { doctype: 'REPORT', label: 'Report' },
];

/** One library's configuration as doclib.config answers it: its types, upload rules and the caller's rights. */
export async function libraryConfig(db: Kysely<DB>, caller: Caller, cmid: string) {
  const library = await libraryOf(db, caller, cmid);
  const rights = await rightsIn(db, caller, cmid);
  const extra = await db.selectFrom('doclib_policies').select('doctype').distinct().where('company', '=', caller.company).where('cmid', '=', cmid).where('doctype', 'is not', null).execute();
  const doctypes = [...DOCTYPES, ...extra.filter((e) => !DOCTYPES.some((d) => d.doctype === e.doctype)).map((e) => ({ doctype: e.doctype!, label: e.doctype! }))];
  return {
    cmid,
    title: library.title,
    description: null,
    doclib_type: rights.opens_on_add ? ('add' as const) : library.doclib_type,
    external: library.external,
    connection: null,
    upload_enabled: rights.upload_enabled,
    max_file_mb: rights.max_file_mb ?? 25,
    max_total_mb: null,
    accept: ['pdf', 'image/*'],
    multiple: false,
    auto_upload: false,
    max_image_width: null,
    max_image_height: null,
    download_style: 2 as const,
    doctypes,
    metadata: [],
    permissions: { view: rights.view, add: rights.add, edit: rights.edit, delete: rights.delete, email: rights.email },
  };
}
