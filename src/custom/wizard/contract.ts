import type { FieldMessage } from '../../shared/validation/messages';
import { callChecker, type KindContract } from '../../kinds/KindContract';
import schema from './document-wizard.schema.json' with { type: 'json' };

/** The document wizard's definition (a custom kind, 02-business.md §4 Document wizard). */
export interface DocumentWizardDefinition {
  cmid: string;
  kind: 'document-wizard';
  title: string;
  upload: string;
  download: string;
  maxFileMb?: number;
  translations?: Record<string, Record<string, string>>;
}

/**
 * Pure (no React), read by the server too: the upload must be a multipart call of the
 * catalogue and the download a download call naming {id}. WizardScreen draws it.
 */
export const documentWizardContract: KindContract<DocumentWizardDefinition> = {
  kind: 'document-wizard',
  schema,
  accepts: {},
  nameUses: () => [],
  crossCheck(def, catalogue) {
    const faults: FieldMessage[] = [];
    const need = callChecker(catalogue, faults);
    const upload = need('/upload', def.upload);
    if (upload && upload.contentType !== 'multipart') faults.push({ pointer: '/upload', message: `${def.upload} is not a multipart upload call` });
    const download = need('/download', def.download);
    if (download && !download.download) faults.push({ pointer: '/download', message: `${def.download} is not a download call` });
    if (download && !def.download.includes('{id}')) faults.push({ pointer: '/download', message: `${def.download} does not name {id}` });
    return faults;
  },
};
