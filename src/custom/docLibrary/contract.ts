import type { FieldMessage } from '../../shared/validation/messages';
import type { KindContract } from '../../kinds/KindContract';
import schema from './doc-library.schema.json' with { type: 'json' };

/** A document library's screen (custom kind, 01-shell.md §2.6). */
export interface DocLibraryDefinition {
  cmid: string;
  kind: 'doc-library';
  title: string;
  redirect?: string;
  height?: number;
  translations?: Record<string, Record<string, string>>;
}

/** The calls it makes are fixed (the doclib family, by the screen's cmid): checked they exist. */
const CALLS = ['GET doclib/configs/{cmid}', 'GET doclib/documents/{cmid}', 'POST doclib/documents/{cmid}', 'GET doclib/documents/{cmid}/{dlref}', 'PUT doclib/documents/{cmid}/{dlref}', 'GET doclib/documents/{cmid}/{dlref}/files', 'GET doclib/documents/{cmid}/{dlref}/files/{id}'];

export const docLibraryContract: KindContract<DocLibraryDefinition> = {
  kind: 'doc-library',
  schema,
  accepts: {},
  nameUses: () => [],
  crossCheck(def, catalogue) {
    const faults: FieldMessage[] = [];
    for (const ref of CALLS) if (!catalogue.find(ref)) faults.push({ pointer: '/kind', message: `No call ${ref} in the call catalogue` });
    if (def.redirect === def.cmid || def.redirect?.startsWith(`${def.cmid}/`)) faults.push({ pointer: '/redirect', message: 'A library cannot redirect to itself' });
    return faults;
  },
};
