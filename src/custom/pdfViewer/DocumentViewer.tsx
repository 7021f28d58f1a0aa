import { useCallback, useEffect, useReducer, useState } from 'react';
import { Alert, Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { saveFile, type DownloadedFile } from '../../api/download';
import { notify } from '../../core/notices/notify';
import { useT } from '../../core/i18n/useT';
import { PrintView } from './PrintView';
import { printPages } from './printPages';
import { usePageDrawing } from './usePageDrawing';
import type { ViewerDocument } from './useViewerDocument';
import { ViewerToolbar } from './ViewerToolbar';
import { initialViewer, viewerReducer } from './viewerState';

/** What the loader said, shown inline and as a negative notice (once per failure). */
function LoadFailure({ message, values }: { message: string; values?: Record<string, string> }) {
  const t = useT();
  const title = t('The document could not be loaded');
  const description = t(message, values);
  useEffect(() => notify({ type: 'error', title, description }), [title, description]);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A file the page cannot draw (CSV, XLSX, XML, JSON): its name and a Download button. */
function FileDownload({ file }: { file: DownloadedFile }) {
  const t = useT();
  return (
    <Stack gap="2" align="start" borderWidth="1px" borderRadius="md" p="4" data-testid="document-file">
      <Text>{t('This file is not shown in the page: {1}', { 1: file.fileName })}</Text>
      <Button size="sm" colorPalette="brand" onClick={() => saveFile(file)}>
        {t('Download')}
      </Button>
    </Stack>
  );
}

/**
 * A PDF or an image in one frame of a fixed height (900 px unless the
 * definition says otherwise), scrolling inside it, with its toolbar.
 */
export function DocumentViewer({ doc, height }: { doc: ViewerDocument; height: number }) {
  const t = useT();
  const [state, dispatch] = useReducer(viewerReducer, initialViewer);
  const { canvas, failed } = usePageDrawing(doc, state);
  const [printing, setPrinting] = useState<string[] | null>(null);
  const [preparing, setPreparing] = useState(false);

  const pages = doc.phase === 'pdf' ? doc.pdf.numPages : doc.phase === 'image' ? 1 : 0;
  useEffect(() => dispatch({ type: 'loaded', pages }), [doc, pages]);

  const print = async () => {
    setPreparing(true);
    try {
      setPrinting(await printPages(doc));
    } catch (err) {
      notify({ type: 'error', title: t('The document could not be printed'), description: err instanceof Error ? err.message : String(err) });
    } finally {
      setPreparing(false);
    }
  };
  const donePrinting = useCallback(() => {
    setPrinting((urls) => {
      for (const url of urls ?? []) URL.revokeObjectURL(url);
      return null;
    });
  }, []);

  if (doc.phase === 'loading') {
    return (
      <Center h={`${height}px`} borderWidth="1px" borderRadius="md">
        <Spinner aria-label={t('Loading document')} />
      </Center>
    );
  }
  if (doc.phase === 'failed') return <LoadFailure message={doc.message} values={doc.values} />;
  if (doc.phase === 'file') return <FileDownload file={doc.file} />;
  return (
    <Stack gap="2">
      <ViewerToolbar state={state} dispatch={dispatch} onDownload={() => saveFile(doc.file)} onPrint={() => void print()} printing={preparing} />
      {failed && <LoadFailure message={failed} />}
      <Box h={`${height}px`} overflow="auto" borderWidth="1px" borderRadius="md" bg="bg.muted" data-testid="document-frame">
        <Center minH="full" p="4">
          <canvas
            ref={canvas}
            role="img"
            aria-label={t('{1}, page {2} of {3}', { 1: doc.file.fileName, 2: state.page, 3: state.pages })}
            style={{ boxShadow: '0 1px 4px rgba(0,0,0,.3)', background: 'white' }}
          />
        </Center>
      </Box>
      {printing && <PrintView pages={printing} label={t('Pages to print')} onDone={donePrinting} />}
    </Stack>
  );
}
