import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import { DocumentViewer } from '../pdfViewer/DocumentViewer';
import { closePreview, openPreview, type Preview } from './localPreview';
import { ItemEditor } from './ItemEditor';
import { itemFaults, limitBytes, MAX_ITEMS, nextItem, processingItems, type ItemDraft } from './processingItems';

export type ProcessingItem = ReturnType<typeof processingItems>[number];

export interface WizardProps {
  /** Sends the file and its items; resolves with what Complete shows, rejects when the upload failed (the caller tells). */
  submit: (file: File, items: ProcessingItem[]) => Promise<ReactNode>;
  maxFileMb?: number;
  /** Fields of the calling screen shown in Process (a library's title and type), and whether they are ready. */
  extra?: ReactNode;
  extraReady?: boolean;
  previewHeight?: number;
}

type Step = 'prepare' | 'process' | 'complete';

function PreviewNotice({ preview }: { preview: Preview }) {
  const t = useT();
  if (preview.phase === 'tiff' || preview.phase === 'unavailable')
    return (
      <Alert.Root status={preview.phase === 'tiff' ? 'info' : 'warning'}>
        <Alert.Indicator />
        <Alert.Title>{t(preview.phase === 'tiff' ? 'Preview for TIFF/TIF file format is not supported' : 'Preview is not available')}</Alert.Title>
      </Alert.Root>
    );
  return null;
}

/**
 * The document wizard (02-business.md §4): Prepare file (one file, previewed in the viewer;
 * Continue once a preview exists), Process (the preview and the documents to make; Complete is
 * disabled when the preview failed) and Complete ('Complete', 'Click Reset to start over').
 * Splitting and converting happen on the server, in the submit the screen gives.
 */
export function DocumentWizard({ submit, maxFileMb, extra, extraReady = true, previewHeight = 600 }: WizardProps) {
  const t = useT();
  const [step, setStep] = useState<Step>('prepare');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [items, setItems] = useState<ItemDraft[]>([]);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<ReactNode>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    let live = true;
    let opened: Preview | null = null;
    setPreview({ phase: 'loading' });
    void openPreview(file).then((p) => {
      opened = p;
      if (live) setPreview(p);
      else closePreview(p);
    });
    return () => {
      live = false;
      if (opened) closePreview(opened);
    };
  }, [file]);

  const choose = (chosen: File | undefined) => {
    setFile(null);
    if (!chosen) return;
    // The limit is checked before anything is read or sent: the selection is dropped (02-business.md §5 Uploads).
    if (chosen.size > limitBytes(maxFileMb)) return setProblem('File size is over limit');
    setProblem(null);
    setFile(chosen);
    setItems([nextItem([], chosen.name)]);
    setTried(false);
  };
  const reset = () => {
    setFile(null);
    setItems([]);
    setDone(null);
    setTried(false);
    setStep('prepare');
  };
  const previewFailed = preview?.phase === 'unavailable';
  const ready = items.length > 0 && items.every((i) => Object.keys(itemFaults(i)).length === 0) && extraReady;
  const complete = async () => {
    setTried(true);
    if (!file || !ready || previewFailed) return;
    setSending(true);
    try {
      setDone(await submit(file, processingItems(items)));
      setStep('complete');
    } catch {
      // The screen's submit has told the user ('Upload failed'); the wizard stays on Process.
    } finally {
      setSending(false);
    }
  };

  const stepLabel = { prepare: 'Prepare file', process: 'Process', complete: 'Complete' } as const;
  return (
    <Stack gap="4">
      <HStack as="ol" gap="4" listStyleType="none" aria-label={t('Steps')}>
        {(['prepare', 'process', 'complete'] as Step[]).map((s, i) => (
          <Text as="li" key={s} fontWeight={s === step ? 'bold' : 'normal'} aria-current={s === step ? 'step' : undefined} color={s === step ? 'fg' : 'fg.muted'}>
            {i + 1}. {t(stepLabel[s])}
          </Text>
        ))}
      </HStack>
      {step === 'prepare' && (
        <Stack gap="3">
          <Field.Root invalid={!!problem}>
            <Field.Label>{t('File')}</Field.Label>
            <Input type="file" accept="application/pdf,image/*,.tif,.tiff" p="1" onChange={(e) => choose(e.currentTarget.files?.[0])} />
            <Field.HelperText>{t('A PDF or an image, at most {1} MB', { 1: maxFileMb ?? 25 })}</Field.HelperText>
            {problem && <Field.ErrorText>{t(problem)}</Field.ErrorText>}
          </Field.Root>
          {preview && <PreviewNotice preview={preview} />}
          {preview?.phase === 'shown' && <DocumentViewer doc={preview.doc} height={previewHeight} />}
          {preview && preview.phase !== 'loading' && (
            <Button alignSelf="start" colorPalette="blue" onClick={() => setStep('process')}>
              {t('Continue')}
            </Button>
          )}
        </Stack>
      )}
      {step === 'process' && file && (
        <Stack gap="3">
          <Text>
            {t('File')}: <strong>{file.name}</strong>
            {preview?.phase === 'shown' ? ` (${t('{1} pages', { 1: preview.pages })})` : ''}
          </Text>
          {preview && <PreviewNotice preview={preview} />}
          {preview?.phase === 'shown' && <DocumentViewer doc={preview.doc} height={previewHeight} />}
          {extra}
          {items.map((item, i) => (
            <ItemEditor key={i} item={item} index={i} showFaults={tried} onChange={(changed) => setItems(items.map((x, j) => (j === i ? changed : x)))} onRemove={items.length > 1 ? () => setItems(items.filter((_, j) => j !== i)) : undefined} />
          ))}
          <HStack gap="2">
            <Button variant="outline" size="sm" disabled={items.length >= MAX_ITEMS} onClick={() => setItems([...items, nextItem(items, file.name)])}>
              {t('Add a document')}
            </Button>
            <Box flex="1" />
            <Button variant="ghost" onClick={reset}>
              {t('Reset')}
            </Button>
            <Button colorPalette="blue" loading={sending} disabled={previewFailed} onClick={() => void complete()}>
              {t('Complete')}
            </Button>
          </HStack>
        </Stack>
      )}
      {step === 'complete' && (
        <Stack gap="3">
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('Complete')}</Alert.Title>
              <Alert.Description>{t('Click Reset to start over')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          {done}
          <Button alignSelf="start" variant="outline" onClick={reset}>
            {t('Reset')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
