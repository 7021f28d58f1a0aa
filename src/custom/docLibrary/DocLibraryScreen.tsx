import { useEffect, useState } from 'react';
import { Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Navigate, useLocation } from 'react-router-dom';
import { callApi } from '../../api/client';
import { TranslationsScope } from '../../core/i18n/TranslationsScope';
import { useT } from '../../core/i18n/useT';
import type { DocLibraryDefinition } from './contract';
import { AddDocument } from './AddDocument';
import { DocumentList } from './DocumentList';
import { EditDocument } from './EditDocument';
import type { LibraryConfig } from './libraryTypes';
import { ViewDocument } from './ViewDocument';
import fr from './fr.json';
import wizardFr from '../wizard/fr.json';
import viewerFr from '../pdfViewer/fr.json';

interface Props {
  def: DocLibraryDefinition;
  company: string;
  path: string;
}

/** Which page of the library the route names: {cmid}, /add, /view/{dlref} or /edit/{dlref}. */
export function libraryPage(path: string): { page: 'list' | 'add' } | { page: 'view' | 'edit'; dlref: string } | null {
  const parts = path.split('/').filter(Boolean);
  if (!parts.length) return { page: 'list' };
  if (parts.length === 1 && parts[0] === 'add') return { page: 'add' };
  if (parts.length === 2 && (parts[0] === 'view' || parts[0] === 'edit') && /^[A-Za-z0-9_-]{1,40}$/.test(parts[1]!)) return { page: parts[0], dlref: parts[1]! };
  return null;
}

function Library({ def, company, path }: Props) {
  const t = useT();
  const { search } = useLocation();
  const [config, setConfig] = useState<LibraryConfig | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!def.redirect) callApi('doclib.config', { params: { cmid: def.cmid } }).then(setConfig, () => setFailed(true));
  }, [def.cmid, def.redirect]);
  const base = `/${company}/pages/${def.cmid}`;
  const page = libraryPage(path);
  if (def.redirect) return <Navigate replace to={`/${company}/pages/${def.redirect}`} />;
  // 01-shell.md §2.2: DCCMD=add, or a library whose default type is add, opens on its add page.
  if (page?.page === 'list' && (new URLSearchParams(search).get('DCCMD') === 'add' || config?.doclib_type === 'add')) return <Navigate replace to={`${base}/add`} />;
  if (failed || !page) return <Text color="fg.error">{t('Page not found')}</Text>;
  if (!config) return <Spinner aria-label={t('Loading')} />;
  const subtitle = { list: '', add: 'Add a document', view: 'View document', edit: 'Edit document' }[page.page];
  return (
    <Stack gap="3">
      <Heading as="h1" size="lg">
        {t(def.title)}
        {subtitle && ` — ${t(subtitle)}`}
      </Heading>
      {page.page === 'list' && <DocumentList config={config} base={base} />}
      {page.page === 'add' && <AddDocument config={config} base={base} />}
      {page.page === 'view' && <ViewDocument config={config} base={base} dlref={page.dlref} height={def.height ?? 900} />}
      {page.page === 'edit' && <EditDocument config={config} base={base} dlref={page.dlref} />}
    </Stack>
  );
}

/** A document library (01-shell.md §2.6): list, add with the wizard, view with the viewer, edit. */
export function DocLibraryScreen(props: Props) {
  return (
    <TranslationsScope fr={{ ...viewerFr, ...wizardFr, ...fr }}>
      <Library {...props} />
    </TranslationsScope>
  );
}
