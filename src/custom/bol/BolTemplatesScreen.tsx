import { useCallback, useEffect, useState } from 'react';
import { Alert, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { callApi } from '../../api/client';
import { TranslationsScope } from '../../core/i18n/TranslationsScope';
import { useT } from '../../core/i18n/useT';
import { useCurrentSession } from '../../core/session/useSessions';
import type { BolTemplate } from '../../shared/generated/types';
import type { BolTemplatesDefinition } from './templates/contract';
import { TemplateRow } from './TemplateRow';
import fr from './fr.json';

function Templates() {
  const t = useT();
  const username = useCurrentSession()?.username;
  const [templates, setTemplates] = useState<BolTemplate[] | null>(null);
  const [error, setError] = useState(false);
  const load = useCallback(() => {
    callApi('bol.templates', { silent: true }).then(setTemplates, () => setError(true));
  }, []);
  useEffect(load, [load]);
  if (error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('Error loading record')}</Alert.Title>
      </Alert.Root>
    );
  if (!templates) return <Spinner />;
  if (!templates.length) return <Text>{t('No template yet: a bill of lading is kept as one with "Save as template".')}</Text>;
  return (
    <Table.Root size="sm">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('Template name')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Shared with')}</Table.ColumnHeader>
          <Table.ColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {templates.map((tpl) => (
          // Keyed by what the server kept: a saved change starts the row afresh.
          <TemplateRow key={`${tpl.id}/${tpl.updated_at}`} template={tpl} mine={tpl.created_by === username} onChanged={load} />
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * BOL templates (BOL2_index/TEMPLATES): the user's personal templates and the
 * account's company ones; each author renames, re-shares or removes their own.
 */
export function BolTemplatesScreen(_: { def: BolTemplatesDefinition; company: string; path: string }) {
  return (
    <TranslationsScope fr={fr}>
      <Stack gap="4">
        <Templates />
      </Stack>
    </TranslationsScope>
  );
}
