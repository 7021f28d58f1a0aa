import { useState } from 'react';
import { Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { callApi } from '../../api/client';
import { notify } from '../../core/notices/notify';
import { useT } from '../../core/i18n/useT';
import { DocumentWizard, type ProcessingItem } from '../wizard/DocumentWizard';
import { uploadProblem } from '../wizard/WizardScreen';
import { DocumentFields, emptyFields, type Fields } from './DocumentFields';
import type { LibraryConfig } from './libraryTypes';

/** {cmid}/add: the document's fields and the wizard; the server splits the file into the document's files. */
export function AddDocument({ config, base }: { config: LibraryConfig; base: string }) {
  const t = useT();
  const [fields, setFields] = useState<Fields>(emptyFields(config));
  if (!config.upload_enabled) return <>{t('File upload is disabled')}</>;
  const submit = async (file: File, items: ProcessingItem[]) => {
    const body = new FormData();
    body.append('doctype', fields.doctype);
    body.append('title', fields.title.trim());
    if (fields.description.trim()) body.append('description', fields.description.trim());
    if (fields.tags.trim()) body.append('tags', fields.tags.trim());
    body.append('params', JSON.stringify(items));
    body.append('file', file, file.name);
    try {
      const done = await callApi('doclib.document_create', { params: { cmid: config.cmid }, body, silent: true });
      notify({ type: 'success', title: t('Uploaded successfully') });
      const doc = done.documents[0]!;
      return (
        <Link asChild colorPalette="blue">
          <RouterLink to={`${base}/view/${doc.dlref}`}>{t('Open {1}', { 1: doc.title })}</RouterLink>
        </Link>
      );
    } catch (err) {
      const detail = uploadProblem(err);
      notify({ type: 'error', title: t('Upload failed'), description: detail ? t(detail) : undefined });
      throw err;
    }
  };
  return (
    <Stack gap="3">
      <DocumentWizard submit={submit} maxFileMb={config.max_file_mb ?? 25} extra={<DocumentFields config={config} value={fields} onChange={setFields} showFaults />} extraReady={!!fields.title.trim()} />
    </Stack>
  );
}
