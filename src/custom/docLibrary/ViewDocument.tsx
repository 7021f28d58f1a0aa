import { useEffect, useState } from 'react';
import { Badge, Button, DataList, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { callApi } from '../../api/client';
import { useT } from '../../core/i18n/useT';
import { DocumentViewer } from '../pdfViewer/DocumentViewer';
import { useViewerDocument } from '../pdfViewer/useViewerDocument';
import { localTime, type LibraryConfig, type LibraryDocument, type LibraryFile } from './libraryTypes';

function FileViewer({ cmid, dlref, file, height }: { cmid: string; dlref: string; file: LibraryFile; height: number }) {
  // as=display: a TIFF comes back as a PDF of its pages, converted on the server (no browser draws TIFF).
  const doc = useViewerDocument({ call: 'GET doclib/documents/{cmid}/{dlref}/files/{id}', params: { cmid, dlref, id: String(file.id) }, query: { as: 'display' }, values: {} });
  return <DocumentViewer key={file.id} doc={doc} height={height} />;
}

/** {cmid}/view/{dlref}: the document's facts and its files, the chosen one in the PDF viewer. */
export function ViewDocument({ config, base, dlref, height }: { config: LibraryConfig; base: string; dlref: string; height: number }) {
  const t = useT();
  const [doc, setDoc] = useState<LibraryDocument | null>(null);
  const [files, setFiles] = useState<LibraryFile[]>([]);
  const [shown, setShown] = useState<LibraryFile | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    Promise.all([callApi('doclib.document_get', { params: { cmid: config.cmid, dlref } }), callApi('doclib.files', { params: { cmid: config.cmid, dlref } })]).then(
      ([d, f]) => {
        setDoc(d);
        setFiles(f.results);
        setShown(f.results[0] ?? null);
      },
      () => setFailed(true),
    );
  }, [config.cmid, dlref]);
  if (failed) return <Text color="fg.error">{t('Error loading record')}</Text>;
  if (!doc) return <Spinner aria-label={t('Loading')} />;
  const facts: [string, string][] = [
    ['Document type', t(config.doctypes.find((x) => x.doctype === doc.doctype)?.label ?? doc.doctype)],
    ['Customer', doc.customer_name ?? doc.customer ?? ''],
    ['Uploaded by', doc.uploadBy],
    ['Uploaded', localTime(doc.uploadDate)],
    ['Description', doc.description ?? ''],
  ];
  return (
    <Stack gap="3">
      <HStack gap="3">
        <Link asChild colorPalette="blue">
          <RouterLink to={base}>{t('Back to the library')}</RouterLink>
        </Link>
        {config.permissions.edit && (
          <Link asChild colorPalette="blue">
            <RouterLink to={`${base}/edit/${dlref}`}>{t('Edit')}</RouterLink>
          </Link>
        )}
      </HStack>
      <Text fontSize="xl" fontWeight="semibold">{doc.title}</Text>
      <DataList.Root orientation="horizontal" size="sm">
        {facts.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <HStack gap="2" wrap="wrap">
        {doc.tags?.map((tag) => <Badge key={tag}>{tag}</Badge>)}
      </HStack>
      <HStack gap="2" wrap="wrap" role="list" aria-label={t('Files')}>
        {files.map((f) => (
          <Button key={f.id} role="listitem" size="sm" variant={shown?.id === f.id ? 'solid' : 'outline'} onClick={() => setShown(f)}>
            {f.filename}
          </Button>
        ))}
      </HStack>
      {shown && <FileViewer cmid={config.cmid} dlref={dlref} file={shown} height={height} />}
    </Stack>
  );
}
