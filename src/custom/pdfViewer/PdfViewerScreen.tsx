import { Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { TranslationsScope } from '../../core/i18n/TranslationsScope';
import { useT } from '../../core/i18n/useT';
import type { PdfViewerDefinition } from './contract';
import { DocumentViewer } from './DocumentViewer';
import { backLink, documentRequest } from './routeValues';
import { useViewerDocument } from './useViewerDocument';
import { DEFAULT_HEIGHT_PX } from './viewerState';
import fr from './fr.json';

interface Props {
  def: PdfViewerDefinition;
  company: string;
  path: string;
}

function Viewer({ def, company, path }: Props) {
  const t = useT();
  const request = documentRequest(def, path);
  const doc = useViewerDocument(request);
  const { search } = useLocation();
  return (
    <Stack gap="3">
      <Heading as="h1" size="lg">
        {t(def.title)}
      </Heading>
      {def.back && request && (
        <Link asChild colorPalette="blue" alignSelf="start">
          <RouterLink to={`/${company}${backLink(def.back, request.values, search)}`}>{t(def.back.label)}</RouterLink>
        </Link>
      )}
      <DocumentViewer key={JSON.stringify(request)} doc={doc} height={def.height ?? DEFAULT_HEIGHT_PX} />
    </Stack>
  );
}

/**
 * The PDF viewer flow (02-business.md §4): the document a route names, by the
 * definition's download call, shown in the page. Its own French comes with it.
 */
export function PdfViewerScreen(props: Props) {
  return (
    <TranslationsScope fr={fr}>
      <Viewer {...props} />
    </TranslationsScope>
  );
}
