import { Button, Heading, List, Stack } from '@chakra-ui/react';
import { TranslationsScope } from '../../core/i18n/TranslationsScope';
import { useT } from '../../core/i18n/useT';
import { notify } from '../../core/notices/notify';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { download, saveFile } from '../../api/download';
import { findCall } from '../../api/findCall';
import type { DocumentWizardDefinition } from './contract';
import { DocumentWizard, type ProcessingItem } from './DocumentWizard';
import fr from './fr.json';
import viewerFr from '../pdfViewer/fr.json';

interface Props {
  def: DocumentWizardDefinition;
  company: string;
  path: string;
}

interface Made {
  id: number;
  filename: string;
  pages: number;
}

/** What went wrong, for the 'Upload failed' notice: the server's first field message or its detail. */
export function uploadProblem(err: unknown): string | undefined {
  return err instanceof ApiError && err.status !== 0 ? (err.errors[0]?.message ?? err.detail) : undefined;
}

function MadeDocuments({ def, documents }: { def: DocumentWizardDefinition; documents: Made[] }) {
  const t = useT();
  const get = async (d: Made) => {
    const [method = '', path = ''] = def.download.split(' ');
    saveFile(await download(findCall(method, path)!, { params: { id: d.id } }));
  };
  return (
    <List.Root gap="1" aria-label={t('Documents made')}>
      {documents.map((d) => (
        <List.Item key={d.id}>
          <Button variant="plain" colorPalette="blue" size="sm" onClick={() => void get(d)}>
            {d.filename}
          </Button>{' '}
          {t('{1} pages', { 1: d.pages })}
        </List.Item>
      ))}
    </List.Root>
  );
}

function Wizard({ def }: Props) {
  const t = useT();
  const submit = async (file: File, items: ProcessingItem[]) => {
    // The spec's upload: multipart with the file and the form field params holding the JSON list (02-business.md §7).
    const body = new FormData();
    body.append('file', file, file.name);
    body.append('params', JSON.stringify(items));
    try {
      const done = await callApi('upload.documents', { body, silent: true });
      notify({ type: 'success', title: t('Uploaded successfully') });
      return <MadeDocuments def={def} documents={done.documents} />;
    } catch (err) {
      const detail = uploadProblem(err);
      notify({ type: 'error', title: t('Upload failed'), description: detail ? t(detail) : undefined });
      throw err;
    }
  };
  return (
    <Stack gap="3">
      <Heading as="h1" size="lg">
        {t(def.title)}
      </Heading>
      <DocumentWizard submit={submit} maxFileMb={def.maxFileMb} />
    </Stack>
  );
}

/** The document wizard as a screen of its own (RVIUPLOAD): outputs listed for download at Complete. */
export function WizardScreen(props: Props) {
  return (
    <TranslationsScope fr={{ ...viewerFr, ...fr }}>
      <Wizard {...props} />
    </TranslationsScope>
  );
}
