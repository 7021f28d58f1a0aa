import { useEffect, useState } from 'react';
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { notify } from '../../core/notices/notify';
import { useT } from '../../core/i18n/useT';
import { DocumentFields, type Fields } from './DocumentFields';
import type { LibraryConfig } from './libraryTypes';

/** {cmid}/edit/{dlref}: the document's type, title, description and tags. */
export function EditDocument({ config, base, dlref }: { config: LibraryConfig; base: string; dlref: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    callApi('doclib.document_get', { params: { cmid: config.cmid, dlref } }).then(
      (d) => setFields({ doctype: d.doctype, title: d.title, description: d.description ?? '', tags: (d.tags ?? []).join(', ') }),
      () => setFailed(true),
    );
  }, [config.cmid, dlref]);
  if (failed) return <Text color="fg.error">{t('Error loading record')}</Text>;
  if (!fields) return <Spinner aria-label={t('Loading')} />;
  const save = async () => {
    if (!fields.title.trim()) return;
    setSaving(true);
    try {
      const tags = [...new Set(fields.tags.split(',').map((s) => s.trim()).filter(Boolean))];
      await callApi('doclib.document_update', { params: { cmid: config.cmid, dlref }, body: { doctype: fields.doctype, title: fields.title.trim(), ...(fields.description.trim() ? { description: fields.description.trim() } : {}), tags, metadata: [] }, silent: true });
      notify({ type: 'success', title: t('Saved') });
      navigate(`${base}/view/${dlref}`);
    } catch (err) {
      notify({ type: 'error', title: t('Updating failed'), description: err instanceof ApiError ? t(err.errors[0]?.message ?? err.detail) : undefined });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="3">
      <DocumentFields config={config} value={fields} onChange={setFields} showFaults />
      <HStack>
        <Button variant="ghost" onClick={() => navigate(`${base}/view/${dlref}`)}>
          {t('Cancel')}
        </Button>
        <Button colorPalette="blue" loading={saving} onClick={() => void save()}>
          {t('Save')}
        </Button>
      </HStack>
    </Stack>
  );
}
