import { useEffect, useState } from 'react';
import { Alert, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { callApi } from '../../api/client';
import type { CallTypes } from '../../api/generated/types';
import { TranslationsScope } from '../../core/i18n/TranslationsScope';
import { useT } from '../../core/i18n/useT';
import { DocumentViewer } from '../pdfViewer/DocumentViewer';
import { useViewerDocument } from '../pdfViewer/useViewerDocument';
import type { DocumentRequest } from '../pdfViewer/routeValues';
import type { LabelsPrintDefinition } from './contract';
import { labelIds, sheetBody, type SheetForm } from './labelSheet';
import { LabelSheetFields, useLabelFormats } from './LabelSheetFields';
import fr from './fr.json';

type Saved = CallTypes['label.get']['response'];

interface Props {
  def: LabelsPrintDefinition;
  company: string;
  path: string;
}

/** One saved label's sheet, drawn by the PDF viewer from label.print's answer. */
function PrintedSheet({ label, request, height }: { label: Saved; request: DocumentRequest; height: number }) {
  const t = useT();
  const doc = useViewerDocument(request);
  return (
    <Stack gap="2" data-testid="printed-sheet">
      <Heading as="h2" size="md">
        {t('Labels of {1}', { 1: label.name })}
      </Heading>
      <DocumentViewer doc={doc} height={height} />
    </Stack>
  );
}

function LabelsPrint({ def, company, path }: Props) {
  const t = useT();
  const ids = labelIds(path);
  const [labels, setLabels] = useState<Saved[]>();
  const formats = useLabelFormats();
  const [form, setForm] = useState<SheetForm>({ format: '', start: '1', count: '' });
  const [failure, setFailure] = useState<{ error: string; values?: Record<string, number> }>();
  const [printed, setPrinted] = useState<{ label: Saved; request: DocumentRequest }[]>([]);
  const key = ids.join(',');

  useEffect(() => {
    let live = true;
    Promise.all(labelIds(key).map((id) => callApi('label.get', { params: { id }, silent: true })))
      .then((found) => {
        if (!live) return;
        setLabels(found);
        setForm((f) => ({ ...f, format: f.format || found[0]?.format || 'AVERY5163' }));
      })
      .catch(() => live && setFailure({ error: 'Error loading record' }));
    return () => {
      live = false;
    };
  }, [key]);

  const perSheet = formats.find((f) => f.code === form.format)?.labels_per_sheet ?? 1;
  const print = () => {
    setFailure(undefined);
    const requests: { label: Saved; request: DocumentRequest }[] = [];
    for (const label of labels ?? []) {
      const checked = sheetBody(form, label.pieces ?? 1, perSheet);
      if ('error' in checked) {
        setPrinted([]);
        return setFailure(checked);
      }
      requests.push({ label, request: { call: 'POST label/labels/{id}/print', params: { id: String(label.id) }, query: {}, values: {}, body: checked.body } });
    }
    setPrinted(requests);
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t(def.title)}
      </Heading>
      <Link asChild colorPalette="blue" alignSelf="start">
        <RouterLink to={`/${company}${def.back}`}>{t('Back to saved labels')}</RouterLink>
      </Link>
      {!ids.length && <Text>{t('No labels are selected')}</Text>}
      {labels && (
        <Text data-testid="labels-to-print">
          {t('Labels to print')}: {labels.map((l) => l.name).join(', ')}
        </Text>
      )}
      <LabelSheetFields formats={formats} form={form} onChange={setForm} countPlaceholder="One per piece">
        <Button colorPalette="blue" disabled={!labels?.length || !formats.length} onClick={print}>
          {t('Print labels')}
        </Button>
      </LabelSheetFields>
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t(failure.error, failure.values)}</Alert.Title>
        </Alert.Root>
      )}
      {printed.map((p) => (
        <PrintedSheet key={`${p.label.id}:${JSON.stringify(p.request.body)}`} label={p.label} request={p.request} height={def.height ?? 600} />
      ))}
    </Stack>
  );
}

/**
 * Prints the saved labels selected in Labels_ListEdit (its Print with the
 * rows' ids): one sheet per label through label.print, each in the PDF viewer
 * (print or download from its toolbar). Its own French comes with it.
 */
export function LabelsPrintScreen(props: Props) {
  return (
    <TranslationsScope fr={fr}>
      <LabelsPrint {...props} />
    </TranslationsScope>
  );
}
